import type { Language } from './languages.ts';

/**
 * Translation resources, one JSON file per namespace and language: `locales/<LANG>/<namespace>.json`.
 * Each area owns its namespace file (common, site, validation, errors, ui, account, ...), so adding
 * strings never means editing a shared file. Every namespace must exist in every language; a test
 * checks that EN and TY have the same keys.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export type Resources = Record<Language, Record<string, Record<string, unknown>>>;

export const resources: Resources = Object.entries(files).reduce((acc, [path, mod]) => {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) return acc;
  const [, lang, ns] = match as unknown as [string, Language, string];
  (acc[lang] ??= {})[ns] = mod.default;
  return acc;
}, {} as Resources);

export const namespaces: string[] = Object.keys(resources.EN ?? {});
