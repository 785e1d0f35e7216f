/**
 * The tenants the platform serves: identity from tenants/<id>/tenant.json (loaded and validated by @wl/tenant) and
 * run-time settings from tenants/<id>/platform.json. The `Merchant` header selects a tenant by merchant code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath, listTenantIds, loadAllTenants, tenantsDir } from '@wl/tenant/node';
import type { z } from 'zod';
import { platformConfigSchema, type PlatformConfig } from './platform-config.ts';

export type PlatformTenant = {
  id: string;
  merchantCode: string;
  name: string;
  defaultLanguage: string;
  languages: string[];
  /** The tenant's `api.pathOverrides` (call name -> path): its build calls these paths, so they are served too. */
  pathOverrides: Record<string, string>;
  config: PlatformConfig;
};

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Reads and checks one platform.json (defaults applied); errors name the file and the field. */
export function readPlatformConfig(file: string): PlatformConfig {
  const parsed = platformConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${displayPath(file)}: ${describe(parsed.error)}`);
  return parsed.data;
}

/** Every tenant with a platform.json beside its tenant.json; errors name the file and the field. */
export function loadPlatformTenants(dir?: string): PlatformTenant[] {
  const opts = dir ? { tenantsDir: dir } : {};
  const root = dir ?? tenantsDir();
  const ids = listTenantIds(opts).filter((id) => existsSync(join(root, id, 'platform.json')));
  if (ids.length === 0) return [];
  return loadAllTenants({ ...opts, ids })
    .map((t) => {
      const config = readPlatformConfig(join(t.dir, 'platform.json'));
      return {
        id: t.id,
        merchantCode: t.config.merchantCode,
        name: t.config.name,
        defaultLanguage: t.config.defaultLanguage,
        languages: [...t.config.languages],
        pathOverrides: { ...(t.config.api.pathOverrides ?? {}) },
        config,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

export class TenantRegistry {
  private readonly byCode: Map<string, PlatformTenant>;
  private readonly byId: Map<string, PlatformTenant>;
  constructor(readonly all: PlatformTenant[]) {
    this.byCode = new Map(all.map((t) => [t.merchantCode.toLowerCase(), t]));
    this.byId = new Map(all.map((t) => [t.id, t]));
  }
  byMerchantCode(code: string): PlatformTenant | undefined {
    return this.byCode.get(code.trim().toLowerCase());
  }
  get(id: string): PlatformTenant | undefined {
    return this.byId.get(id);
  }
}
