import type { Language } from './languages.ts';

/**
 * Translation resources, one JSON file per namespace and language: `locales/<LANG>/<namespace>.json`.
 * Each area owns its namespace file (common, site, validation, errors, ui, account, ...), so adding
 * strings never means editing a shared file. Every namespace must exist in every language; a test
 * checks that EN and TY have the same keys.
 */
const coreFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});
const areaFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/areas/*.json', {
  eager: true,
});

export type Resources = Record<Language, Record<string, Record<string, unknown>>>;

function byLanguage(files: Record<string, { default: Record<string, unknown> }>): Resources {
  return Object.entries(files).reduce((acc, [path, mod]) => {
    const match = /\.\/locales\/([^/]+)\/(?:areas\/)?([^/]+)\.json$/.exec(path);
    if (!match) return acc;
    const [, lang, ns] = match as unknown as [string, Language, string];
    (acc[lang] ??= {})[ns] = mod.default;
    return acc;
  }, {} as Resources);
}

/** The namespaces every page needs, shipped in the language chunk of the first screen (`loadLanguage`). */
export const coreResources: Resources = byLanguage(coreFiles);

/**
 * Every namespace, the area ones (`locales/<LANG>/areas/<ns>.json`, fetched by an app only when a page of that
 * area renders) included: for tests and Storybook, which switch at once with no download.
 */
export const resources: Resources = byLanguage({ ...coreFiles, ...areaFiles });

export const namespaces: string[] = Object.keys(resources.EN ?? {});
export const areaNamespaces: string[] = Object.keys(byLanguage(areaFiles).EN ?? {});
