// pnpm --filter @wl/tenant schemas: rewrite schema/*.schema.json from the zod schemas.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemas } from '../src/node/json-schema.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');
for (const [name, text] of Object.entries(jsonSchemas())) writeFileSync(path.join(dir, name), text);
console.log(`wrote ${Object.keys(jsonSchemas()).join(', ')} in ${dir}`);
