import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  compileFieldRule,
  fieldRuleMessage,
  normalizeFieldRule,
  normalizeFieldRules,
  textLength,
  validateConfirmation,
  validateField,
  type FieldRule,
} from './fieldRule.ts';

const username: FieldRule = {
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 12,
  patternId: 2,
};

describe('validateField', () => {
  it('accepts a value that matches the pattern within both bounds', () => {
    expect(validateField('abc123', username)).toEqual({ ok: true });
    expect(validateField('abcdefghijkl', username)).toEqual({ ok: true });
  });

  it('gives reg_pattern_{patternId} with min and max for every kind of failure', () => {
    const expected = { ok: false, error: { key: 'validation:reg_pattern_2', values: { min: 6, max: 12 } } };
    expect(validateField('abc12', username)).toEqual(expected); // too short
    expect(validateField('abcdefghijklm', username)).toEqual(expected); // too long
    expect(validateField('1abcdef', username)).toEqual(expected); // pattern
  });

  it('lets an empty optional value pass and fails an empty required one', () => {
    expect(validateField('', username)).toEqual({ ok: true });
    expect(validateField(undefined, username)).toEqual({ ok: true });
    expect(validateField(null, username, { required: true })).toEqual({
      ok: false,
      error: { key: 'validation:required' },
    });
    expect(validateField('', username, { required: true })).toEqual({
      ok: false,
      error: { key: 'validation:required' },
    });
  });

  it('rejects values of the wrong type', () => {
    for (const v of [42, true, {}, ['abc123']]) {
      expect(validateField(v, username)).toEqual({ ok: false, error: { key: 'validation:invalid_value' } });
    }
  });

  it("treats '*' as any pattern but still checks the length", () => {
    const rule: FieldRule = { acceptedPattern: '*', minLength: 2, maxLength: 4, patternId: 1 };
    expect(validateField('ก ข', rule).ok).toBe(true);
    expect(validateField('a', rule).ok).toBe(false);
    expect(validateField('abcde', rule).ok).toBe(false);
  });

  it('counts length in code points, so emoji and Thai count as a person sees them', () => {
    const rule: FieldRule = { acceptedPattern: '*', maxLength: 3 };
    expect(validateField('😀😀😀', rule).ok).toBe(true);
    expect(validateField('😀😀😀😀', rule).ok).toBe(false);
    expect(textLength('𠀀a')).toBe(2);
  });

  it('keeps a form working when the server pattern is invalid, with a logged warning', () => {
    const logger = vi.fn();
    const rule: FieldRule = { acceptedPattern: '([a-z', minLength: 1, maxLength: 5, patternId: 5 };
    expect(validateField('xyz', rule, { logger })).toEqual({ ok: true });
    expect(logger).toHaveBeenCalledOnce();
    expect(validateField('toolong', rule).ok).toBe(false);
  });

  it('accepts a rule compiled once and reused', () => {
    const logger = vi.fn();
    const compiled = compileFieldRule({ acceptedPattern: '^\\d+$', patternId: 7 }, logger);
    expect(validateField('123', compiled).ok).toBe(true);
    expect(validateField('12a', compiled)).toEqual({
      ok: false,
      error: { key: 'validation:reg_pattern_7', values: { min: '', max: '' } },
    });
    expect(compileFieldRule({ acceptedPattern: '^\\d+$' }).pattern.status).toBe('regex');
    expect(logger).not.toHaveBeenCalled();
  });

  it('never throws and never accepts a value longer than maxLength (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom('*', '^\\S+$', '^[\\u0E00-\\u0E7F]+$', '(', '^(a+)+$'),
        (value, a, b, acceptedPattern) => {
          const rule: FieldRule = {
            acceptedPattern,
            minLength: Math.min(a, b),
            maxLength: Math.max(a, b),
            patternId: 3,
          };
          const result = validateField(value, rule);
          if (result.ok && value !== '') {
            expect(textLength(value)).toBeLessThanOrEqual(rule.maxLength as number);
            expect(textLength(value)).toBeGreaterThanOrEqual(rule.minLength as number);
          }
        },
      ),
    );
  });
});

describe('fieldRuleMessage', () => {
  it('falls back to reg_pattern_default for a missing or unknown pattern id', () => {
    expect(fieldRuleMessage({ patternId: 99, minLength: 1, maxLength: 2 })).toEqual({
      key: 'validation:reg_pattern_default',
      values: { min: 1, max: 2 },
    });
    expect(fieldRuleMessage({}).key).toBe('validation:reg_pattern_default');
    expect(fieldRuleMessage({ patternId: 23 }).key).toBe('validation:reg_pattern_23');
  });
});

describe('normalizeFieldRule(s)', () => {
  it('reads numeric strings and drops nonsense', () => {
    expect(
      normalizeFieldRule({ acceptedPattern: '^a$', minLength: '2', maxLength: 10, patternId: '4' }),
    ).toEqual({
      acceptedPattern: '^a$',
      minLength: 2,
      maxLength: 10,
      patternId: 4,
    });
    expect(normalizeFieldRule({ acceptedPattern: 5, minLength: -1, maxLength: 1.5, patternId: 'x' })).toEqual(
      {},
    );
    expect(normalizeFieldRule({ minLength: ' ' })).toEqual({});
    expect(normalizeFieldRule(null)).toEqual({});
    expect(normalizeFieldRule('rule')).toEqual({});
  });

  it('reads a map of rules', () => {
    expect(normalizeFieldRules({ username: { minLength: 6 }, email: 'bad' })).toEqual({
      username: { minLength: 6 },
      email: {},
    });
    expect(normalizeFieldRules([1])).toEqual({});
    expect(normalizeFieldRules(undefined)).toEqual({});
  });
});

describe('validateConfirmation', () => {
  it("requires the confirmation and reports 'inconsistent twice' on mismatch", () => {
    expect(validateConfirmation('secret1', 'secret1')).toEqual({ ok: true });
    expect(validateConfirmation('', 'secret1')).toEqual({ ok: false, error: { key: 'validation:required' } });
    expect(validateConfirmation('secret2', 'secret1')).toEqual({
      ok: false,
      error: { key: 'validation:inconsistent_twice' },
    });
    expect(validateConfirmation(7, 7)).toEqual({ ok: false, error: { key: 'validation:invalid_value' } });
  });
});
