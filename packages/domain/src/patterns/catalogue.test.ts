import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_CATALOGUE, PATTERN_IDS, patternById, patternByName, type PatternName } from './catalogue.ts';
import { daysInMonth, isDateMdy, isDateYmd, isLeapYear, isRealDate, parseDateYmd } from './dates.ts';
import { compileLinear } from './engine.ts';

const cases: Record<PatternName, { accept: string[]; reject: string[] }> = {
  any: { accept: ['', 'anything at all', 'ไทย 🎲\n'], reject: [] },
  letterFirstAlphanumeric: { accept: ['a', 'abc123', 'Z9'], reject: ['1abc', '', 'ab_c', 'ab c', 'éa'] },
  kanjiAndDigits: { accept: ['王小明', '張三2024', '123'], reject: ['abc', '王 明', 'ひらがな', ''] },
  mailbox: {
    accept: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y%z@sub-domain.org'],
    reject: ['a@b', '@b.com', 'a@.com', 'a b@c.com', 'a..b@c.com', 'a@b.c', '.a@b.com', 'a@b.com.'],
  },
  lettersOrDigits: { accept: ['abc', '123', 'a1B2'], reject: ['a-1', ' ', '', 'ก'] },
  lettersAndDigits: { accept: ['a1', '1a', 'Abc123'], reject: ['abc', '123', 'a1!', ''] },
  digits: { accept: ['0', '0123456789'], reject: ['12a', '-1', '1.5', '١٢٣', ''] },
  alphanumericWithUppercase: { accept: ['A', 'abcD1', '1X'], reject: ['abc1', 'ABC!', ''] },
  englishLettersAndSpaces: { accept: ['John Smith', 'a', '  x '], reject: ['John3', 'Jo-hn', 'สมชาย', ''] },
  noSpaces: { accept: ['abc', 'ก!@#', '王'], reject: ['a b', ' ', 'a\tb', 'a\nb', ''] },
  chineseAndPunctuation: {
    accept: ['你好，世界！', '王小明', '「引用」'],
    reject: ['hello', '你好 世界', '你好,', ''],
  },
  dateYmd: {
    accept: ['2024-02-29', '1999-12-31', '2000-02-29'],
    reject: ['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024-1-01', '24-01-01', ''],
  },
  dateMdy: {
    accept: ['02-29-2024', '12-31-1999'],
    reject: ['02-29-2023', '13-01-2024', '2024-01-01', '04-31-2024', ''],
  },
  lettersAndSpaces: {
    accept: ['John Smith', 'สมชาย ใจดี', 'José Müller', '李 小龙'],
    reject: ['John3', 'a-b', ''],
  },
  koreanOnly: { accept: ['김민수', '한국어'], reject: ['김 민수', 'kim', '金', ''] },
  thaiOnly: { accept: ['สมชาย', 'ภาษาไทย'], reject: ['สมชาย ใจดี', 'somchai', 'ไทย1', ''] },
  thaiOrEnglishWithSpaces: { accept: ['สมชาย Smith', 'John', 'ใจดี'], reject: ['John1', 'สมชาย!', '王', ''] },
  uppercaseAndSpaces: { accept: ['JOHN SMITH', 'A', ' A '], reject: ['John', '   ', 'JOHN1', ''] },
  lettersDigitsSymbols: { accept: ['abc', 'P@ss-w0rd!', '~`{}'], reject: ['a b', 'ก', ''] },
  strongPassword: {
    accept: ['Abcdef1!', 'x1Y#'],
    reject: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1! x', ''],
  },
  fullName: {
    accept: ['John Smith', 'Mary Ann Lee', "O'Brien Smith", 'สมชาย ใจดี', 'Jean-Luc Picard'],
    reject: ['John', 'John  Smith', ' John Smith', 'John Smith ', 'John 3', ''],
  },
  fullWidthJapanese: {
    accept: ['やまだ', 'ヤマダタロウ', '山田太郎', 'ＡＢＣ１２３', 'やまだ　たろう'],
    reject: ['ﾔﾏﾀﾞ', 'yamada', 'やまだ たろう', ''],
  },
  uppercaseNoSpaces: { accept: ['ABC', 'Z'], reject: ['AB C', 'Abc', 'ABC1', ''] },
};

