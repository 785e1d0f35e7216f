import { describe, expect, it } from 'vitest';
// The message texts live in @wl/i18n; domain must not import our packages at run time, but its
// tests read the JSON directly so a key returned here can never lack its translation.
import en from '../../i18n/src/locales/EN/areas/validation.json';
import ty from '../../i18n/src/locales/TY/areas/validation.json';
import { VALIDATION_KEYS } from '../src/messages/messages.ts';
import { PATTERN_IDS } from '../src/patterns/catalogue.ts';

const keys = [
  ...VALIDATION_KEYS.map((k) => k.slice('validation:'.length)),
  ...PATTERN_IDS.map((id) => `reg_pattern_${id}`),
];

describe('validation translations', () => {
  it.each([
    ['EN', en as Record<string, string>],
    ['TY', ty as Record<string, string>],
  ])('%s has a text for every key the domain returns', (_, texts) => {
    for (const key of keys) expect(texts[key], key).toBeTypeOf('string');
  });

  it('EN and TY have the same keys', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
  });

  it('every reg_pattern text of a length-bounded family interpolates {{min}} and {{max}}', () => {
    for (const id of PATTERN_IDS.filter((i) => i !== 12 && i !== 13)) {
      for (const texts of [en, ty] as Record<string, string>[]) {
        expect(texts[`reg_pattern_${id}`]).toContain('{{min}}');
        expect(texts[`reg_pattern_${id}`]).toContain('{{max}}');
      }
    }
  });

  it('the TY texts are written in Thai', () => {
    for (const text of Object.values(ty)) expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });
});
