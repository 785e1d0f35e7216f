/**
 * The platform.json of a new tenant (`pnpm tenant:new`): only what a merchant decides (currency, wallet mode,
 * domains, contact links); every other setting takes the schema's default (defaults.ts), so the file stays short
 * and valid as the schema grows. The written file is read back through the schema before it is kept.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlatformConfig, PlatformConfigInput } from './platform-config.ts';
import { readPlatformConfig } from './registry.ts';

const PLATFORM_SCHEMA_FILE = fileURLToPath(new URL('../../platform.schema.json', import.meta.url));

export type PlatformScaffoldOptions = {
  /** The tenant's domains (tenant.json `domains`); the first is its main domain. */
  domains: readonly string[];
  /** 'multi' (default): main wallet plus game wallets; 'single': one wallet for every game. */
  wallet?: 'single' | 'multi';
  /** ISO 4217 code (default THB: the scaffolded languages are English and Thai). */
  currency?: string;
};

/** The currency's narrow symbol as browsers write it (฿ for THB, $ for USD), or the code itself. */
function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The content of a new tenant's platform.json (`$schema` relative to `tenantDir`). */
export function newPlatformConfig(
  tenantDir: string,
  opts: PlatformScaffoldOptions,
): PlatformConfigInput & { $schema: string } {
  const domain = opts.domains[0] ?? 'example.com';
  const main = domain.startsWith('www.') ? domain : `www.${domain}`;
  const currency = (opts.currency ?? 'THB').toUpperCase();
  return {
    $schema: relative(tenantDir, PLATFORM_SCHEMA_FILE).split(sep).join('/'),
    currency,
    currencySymbol: currencySymbol(currency),
    wallet: opts.wallet ?? 'multi',
    mainDomain: main,
    domainList: [...new Set([main, ...opts.domains])],
    customerService: [{ type: 'email', url: `mailto:support@${domain}`, label: `support@${domain}` }],
    liveChatUrl: `https://chat.${domain}/widget`,
  };
}

/**
 * Writes `<tenantDir>/platform.json` and reads it back through the platform's schema; returns the settings as the
 * platform will serve them (defaults applied). Removes the file again when it does not validate.
 */
export function writePlatformConfig(tenantDir: string, opts: PlatformScaffoldOptions): PlatformConfig {
  const file = join(tenantDir, 'platform.json');
  writeFileSync(file, `${JSON.stringify(newPlatformConfig(tenantDir, opts), null, 2)}\n`);
  try {
    return readPlatformConfig(file);
  } catch (e) {
    rmSync(file, { force: true });
    throw e;
  }
}