describe('pattern catalogue', () => {
  it('has the 23 families of the spec with stable, unique ids 1..23', () => {
    expect(PATTERN_CATALOGUE).toHaveLength(23);
    expect(PATTERN_IDS).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(new Set(PATTERN_CATALOGUE.map((f) => f.name)).size).toBe(23);
  });

  for (const family of PATTERN_CATALOGUE) {
    const { accept, reject } = cases[family.name];
    it(`#${family.id} ${family.name} accepts and rejects the right values`, () => {
      for (const value of accept) expect(family.test(value), JSON.stringify(value)).toBe(true);
      for (const value of reject) expect(family.test(value), JSON.stringify(value)).toBe(false);
    });
    it(`#${family.id} ${family.name} gives the same answers on the linear matcher (property)`, () => {
      const linear = compileLinear(family.regex.source, family.regex.flags);
      for (const value of [...accept, ...reject])
        expect(linear.test(value), JSON.stringify(value)).toBe(family.regex.test(value));
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom(
              'a',
              'Z',
              '1',
              ' ',
              '@',
              '.',
              '-',
              '!',
              'ก',
              '王',
              'あ',
              '한',
              '\u0301',
              '😀',
            ),
            maxLength: 20,
          }),
          (v) => linear.test(v) === family.regex.test(v),
        ),
        { numRuns: 200 },
      );
    });
  }

  it('finds families by id (number or numeric string) and by name', () => {
    expect(patternById(7)?.name).toBe('digits');
    expect(patternById('12')?.name).toBe('dateYmd');
    expect(patternById(0)).toBeUndefined();
    expect(patternById('x')).toBeUndefined();
    expect(patternById(null)).toBeUndefined();
    expect(patternByName('mailbox').id).toBe(4);
  });

  it('digits accepts exactly the strings of ASCII digits (property)', () => {
    const digits = patternByName('digits');
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 30 }),
        (s) => digits.test(s) === (s.length > 0 && /^[0-9]+$/.test(s)),
      ),
    );
  });

  it('letterFirstAlphanumeric never accepts a value starting with a non-letter (property)', () => {
    const f = patternByName('letterFirstAlphanumeric');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (s) => !f.test(s) || /^[A-Za-z]/.test(s)),
    );
  });

  it('noSpaces rejects every value that contains white space (property)', () => {
    const f = patternByName('noSpaces');
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(' ', '\t', '\n', '\u3000', '\u00A0'),
        fc.string(),
        (a, ws, b) => !f.test(a + ws + b),
      ),
    );
  });
});

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect([isLeapYear(2024), isLeapYear(1900), isLeapYear(2000), isLeapYear(2023)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(2023, 4), daysInMonth(2023, 12)]).toEqual(
      [29, 28, 30, 31],
    );
    expect(isRealDate(0, 1, 1)).toBe(false);
    expect(isRealDate(2024, 1.5, 1)).toBe(false);
  });

  it('agrees with the JavaScript calendar for every yyyy-MM-dd (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const js = new Date(Date.UTC(y, m - 1, d));
          const real = m >= 1 && m <= 12 && d >= 1 && js.getUTCMonth() === m - 1 && js.getUTCDate() === d;
          expect(isDateYmd(text)).toBe(real);
          expect(isDateMdy(`${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}-${y}`)).toBe(real);
        },
      ),
    );
  });

  it('parses a birthday', () => {
    expect(parseDateYmd('2003-05-17')).toEqual({ year: 2003, month: 5, day: 17 });
    expect(parseDateYmd('2003-02-30')).toBeUndefined();
  });
});
