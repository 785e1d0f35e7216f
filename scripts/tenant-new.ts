// pnpm tenant:new <id> [--name "Display Name"] [--theme dark|light|neon] [--merchant-code CODE]
//                      [--wallet multi|single] [--currency THB] [--tenants-dir DIR]
// Scaffolds tenants/<id>/: tenant.json (the build's side) + placeholder logo, favicon and app icon, and
// platform.json (the reference platform's side: currency, wallet mode, domains; every other setting takes the
// platform's defaults). Both are validated; nothing is left behind when either fails.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TenantDataError, displayPath, scaffoldTenant } from '../packages/tenant/src/node/index.ts';
import { writePlatformConfig } from '../apps/platform/src/tenants/scaffold.ts';

const USAGE =
  'usage: pnpm tenant:new <id> [--name "Display Name"] [--theme dark|light|neon] [--merchant-code CODE] [--wallet multi|single] [--currency THB] [--tenants-dir DIR]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    theme: { type: 'string' },
    'merchant-code': { type: 'string' },
    wallet: { type: 'string', default: 'multi' },
    currency: { type: 'string' },
    'tenants-dir': { type: 'string' },
  },
});
const id = positionals[0];
if (!id || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const wallet = values.wallet;
if (wallet !== 'multi' && wallet !== 'single') {
  console.error(`tenant:new: --wallet must be multi or single, not "${wallet}"\n${USAGE}`);
  process.exit(2);
}
let t;
try {
  t = scaffoldTenant(id, {
    name: values.name,
    theme: values.theme,
    merchantCode: values['merchant-code'],
    tenantsDir: values['tenants-dir'] && path.resolve(values['tenants-dir']),
  });
} catch (e) {
  if (e instanceof TenantDataError) {
    console.error(`tenant:new: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
let platform;
try {
  platform = writePlatformConfig(t.dir, { domains: t.config.domains, wallet, currency: values.currency });
} catch (e) {
  rmSync(t.dir, { recursive: true, force: true });
  console.error(`tenant:new: ${(e as Error).message}; nothing was written`);
  process.exit(1);
}
const dir = displayPath(t.dir);
const elsewhere = values['tenants-dir'];
console.log(`tenant:new: created ${dir}/; both files validate.`);
console.log(
  `  tenant.json    merchant code ${t.config.merchantCode}, theme ${t.theme.name}, languages ${t.config.languages.join(', ')}`,
);
console.log(
  `  platform.json  ${platform.wallet}-wallet, ${platform.currency} (${platform.currencySymbol}), ${platform.mainDomain}; every other setting is the platform's default (docs/platform/tenants-settings.md)`,
);
console.log(`Next: replace the placeholder SVGs in ${dir}/assets/, adjust both files, then`);
console.log(
  `  ${elsewhere ? `WL_TENANTS_DIR=${elsewhere} ` : ''}TENANT=${t.id} pnpm start   # see it in dev; the platform seeds its demo accounts on start`,
);
console.log(
  `  pnpm build:tenants ${t.id}${elsewhere ? ` --tenants-dir ${elsewhere}` : ''}   # build dist/${t.id}/`,
);
