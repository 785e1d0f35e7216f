import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compileServerPattern, MAX_MATCH_LENGTH } from './compile.ts';
import { compileLinear, MAX_PATTERN_SOURCE_LENGTH, UnsupportedPattern } from './engine.ts';

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
    expect(c.matcher?.flags).toBe('i');
    expect(c.matches('ABC')).toBe(true);
    expect(c.matches('ABC')).toBe(true); // no lastIndex state between calls
  });

  it('switches on the u flag for Unicode property escapes', () => {
    const c = compileServerPattern('^\\p{L}+$');
    expect(c.matcher?.flags).toContain('u');
    expect(c.matches('สมชาย')).toBe(true);
    expect(c.matches('123')).toBe(false);
  });

  it('reports an invalid pattern through the logger and accepts any value', () => {
    const logger = vi.fn();
    const c = compileServerPattern('^[a-z+$', { logger });
    expect(c.status).toBe('invalid');
    expect(c.matches('anything')).toBe(true);
    expect(logger).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'invalid_pattern', pattern: '^[a-z+$' }),
    );
  });

  it('reports an unsupported pattern (back-reference) and accepts any value', () => {
    const logger = vi.fn();
    const c = compileServerPattern('^(a)\\1$', { logger });
    expect(c.status).toBe('unsupported');
    expect(c.matches('xy')).toBe(true);
    expect(logger).toHaveBeenCalledWith({
      code: 'unsupported_pattern',
      pattern: '^(a)\\1$',
      detail: 'back-reference',
    });
  });

  it('is silent by default (no console output)', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    compileServerPattern('(');
    compileServerPattern('^(a)\\1$');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    '^(a+)+$',
    '^(a|a)*$',
    '^(\\w+\\s?)*$',
    '\\w+\\w+\\w+\\w+x',
    '^(.*a){12}$',
    '^(?=(a+)+b).*$',
    '(?<=(a+)+)b',
  ])('runs the catastrophic pattern %s on hostile input in linear time', (pattern) => {
    const c = compileServerPattern(pattern);
    expect(c.status).toBe('regex');
    const started = performance.now();
    for (const input of [`${'a'.repeat(MAX_MATCH_LENGTH - 1)}!`, `${'a '.repeat(127)}!`]) c.matches(input);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it(`does not match values longer than ${MAX_MATCH_LENGTH} code units`, () => {
    const c = compileServerPattern('^a*$');
    expect(c.matches('a'.repeat(MAX_MATCH_LENGTH))).toBe(true);
    expect(c.matches('a'.repeat(MAX_MATCH_LENGTH + 1))).toBe(false);
  });
});

