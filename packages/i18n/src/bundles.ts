import type { BackendModule, i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { HTML_LANG, LANGUAGES, type Language } from './languages.ts';

/** One language's strings: namespace -> keys. */
export type LanguageBundle = Record<string, Record<string, unknown>>;

// One chunk per language (see locales/<LANG>/index.ts). Static paths, so the bundler can name and preload them.
const loaders: Record<Language, () => Promise<{ default: LanguageBundle }>> = {
  EN: () => import('./locales/EN/index.ts'),
  TY: () => import('./locales/TY/index.ts'),
};

/** Downloads one language's strings (a few KB); the app awaits its start language before the first render. */
export async function loadLanguage(language: Language): Promise<LanguageBundle> {
  return (await loaders[language]()).default;
}

/** Adds a language to an instance unless it has it already (switching to a language not shown yet). */
export async function ensureLanguage(instance: I18n, language: Language): Promise<void> {
  const tag = HTML_LANG[language];
  if (instance.hasResourceBundle(tag, 'common')) return;
  const bundle = await loadLanguage(language);
  for (const [ns, strings] of Object.entries(bundle))
    instance.addResourceBundle(tag, ns, strings, true, false);
}

// Area namespaces (member centre, cashier, records, ...): one chunk per language and namespace, fetched when a
// page that uses it renders (`useTranslation('<ns>')` suspends until then), so the first screen never carries them.
const areaLoaders = import.meta.glob<Record<string, unknown>>('./locales/*/areas/*.json', {
  import: 'default',
});

/** The i18next backend that fetches an area namespace of a language (by its BCP 47 tag) on first use. */
export const areaBackend: BackendModule = resourcesToBackend(async (tag: string, ns: string) => {
  const language = LANGUAGES.find((lang) => HTML_LANG[lang] === tag);
  const load = language && areaLoaders[`./locales/${language}/areas/${ns}.json`];
  if (!load) throw new Error(`No strings for namespace ${ns} in ${tag}`);
  return load();
}) as BackendModule;
