/**
 * Typed keys, proven by the typecheck (`pnpm typecheck`; tsconfig.check.json includes each package's test folder). Every
 * `@ts-expect-error` below marks a wrong key: if keys stopped being typed (the augmentation in src/i18next.d.ts
 * lost, `resources` widened to strings), the line would compile, the directive would be unused, and the typecheck
 * would fail on it. Not run by Vitest: nothing here executes.
 */
import type { TFunction, i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { KeyOf, TranslationKey } from '../src/index.ts';

declare const i18n: I18n;
declare const tSite: TFunction<'site'>;
declare const tAccount: TFunction<['account', 'validation', 'errors']>;

export function keysAreChecked(): string[] {
  return [
    i18n.t('retry'), // the default namespace, common
    i18n.t('site:nav.home'),
    // @ts-expect-error -- no such key in common (the default namespace)
    i18n.t('welcome'),
    // @ts-expect-error -- a key misspelt in a namespace that exists
    i18n.t('site:nav.hoem'),
    // @ts-expect-error -- a namespace that does not exist
    i18n.t('sites:nav.home'),
    tSite('header.login'),
    // @ts-expect-error -- a key of another namespace, without its prefix
    tSite('deposit'),
    tAccount('in_need_true_account'),
    tAccount('validation:required'),
    tAccount('errors:server'),
    // @ts-expect-error -- a key that exists, in a namespace the hook did not ask for (it may not be loaded)
    tAccount('cashier:wallets.title'),
    // @ts-expect-error -- a plural key's base exists, not a made-up form
    tAccount('validation:required_few'),
  ];
}

export function useHookKeysAreChecked(): string[] {
  const { t } = useTranslation(['games', 'errors']);
  return [
    t('popupBlockedTitle'),
    t('errors:network'),
    // @ts-expect-error -- a misspelt key through react-i18next's hook
    t('popupBlokedTitle'),
  ];
}

// Tables of keys are checked where they are written.
export const table: Record<'home' | 'help', KeyOf<'site'>> = {
  home: 'nav.home',
  // @ts-expect-error -- a wrong key in a table
  help: 'nav.helpCentre',
};
export const withNamespace: TranslationKey<'errors'>[] = [
  'errors:server',
  // @ts-expect-error -- a key of another namespace
  'validation:required',
];
