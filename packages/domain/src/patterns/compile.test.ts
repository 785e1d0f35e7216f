import { describe, expect, it, vi } from 'vitest';
import { compileServerPattern, MAX_MATCH_LENGTH } from './compile.ts';
import { MAX_PATTERN_SOURCE_LENGTH, unsafePatternReason } from './safety.ts';

describe('compileServerPattern', () => {
  it("treats '*', '' and missing patterns as any value", () => {
    for (const p of ['*', '', undefined, null, 42]) {
      const c = compileServerPattern(p);
      expect(c.status).toBe('any');
      expect(c.matches('whatever')).toBe(true);
    }
  });

  it('compiles a valid pattern and uses it as written (not implicitly anchored)', () => {
    const anchored = compileServerPattern('^\\d{3,5}$');
    expect(anchored.status).toBe('regex');
    expect(anchored.matches('1234')).toBe(true);
    expect(anchored.matches('12a4')).toBe(false);
    expect(compileServerPattern('\\d').matches('a1b')).toBe(true);
  });

  it('accepts /delimited/flags notation and drops g and y', () => {
    const c = compileServerPattern('/^abc$/giy');
    expect(c.regex?.flags).toBe('i');
    expect(c.matches('ABC')).toBe(true);
    expect(c.matches('ABC')).toBe(true); // no lastIndex state between calls
  });

  it('switches on the u flag for Unicode property escapes', () => {
    const c = compileServerPattern('^\\p{L}+$');
    expect(c.regex?.flags).toContain('u');
    expect(c.matches('สมชาย')).toBe(true);
    expect(c.matches('123')).toBe(false);
  });

  it('reports an invalid pattern through the logger and accepts any value', () => {
    const logger = vi.fn();
    const c = compileServerPattern('^[a-z+$', { logger });
    expect(c.status).toBe('invalid');
    expect(c.matches('anything')).toBe(true);
    expect(logger).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_pattern', pattern: '^[a-z+$' }));
  });

  it('is silent by default (no console output)', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    compileServerPattern('(');
    compileServerPattern('^(a+)+$');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('rejects a catastrophic pattern, logs it and never hangs on hostile input', () => {
    const logger = vi.fn();
    const c = compileServerPattern('^(a+)+$', { logger });
    expect(c.status).toBe('unsafe');
    expect(logger).toHaveBeenCalledWith(expect.objectContaining({ code: 'unsafe_pattern', detail: 'nested quantifier' }));
    const started = performance.now();
    expect(c.matches(`${'a'.repeat(5000)}!`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it(`does not match values longer than ${MAX_MATCH_LENGTH} code units`, () => {
    const c = compileServerPattern('^a*$');
    expect(c.matches('a'.repeat(MAX_MATCH_LENGTH))).toBe(true);
    expect(c.matches('a'.repeat(MAX_MATCH_LENGTH + 1))).toBe(false);
  });
});

describe('unsafePatternReason', () => {
  it.each([
    ['^(a+)+$', 'nested quantifier'],
    ['^(a*)*b$', 'nested quantifier'],
    ['^(\\w+\\s?)*$', 'nested quantifier'],
    ['^(?:a|a)*$', 'overlapping alternation under a quantifier'],
    ['^(\\d|[0-9a-f])+$', 'overlapping alternation under a quantifier'],
    ['^(ab|c)+$', 'alternation under a quantifier'],
    ['^(a)\\1$', 'back-reference'],
    ['^(?<x>a)\\k<x>$', 'back-reference'],
    ['^\\d+\\d+\\d+\\d+$', 'too many adjacent quantifiers'],
    ['^( a?a+)*$', 'nested quantifier'],
    ['^( a+b+)*$', 'nested quantifier'],
    ['^(,[a,]+)*$', 'nested quantifier'],
    ['^([a-z]+)+$', 'nested quantifier'],
    ['^((?:ab)+c)*$', 'nested quantifier'],
  ])('rejects %s (%s)', (pattern, reason) => {
    expect(unsafePatternReason(pattern)).toBe(reason);
  });

  it.each([
    '^[A-Za-z][A-Za-z0-9]{5,15}$',
    '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.\\w+([-.]\\w+)*$',
    '^(a|b|c)+$',
    '^([a-z]|[0-9])+$',
    '^(?:ab)+$',
    '^(a{2})+$',
    '^\\d+-\\d+-\\d+-\\d+$',
    '^(?=.*[A-Z])(?=.*\\d).{8,20}$',
    '\\bword\\b',
    '^a{2,}b?c{3}$',
    '^(?<name>[a-z]+)$',
    '^[\\]a]+$',
    '^\\u0041\\x41\\cJ\\p{L}+$',
    'a{',
    '^(?:\\.[a-z]+)*$',
  ])('accepts %s', (pattern) => {
    expect(unsafePatternReason(pattern, pattern.includes('\\p{') ? 'u' : '')).toBeUndefined();
  });

  it('rejects over-long pattern sources', () => {
    expect(unsafePatternReason('a'.repeat(MAX_PATTERN_SOURCE_LENGTH + 1))).toBe('pattern too long');
  });

  it('rejects an alternation at the top level only if a branch is unsafe', () => {
    expect(unsafePatternReason('^\\d+$|^(a+)+$')).toBe('nested quantifier');
    expect(unsafePatternReason('^\\d+$|^[a-z]+$')).toBeUndefined();
  });
});
