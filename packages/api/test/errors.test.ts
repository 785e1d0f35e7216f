import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/contract/errors.ts';
import { ERROR_KEYS, apiErrorText, isSyncError, keyForCode, type ApiError } from '../src/client/errors.ts';

const texts = (lang: 'EN' | 'TY') =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../i18n/src/locales/${lang}/areas/errors.json`, import.meta.url)),
      'utf8',
    ),
  ) as Record<string, string>;

const en = texts('EN');
const ty = texts('TY');
const t = (dict: Record<string, string>) => (key: string) =>
  dict[key.replace(/^errors:/, '')] ?? `MISSING ${key}`;

const err = (e: Partial<ApiError>): ApiError => ({
  kind: 'server',
  message: '',
  call: 'x.y',
  messageKey: ERROR_KEYS.server,
  ...e,
});

describe('error words', () => {
  it('has English and Thai words for every key the client produces', () => {
    const keys = [
      ...Object.values(ERROR_KEYS),
      ...Object.values(ERROR_CODES)
        .map(keyForCode)
        .filter((k): k is string => !!k),
    ];
    for (const key of keys) {
      const bare = key.replace(/^errors:/, '');
      expect(en[bare], `EN ${key}`).toBeTruthy();
      expect(ty[bare], `TY ${key}`).toBeTruthy();
      expect(ty[bare]).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('shows the spec sentences for network and session errors', () => {
    expect(apiErrorText(err({ kind: 'network', messageKey: ERROR_KEYS.network }), t(en))).toBe(
      'Network link is abnormal, please try again',
    );
    expect(apiErrorText(err({ kind: 'timeout', messageKey: ERROR_KEYS.network }), t(en))).toBe(
      'Network link is abnormal, please try again',
    );
    expect(apiErrorText(err({ kind: 'session', messageKey: ERROR_KEYS.notLoggedIn }), t(en))).toBe(
      'You are not logged in, please login',
    );
  });

  it("shows known codes in the user's language and otherwise the server's own message", () => {
    expect(apiErrorText(err({ code: 'INVALID_CAPTCHA', message: 'captcha wrong' }), t(ty))).toBe(
      ty['code_INVALID_CAPTCHA'],
    );
    expect(apiErrorText(err({ code: 'invitation_code_error', message: 'x' }), t(en))).toBe(
      'Invalid invitation code',
    );
    expect(
      apiErrorText(err({ code: 'SOMETHING_NEW', message: 'Deposit limit reached for today' }), t(en)),
    ).toBe('Deposit limit reached for today');
    expect(apiErrorText(err({ code: 'HTTP_502', message: '' }), t(en))).toBe(en['server']);
  });

  it('recognises hibernate sync errors', () => {
    expect(isSyncError(err({ message: 'org.hibernate.StaleObjectStateException' }))).toBe(true);
    expect(isSyncError(err({ message: 'plain' }))).toBe(false);
  });
});
