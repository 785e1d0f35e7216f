import { describe, expect, it } from 'vitest';
import { TENANT_CONFIG_ELEMENT_ID as FULL_READER_ELEMENT_ID, parsePublicTenantConfig } from '@wl/tenant';
import { testTenant } from './testing/tenant.ts';
import { TENANT_CONFIG_ELEMENT_ID, parseTenantConfigLean, readTenantConfigLean } from './tenantConfig.ts';

describe('lean tenant config read', () => {
  it('accepts what the full schema accepts', () => {
    const tenant = testTenant();
    expect(parseTenantConfigLean(JSON.parse(JSON.stringify(tenant)))).toEqual(
      parsePublicTenantConfig(tenant),
    );
  });
  it('names the fields that are missing or wrong', () => {
    expect(() => parseTenantConfigLean({ ...testTenant(), merchantCode: '' })).toThrow(/merchantCode/);
    expect(() =>
      parseTenantConfigLean({ ...testTenant(), defaultLanguage: 'TY', languages: ['EN'] }),
    ).toThrow(/defaultLanguage/);
    expect(() => parseTenantConfigLean([])).toThrow(/not an object/);
  });
  it('reads the block the full reader reads', () => {
    expect(TENANT_CONFIG_ELEMENT_ID).toBe(FULL_READER_ELEMENT_ID);
  });
  it('reads the JSON block of the page', () => {
    const doc = {
      getElementById: () => ({ textContent: JSON.stringify(testTenant()) }),
    } as unknown as Document;
    expect(readTenantConfigLean(doc).merchantCode).toBe('TEST01');
    const broken = { getElementById: () => ({ textContent: '{' }) } as unknown as Document;
    expect(() => readTenantConfigLean(broken)).toThrow(/not valid JSON/);
  });
});
