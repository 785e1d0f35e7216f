import { z } from 'zod';
import { tenantConfigSchema, themeFileSchema, themeTokensSchema } from '../schema.ts';

type JsonSchema = { required?: string[]; properties?: Record<string, JsonSchema> };

/** Only the `required` lists of an object schema, at every level: what a base theme must set. */
function requiredOnly(schema: JsonSchema): JsonSchema {
  const properties = Object.entries(schema.properties ?? {}).filter(([, child]) => child.properties);
  return {
    ...(schema.required ? { required: schema.required } : {}),
    ...(properties.length
      ? { properties: Object.fromEntries(properties.map(([k, child]) => [k, requiredOnly(child)])) }
      : {}),
  };
}

/**
 * JSON Schemas of tenant.json and theme.json for editors (`"$schema"` in each file gives completion and
 * inline checks). The zod schemas stay the authority: colour checks and cross-field rules are only in them.
 * A theme file that `extends` another may leave out any token; one that extends none (the base theme) must set
 * every token and its scheme (`if`/`then`).
 */
export function jsonSchemas(): Record<'tenant.schema.json' | 'theme.schema.json', string> {
  const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const render = (schema: Record<string, unknown>, title: string) =>
    `${JSON.stringify({ title, ...schema }, null, 2)}\n`;
  return {
    'tenant.schema.json': render(toJson(tenantConfigSchema), 'tenants/<id>/tenant.json'),
    'theme.schema.json': render(
      {
        ...toJson(themeFileSchema),
        if: { not: { required: ['extends'] } },
        then: {
          required: ['scheme'],
          properties: { tokens: requiredOnly(toJson(themeTokensSchema) as JsonSchema) },
        },
      },
      'themes/<name>/theme.json',
    ),
  };
}
