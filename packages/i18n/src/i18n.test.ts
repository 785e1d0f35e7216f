import { describe, expect, it } from 'vitest';
import {
  areaNamespaces,
  coreResources,
  namespaces,
  createI18n,
  createI18nWith,
  initialLanguage,
  languageOf,
  loadLanguage,
  persistLanguage,
  resources,
  setLanguage,
  LANGUAGES,
} from './index.ts';
import type { EnglishResources } from './typed-resources.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('translation resources', () => {
  it('has the same namespaces and keys in every language', () => {
    const en = resources.EN;
    for (const lang of LANGUAGES) {
      expect(Object.keys(resources[lang]).sort()).toEqual(Object.keys(en).sort());
      for (const ns of Object.keys(en)) {
        expect(keys(resources[lang][ns]).sort(), `${lang}/${ns}.json`).toEqual(keys(en[ns]).sort());
      }
    }
  });

  it('types every namespace: typed-resources.ts names each English file (the keys `t` accepts)', () => {
    const typed: Record<keyof EnglishResources, true> = {
      common: true,
      games: true,
      site: true,
      ui: true,
      account: true,
      agent: true,
      agentCentre: true,
      agentContracts: true,
      cashier: true,
      consent: true,
      errors: true,
      floating: true,
      install: true,
      footer: true,
      kyc: true,
      member: true,
      messages: true,
      protection: true,
      records: true,
      rewards: true,
      validation: true,
    };
    expect(Object.keys(typed).sort()).toEqual([...namespaces].sort());
  });

  it('has no empty texts', () => {
    for (const lang of LANGUAGES) {
      for (const [ns, tree] of Object.entries(resources[lang])) {
        const flat = keys(tree);
        for (const key of flat) {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          expect(typeof text === 'string' && text.trim().length > 0, `${lang}/${ns}:${key}`).toBe(true);
        }
      }
    }
  });

  it('translates the spec keys in English and Thai', async () => {
    const i18n = createI18n({ language: 'TY' });
    expect(i18n.t('site:info_ip_block')).toMatch(/[\u0E00-\u0E7F]/);
    expect(languageOf(i18n)).toBe('TY');
    await setLanguage(i18n, 'EN');
    expect(languageOf(i18n)).toBe('EN');
    expect(i18n.t('site:in_need_true_account')).toContain('real account');
  });
});

describe('one language per visit', () => {
  it('loads a language bundle equal to its JSON files', async () => {
    expect(await loadLanguage('TY')).toEqual(coreResources.TY);
  });

  it('starts with the start language only and fetches another when the visitor switches to it', async () => {
    const i18n = createI18nWith({ language: 'EN', resources: { EN: await loadLanguage('EN') } });
    expect(i18n.t('site:in_need_true_account')).toContain('real account');
    expect(i18n.hasResourceBundle('th', 'site')).toBe(false);
    await setLanguage(i18n, 'TY');
    expect(languageOf(i18n)).toBe('TY');
    expect(i18n.t('site:info_ip_block')).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('area namespaces', () => {
  it('keeps area strings out of the first-screen language chunk', async () => {
    const bundle = await loadLanguage('EN');
    for (const ns of areaNamespaces) expect(Object.keys(bundle)).not.toContain(ns);
  });

  it('fetches an area namespace when a page asks for it, and again in the language switched to', async () => {
    expect(areaNamespaces.length).toBeGreaterThan(0);
    const ns = areaNamespaces[0]!;
    const i18n = createI18nWith({ language: 'EN', resources: { EN: await loadLanguage('EN') } });
    expect(i18n.hasResourceBundle('en', ns)).toBe(false);
    await i18n.loadNamespaces(ns);
    expect(i18n.getResourceBundle('en', ns)).toEqual(resources.EN[ns]);
    await setLanguage(i18n, 'TY');
    expect(i18n.getResourceBundle('th', ns)).toEqual(resources.TY[ns]);
  });
});

describe('language choice', () => {
  it('starts in the stored choice only when the tenant supports it', () => {
    expect(initialLanguage(['EN', 'TY'], 'EN', memoryStorage({ lang: 'TY' }))).toBe('TY');
    expect(initialLanguage(['EN'], 'EN', memoryStorage({ lang: 'TY' }))).toBe('EN');
    expect(initialLanguage(['TY', 'EN'], 'TY', memoryStorage())).toBe('TY');
    expect(initialLanguage(['EN', 'TY'], 'EN', memoryStorage({ lang: 'XX' }))).toBe('EN');
  });

  it('stores lang and keeps the previous choice in hisLang', () => {
    const storage = memoryStorage({ lang: 'EN' });
    persistLanguage('TY', storage);
    expect(storage.data.get('lang')).toBe('TY');
    expect(storage.data.get('hisLang')).toBe('EN');
  });

  it('keeps the language the page was in as hisLang when no choice was stored yet', () => {
    const storage = memoryStorage();
    persistLanguage('TY', storage, 'EN');
    expect(storage.data.get('lang')).toBe('TY');
    expect(storage.data.get('hisLang')).toBe('EN');
  });
});

/** Every string of a namespace tree with its dotted key. */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

describe('spoken names of controls (WCAG 2.5.3 Label in Name)', () => {
  // A button that shows `x` and is named by `xNamed` (the visible text with what it acts on) must be named starting
  // with what it shows, so a voice-control user who says the words on screen reaches it. The same for the records'
  // export button and its label.
  const pairs = (ns: Record<string, unknown>): [string, string, string][] =>
    strings(ns).flatMap(([key, named]) => {
      const visibleKey = key.endsWith('Named')
        ? key.slice(0, -'Named'.length)
        : key.endsWith('export.label')
          ? key.replace(/label$/, 'button')
          : undefined;
      const visible = visibleKey && strings(ns).find(([k]) => k === visibleKey)?.[1];
      return visible ? [[key, visible, named]] : [];
    });

  it('holds the visible text, at its start, in every language', () => {
    let checked = 0;
    for (const lang of LANGUAGES)
      for (const [ns, tree] of Object.entries(resources[lang]))
        for (const [key, visible, named] of pairs(tree)) {
          checked++;
          expect(
            named.toLowerCase().startsWith(visible.toLowerCase()),
            `${lang} ${ns}:${key} "${named}" starts with "${visible}"`,
          ).toBe(true);
        }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
