import { describe, expect, it } from 'vitest';
import { apiErrorText, type ApiError } from '@wl/api';
import { createI18n, type PlatformErrorKey } from '@wl/i18n';

const refusal = (code: string, details?: unknown): ApiError => ({
  kind: 'server',
  code,
  message: 'This deposit would pass your daily deposit limit: 500 left.',
  call: 'cashier.deposit',
  messageKey: 'errors:server',
  status: 200,
  ...(details === undefined ? {} : { details }),
});

describe('responsible gaming refusals in words', () => {
  it.each([
    ['EN', /500 left\.$/, 'daily deposit limit'],
    ['TY', /เหลืออีก 500$/, 'วงเงินฝากรายวัน'],
  ] as const)('LIMIT_EXCEEDED names the limit and says what is left, in %s', (language, left, name) => {
    const i18n = createI18n({ language });
    const text = apiErrorText(
      refusal('LIMIT_EXCEEDED', { kind: 'depositDaily', limit: 1000, remaining: 500 }),
      (key) => i18n.t(key as PlatformErrorKey),
    );
    expect(text).toMatch(left);
    expect(text).toContain(name);
    expect(text).toContain('1000');
    expect(text).not.toContain('{{');
  });

  it('ACCOUNT_ON_BREAK has words of its own in both languages', () => {
    for (const language of ['EN', 'TY'] as const) {
      const i18n = createI18n({ language });
      const text = apiErrorText(refusal('ACCOUNT_ON_BREAK', { kind: 'timeout', until: 1 }), (key) =>
        i18n.t(key as PlatformErrorKey),
      );
      expect(text).not.toContain('code_');
      expect(text).not.toBe('This deposit would pass your daily deposit limit: 500 left.');
    }
  });
});
