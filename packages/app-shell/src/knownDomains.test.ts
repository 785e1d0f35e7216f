import { describe, expect, it } from 'vitest';
import { DOMAIN_ROUTES_KEY, rememberDomainRoutes, rememberedDomainRoutes } from './knownDomains.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe('the domain routes kept for the session', () => {
  it('keeps the names and the main domain of an answer, and reads them back', () => {
    const storage = memoryStorage();
    rememberDomainRoutes(
      {
        mainDomain: 'www.brand.example',
        domainList: [{ domainName: 'a.example' }, { domainName: 3 }, null as never],
      },
      storage,
    );
    expect(rememberedDomainRoutes(storage)).toEqual({
      mainDomain: 'www.brand.example',
      domainList: [{ domainName: 'a.example' }],
    });
  });

  it('leaves what was kept when an answer names no domain', () => {
    const storage = memoryStorage();
    rememberDomainRoutes({ domainList: [{ domainName: 'a.example' }] }, storage);
    rememberDomainRoutes({ domainList: [], mainDomain: '' }, storage);
    expect(rememberedDomainRoutes(storage)?.domainList).toEqual([{ domainName: 'a.example' }]);
  });

  it('reads nothing from an empty, broken or failing storage', () => {
    expect(rememberedDomainRoutes(memoryStorage())).toBeUndefined();
    const broken = memoryStorage();
    broken.setItem(DOMAIN_ROUTES_KEY, '{not json');
    expect(rememberedDomainRoutes(broken)).toBeUndefined();
    broken.setItem(DOMAIN_ROUTES_KEY, '["a.example"]');
    expect(rememberedDomainRoutes(broken)).toBeUndefined();
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => rememberDomainRoutes({ mainDomain: 'a.example' }, failing)).not.toThrow();
    expect(rememberedDomainRoutes(failing)).toBeUndefined();
    expect(rememberedDomainRoutes(undefined)).toBeUndefined();
  });
});
