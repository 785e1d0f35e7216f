// pnpm tenant:new <id> [--name "Display Name"] [--theme dark|light|neon] [--merchant-code CODE] [--tenants-dir DIR]
// Scaffolds tenants/<id>/ (tenant.json + placeholder logo, favicon and app icon) and validates it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TenantDataError, displayPath, scaffoldTenant } from '../packages/tenant/src/node/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    theme: { type: 'string' },
    'merchant-code': { type: 'string' },
    'tenants-dir': { type: 'string' },
  },
});
const id = positionals[0];
if (!id || positionals.length > 1) {
  console.error(
    'usage: pnpm tenant:new <id> [--name "Display Name"] [--theme dark|light|neon] [--merchant-code CODE]',
  );
  process.exit(2);
}
try {
  const t = scaffoldTenant(id, {
    name: values.name,
    theme: values.theme,
    merchantCode: values['merchant-code'],
    tenantsDir: values['tenants-dir'] && path.resolve(values['tenants-dir']),
  });
  console.log(
    `tenant:new: created ${displayPath(t.dir)}/ (merchant code ${t.config.merchantCode}, theme ${t.theme.name}); it validates.`,
  );
  console.log(
    `Next: replace the placeholder SVGs in ${displayPath(t.dir)}/assets/, adjust tenant.json, then`,
  );
  console.log(`  TENANT=${t.id} pnpm start        # see it in dev`);
  console.log(`  pnpm build:tenants ${t.id}       # build dist/${t.id}/`);
} catch (e) {
  if (e instanceof TenantDataError) {
    console.error(`tenant:new: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
