/**
 * The keys other layers hand to `t` as plain strings, checked against the English strings by the typecheck
 * (nothing here runs). @wl/domain and @wl/api know no i18next, so a screen narrows their keys
 * (`key as DomainValidationKey`, `key as PlatformErrorKey`, see @wl/i18n's keys.ts); these lines make sure that the
 * keys those layers can produce from their own lists are real ones. The error codes and registration-pattern ids
 * (plain numbers and strings there, and named by the platform's data) are checked by the packages' translation tests.
 */
import type { ERROR_KEYS } from '@wl/api';
import type { NEED_REAL_ACCOUNT_KEY, VALIDATION_KEYS } from '@wl/domain';
import type { DomainValidationKey, KeyOf, PlatformErrorKey } from '@wl/i18n';

type Is<T extends true> = T;
type Within<Sub, Of> = [Sub] extends [Of] ? true : false;

export type DomainKeysExist = Is<Within<(typeof VALIDATION_KEYS)[number], DomainValidationKey>>;
export type ApiKeysExist = Is<Within<(typeof ERROR_KEYS)[keyof typeof ERROR_KEYS], PlatformErrorKey>>;
/** The trial refusal the player's notice shows from the `account` namespace. */
export type NeedRealAccountExists = Is<Within<typeof NEED_REAL_ACCOUNT_KEY, KeyOf<'account'>>>;
