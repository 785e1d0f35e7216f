import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv.ts';
import {
  addDays,
  checkDayRange,
  earliestRecordDate,
  localDate,
  presetOf,
  presetRange,
  RECORD_RANGE_MAX_DAYS,
} from './dateRange.ts';

/** A minimal RFC 4180 reader, to check that what toCsv writes reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });
  it('writes numbers as numbers, empty for null, undefined and non-finite numbers', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });
  it('a header and rows, CRLF line ends, Thai text as it is', () => {
    expect(
      toCsv(
        ['Game', 'Bet'],
        [
          ['สล็อต', 10],
          ['Live, VIP', 2.5],
        ],
      ),
    ).toBe('Game,Bet\r\nสล็อต,10\r\n"Live, VIP",2.5\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
  it('any text cells read back unchanged (apart from the formula guard)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]!.length;
          const same = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
          const back = parseCsv(toCsv(same[0]!, same.slice(1)));
          const guarded = same.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));
          expect(back).toEqual(guarded);
        },
      ),
    );
  });
});

describe('record date ranges', () => {
  const today = '2026-03-01';
  it('presets: today, yesterday, 7 and 30 days including today (across a month end)', () => {
    expect(presetRange('today', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetOf({ from: '2026-02-23', to: '2026-03-01' }, today)).toBe('last7');
    expect(presetOf({ from: '2026-02-22', to: '2026-03-01' }, today)).toBeUndefined();
  });
  it('a custom range is within the last 60 days, not reversed, not in the future', () => {
    expect(RECORD_RANGE_MAX_DAYS).toBe(60);
    expect(earliestRecordDate(today)).toBe('2026-01-01');
    expect(checkDayRange({ from: '2026-01-01', to: today }, today)).toBeUndefined();
    expect(checkDayRange({ from: '2025-12-31', to: today }, today)).toBe('tooOld');
    expect(checkDayRange({ from: '2026-02-10', to: '2026-02-01' }, today)).toBe('reversed');
    expect(checkDayRange({ from: '2026-02-10', to: '2026-03-02' }, today)).toBe('future');
    expect(checkDayRange({ from: '', to: today }, today)).toBe('missing');
    expect(checkDayRange({ from: '2026-02-30', to: today }, today)).toBe('invalid');
  });
  it('every preset passes the custom-range check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.constantFrom('today', 'yesterday', 'last7', 'last30' as const),
        (day, preset) => {
          const now = new Date(day * 86_400_000).toISOString().slice(0, 10);
          expect(checkDayRange(presetRange(preset, now), now)).toBeUndefined();
        },
      ),
    );
  });
  it('adds days across years and leap days; a date that is not real throws', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(() => addDays('2025-02-29', 1)).toThrow(RangeError);
  });
  it("today's date for an offset from UTC", () => {
    const instant = Date.UTC(2026, 0, 31, 20, 0);
    expect(localDate(instant, 0)).toBe('2026-01-31');
    expect(localDate(instant, 7 * 60)).toBe('2026-02-01');
    expect(localDate(instant, -21 * 60)).toBe('2026-01-30');
  });
});
