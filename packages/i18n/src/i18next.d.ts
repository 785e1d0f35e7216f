/**
 * Typed translation keys: i18next's `t` (and react-i18next's `useTranslation`, `Trans`) accept only keys that exist
 * in the English strings, the reference language (a test checks every other language has the same keys). A wrong
 * key fails the typecheck instead of showing the key to the visitor. Types only: nothing here reaches a bundle.
 *
 * Seen by every program that includes `packages/i18n/src` (the root `tsconfig.check.json`) or lists this file in
 * its `include` (the apps, packages/ui and packages/app-shell). See packages/i18n/README.md.
 */
import 'i18next';
import type { EnglishResources } from './typed-resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    /** As `createI18nWith` initialises it: a key without `ns:` is looked up in `common`. */
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
