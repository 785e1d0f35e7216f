import type { PublicTenantConfig } from '@wl/tenant';

/** A valid public tenant config for component and app tests. */
export function testTenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return {
    id: 'testbrand',
    name: 'Test Brand',
    merchantCode: 'TEST01',
    defaultLanguage: 'EN',
    languages: ['EN', 'TY'],
    theme: { base: 'dark', scheme: 'dark', stylesheet: '/tenant/theme.css' },
    assets: {
      logo: '/tenant/logo.svg',
      favicon: '/tenant/favicon.svg',
      appIcon192: '/tenant/icon-192.png',
      appIcon512: '/tenant/icon-512.png',
    },
    api: { baseUrl: '' },
    ...overrides,
  };
}
