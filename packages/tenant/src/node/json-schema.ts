import { z } from 'zod';
import { tenantConfigSchema, themeFileSchema } from '../schema.ts';

/**
 * JSON Schemas of tenant.json and theme.json for editors (`"$schema"` in each file gives completion and
 * inline checks). The zod schemas stay the authority: colour checks and cross-field rules are only in them.
 */
export function jsonSchemas(): Record<'tenant.schema.json' | 'theme.schema.json', string> {
  const render = (schema: z.ZodType, title: string) =>
    `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;
  return {
    'tenant.schema.json': render(tenantConfigSchema, 'tenants/<id>/tenant.json'),
    'theme.schema.json': render(themeFileSchema, 'themes/<name>/theme.json'),
  };
}
