/** Writes apps/platform/platform.schema.json (the JSON Schema of tenants/<id>/platform.json) from the zod schema. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { platformConfigSchema } from '../src/tenants/platform-config.ts';

export function platformJsonSchema(): string {
  return `${JSON.stringify({ title: 'Platform settings of a tenant (tenants/<id>/platform.json)', ...z.toJSONSchema(platformConfigSchema, { io: 'input' }) }, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(fileURLToPath(new URL('../platform.schema.json', import.meta.url)), platformJsonSchema());
  console.log('wrote platform.schema.json');
}