describe('compileLinear', () => {
  const cases: [string, string, string[]][] = [
    ['^[A-Za-z][A-Za-z0-9]{5,15}$', '', ['abcdef', 'a1', 'A23456789012345', 'A234567890123456', '1abcdef']],
    [
      '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.\\w+([-.]\\w+)*$',
      '',
      ['a@b.co', 'a.b-c@d-e.f.gh', 'a@b', '@b.c', 'a..b@c.d'],
    ],
    [
      '^(?=.*[A-Z])(?=.*\\d).{8,20}$',
      '',
      ['Abcdefg1', 'abcdefg1', 'ABCDEFGH', 'A1', 'Abcdefghijklmnopqrs12'],
    ],
    ['\\bcat\\b', '', ['cat', 'a cat!', 'concat', 'cats', 'CAT']],
    ['\\Bat\\B', '', ['cats', 'at', 'bat', 'bath']],
    ['^abc$', 'i', ['ABC', 'abc', 'abcd']],
    ['^a.c$', 's', ['a\nc', 'abc', 'ac']],
    ['^a.c$', '', ['a\nc', 'abc']],
    ['^b$', 'm', ['a\nb\nc', 'b', 'ab']],
    ['(?<=\\$)\\d+', '', ['$100', '100', 'x$']],
    ['(?<!\\$)\\b\\d+', '', ['$100', '100']],
    ['^(?!admin$).+$', '', ['admin', 'admin2', 'user']],
    ['^(?:a|bc)*d?$', '', ['', 'abcabc', 'abcd', 'bca', 'dd']],
    ['^a{2}b{1,}c{0,2}$', '', ['aab', 'aabbbcc', 'aabccc', 'ab']],
    ['a{,3}', '', ['a{,3}', 'aaa']],
    ['^[^]$', '', ['x', '']],
    ['^[]$', '', ['', 'x']],
    ['^\\u0041\\x42\\cJ\\0?$', '', ['AB\n', 'AB\n\0', 'AB']],
    ['^\\p{Script=Thai}+$', 'u', ['ไทย', 'thai']],
    ['^\\u{1F600}$', 'u', ['😀', '\uD83D']],
    ['^.$', 'u', ['😀', 'a']],
    ['^.$', '', ['😀', 'a']],
    ['^(?<year>\\d{4})-\\d{2}$', '', ['2024-01', '24-01']],
    ['^a(?=b)*c?', '', ['a', 'ab', 'ac']],
    ['^a(?=b){1}', '', ['a', 'ab']],
    ['^[\\]a-]+$', '', [']a-', 'b']],
    ['^[a-z]+?$', '', ['abc', 'ABC']],
    ['^(a|ab)(c|bcd)(d*)$', '', ['abcd', 'abcdd', 'acd']],
    ['x*', '', ['', 'y']],
    ['^\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/\\\\$', '', ['.*+?()[]{}|/\\']],
    ['^a]}$', '', ['a]}']],
  ];

  it.each(cases)('%s /%s agrees with the native engine', (source, flags, inputs) => {
    const linear = compileLinear(source, flags);
    const native = new RegExp(source, flags);
    for (const input of inputs) expect(linear.test(input), JSON.stringify(input)).toBe(native.test(input));
  });

  it('agrees with the native engine on random inputs (property)', () => {
    const patterns = cases.map(([s, f]) => [compileLinear(s, f), new RegExp(s, f)] as const);
    fc.assert(
      fc.property(
        fc.nat(patterns.length - 1),
        fc.string({
          unit: fc.constantFrom('a', 'b', 'c', 'd', 'A', '1', '$', ' ', '\n', '@', '.', '-', 'ไ', '😀'),
          maxLength: 14,
        }),
        (k, input) => {
          const [linear, native] = patterns[k] as (typeof patterns)[number];
          expect(linear.test(input)).toBe(native.test(input));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the native engine on random patterns built from a small grammar (property)', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      '.',
      '[ab]',
      '\\d',
      '\\w',
      '(?:a|b)',
      '(a*)',
      '^',
      '$',
      '\\b',
      '(?=a)',
      '(?!b)',
      '(?<=a)',
    );
    const piece = fc
      .tuple(atom, fc.constantFrom('', '*', '+', '?', '{2}', '{1,3}', '*?'))
      .map(([a, q]) => (['^', '$', '\\b'].includes(a) || a.startsWith('(?') ? a : a + q));
    const pattern = fc.array(piece, { minLength: 1, maxLength: 6 }).map((ps) => ps.join(''));
    fc.assert(
      fc.property(
        pattern,
        fc.string({ unit: fc.constantFrom('a', 'b', '1', ' '), maxLength: 10 }),
        (source, input) => {
          expect(compileLinear(source).test(input)).toBe(new RegExp(source).test(input));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('throws SyntaxError for invalid and UnsupportedPattern for unsupported patterns', () => {
    expect(() => compileLinear('(')).toThrow(SyntaxError);
    expect(() => compileLinear('(a)\\1')).toThrow(UnsupportedPattern);
    expect(() => compileLinear('(?<x>a)\\k<x>')).toThrow('back-reference');
    expect(() => compileLinear('a'.repeat(MAX_PATTERN_SOURCE_LENGTH + 1))).toThrow('pattern too long');
    expect(() => compileLinear('(?:a{1000}){1000}')).toThrow('pattern too large');
    expect(() => compileLinear('(?i:a)b')).toThrow('inline modifiers');
    expect(() => compileLinear('[a]', 'v')).toThrow('the v flag');
  });
});
