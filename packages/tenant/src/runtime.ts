import { TenantDataError } from './errors.ts';
import { parsePublicTenantConfig } from './schema.ts';
import type { PublicTenantConfig } from './schema.ts';

/** id of the `<script type="application/json">` block that carries the public tenant config. */
export const TENANT_CONFIG_ELEMENT_ID = 'wl-tenant';

/**
 * Read and validate the public tenant config the page carries in
 * `<script type="application/json" id="wl-tenant">` (a data block: never executed, so the CSP needs no
 * inline-script exception). Throws TenantDataError when it is missing or invalid.
 */
export function readTenantConfig(doc: Pick<Document, 'getElementById'> = document): PublicTenantConfig {
  const source = `#${TENANT_CONFIG_ELEMENT_ID}`;
  const el = doc.getElementById(TENANT_CONFIG_ELEMENT_ID);
  if (!el || !el.textContent) {
    throw new TenantDataError([{ file: source, path: '', message: 'the page has no tenant config block' }]);
  }
  let data: unknown;
  try {
    data = JSON.parse(el.textContent);
  } catch (e) {
    throw new TenantDataError([
      { file: source, path: '', message: `is not valid JSON (${(e as Error).message})` },
    ]);
  }
  return parsePublicTenantConfig(data, source);
}
