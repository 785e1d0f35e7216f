/**
 * Types of the translation keys (types only: nothing here reaches a bundle). `t` itself is typed by the
 * augmentation in `i18next.d.ts`; these name the keys for tables and for keys that cross a package boundary.
 */
import type { ParseKeys } from 'i18next';
import type { EnglishResources } from './typed-resources.ts';

/** A namespace of the strings: `common`, `site`, `validation`, ... (one JSON file per language each). */
export type Namespace = keyof EnglishResources;

/**
 * A key of one namespace, without its prefix, as the `t` of `useTranslation(ns)` takes it: `KeyOf<'site'>` is
 * `'nav.home' | 'header.login' | ...`. Type a table of keys with it (`Record<Page, KeyOf<'member'>>`), so a wrong
 * key fails where the table is written.
 */
export type KeyOf<Ns extends Namespace> = ParseKeys<Ns>;

/**
 * A key with its namespace, `ns:key`, of the namespaces given (all by default): `TranslationKey<'errors'>` is
 * `'errors:server' | 'errors:network' | ...`.
 */
export type TranslationKey<Ns extends Namespace = Namespace> = { [N in Ns]: `${N}:${KeyOf<N>}` }[Ns];

/**
 * A key of the `errors` namespace as @wl/api hands it to `apiErrorText`'s translate function: one of its fixed
 * keys (`ERROR_KEYS`) or `errors:code_<CODE>` for an error code the platform answered with. @wl/api knows no
 * i18next, so the key arrives as a plain string and the screen narrows it (`key as PlatformErrorKey`): the code
 * is the platform's data. The fixed keys are checked against this type by app-shell's `i18nBoundary.typetest.ts`;
 * that every code given words has them in every language, by packages/api/test/errors.test.ts.
 */
export type PlatformErrorKey = TranslationKey<'errors'>;

/**
 * A key of a validation message of @wl/domain (`renderMessage`): one of `VALIDATION_KEYS` or
 * `validation:reg_pattern_<id>` for the registration rule the platform's settings name. @wl/domain knows no
 * i18next either, so the screen narrows it (`key as DomainValidationKey`); app-shell's `i18nBoundary.typetest.ts`
 * checks both kinds against this type, packages/domain/test/translations.test.ts their words in every language.
 */
export type DomainValidationKey = TranslationKey<'validation'>;
