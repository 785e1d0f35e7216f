import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_MASK, decimalText, formatBalance, fromCents, toCents } from './balance.ts';
import { paginationModel, type PaginationItem } from './pagination.ts';
import {
  clockText,
  gmtOffsetText,
  isValidTimeZone,
  timeZoneOffsetMinutes,
  wallTime,
  zonedTimeToUtc,
} from './time.ts';

describe('formatBalance', () => {
  it('shows 2 decimals, thousands separators and the currency symbol', () => {
    expect(formatBalance(1234567.891, { currencySymbol: '฿' })).toBe('฿1,234,567.89');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(999.999, { currencySymbol: '$' })).toBe('$1,000.00');
    expect(formatBalance('1234.5')).toBe('1,234.50');
  });

  it('rounds the decimal a person sees, half away from zero', () => {
    expect(formatBalance(1.005)).toBe('1.01');
    expect(formatBalance(-1.005)).toBe('-1.01');
    expect(formatBalance(0.1 + 0.2)).toBe('0.30');
  });

  it('puts the minus before the symbol and never shows -0.00', () => {
    expect(formatBalance(-1234.5, { currencySymbol: '₱' })).toBe('-₱1,234.50');
    expect(formatBalance(-0.001, { currencySymbol: '₱' })).toBe('₱0.00');
    expect(formatBalance(-0)).toBe('0.00');
  });

  it('handles huge amounts exactly when given as strings', () => {
    expect(formatBalance('123456789012345678901234.555')).toBe('123,456,789,012,345,678,901,234.56');
    expect(formatBalance(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatBalance(10n ** 20n)).toBe('100,000,000,000,000,000,000.00');
  });

  it('masks hidden balances and shows -- for non-numbers', () => {
    expect(formatBalance(12, { hidden: true, currencySymbol: '$' })).toBe(BALANCE_MASK);
    for (const v of [NaN, Infinity, undefined, null, '', 'abc', '1,000', {}, '1e'])
      expect(formatBalance(v)).toBe('--');
  });

  it('has exactly 2 decimals and digits that round-trip (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (n) => {
        const text = formatBalance(n, { currencySymbol: '€' });
        expect(text).toMatch(/^-?€\d{1,3}(,\d{3})*\.\d{2}$/);
        const back = Number(text.replace(/[€,]/g, ''));
        expect(Math.abs(back - n)).toBeLessThanOrEqual(0.005 + Math.abs(n) * 1e-15);
      }),
    );
  });

  it('reads exponents, signs and bare points, and any number of decimals', () => {
    expect(formatBalance('1.5E3')).toBe('1,500.00');
    expect(formatBalance(1e-7)).toBe('0.00');
    expect(formatBalance('-5e-3')).toBe('-0.01');
    expect(formatBalance('4.9e-3')).toBe('0.00');
    expect(formatBalance('+12.345')).toBe('12.35');
    expect(formatBalance('.5')).toBe('0.50');
    expect(formatBalance('-9.995')).toBe('-10.00');
    expect(formatBalance('000123')).toBe('123.00');
    expect(formatBalance('1e-5000')).toBe('0.00');
    expect(formatBalance('1e5000')).toBe('--');
    expect(formatBalance(1234.5, { decimals: 0 })).toBe('1,235');
    expect(formatBalance('0.0005', { decimals: 3 })).toBe('0.001');
    expect(() => formatBalance(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatBalance(1, { decimals: 1.5 })).toThrow(RangeError);
  });

  it('formats every decimal text as Intl.NumberFormat does (property)', () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        roundingMode: 'halfExpand',
        signDisplay: 'negative',
      });
    const formats = [0, 1, 2, 3].map(intl);
    const decimal = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.stringMatching(/^\d{1,25}$/),
        fc.option(fc.stringMatching(/^\d{1,12}$/)),
        fc.option(fc.integer({ min: -30, max: 30 })),
      )
      .map(
        ([sign, integer, fraction, exponent]) =>
          `${sign}${integer}${fraction === null ? '' : `.${fraction}`}${exponent === null ? '' : `e${exponent}`}`,
      );
    fc.assert(
      fc.property(decimal, fc.constantFrom(0, 1, 2, 3), (text, decimals) => {
        expect(formatBalance(text, { decimals })).toBe(
          formats[decimals]!.format(text as Intl.StringNumericLiteral),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('converts to and from cents', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents('-2.50')).toBe(-250);
    expect(toCents(-0)).toBe(0);
    expect(toCents('1e400')).toBeUndefined();
    expect(toCents('x')).toBeUndefined();
    expect(fromCents(250)).toBe(2.5);
    expect(decimalText(' 7 ')).toBe('7');
  });
});

describe('time', () => {
  it('writes GMT offsets', () => {
    expect(gmtOffsetText(480)).toBe('GMT+08:00');
    expect(gmtOffsetText(-210)).toBe('GMT-03:30');
    expect(gmtOffsetText(0)).toBe('GMT+00:00');
    expect(gmtOffsetText(345)).toBe('GMT+05:45');
  });

  it('writes the agent clock for an offset', () => {
    const t = Date.UTC(2026, 10, 22, 17, 5, 9);
    expect(clockText(t, 420)).toBe('2026-11-23 00:05:09');
    expect(clockText(t, -300)).toBe('2026-11-22 12:05:09');
  });

  it('knows time-zone offsets, including DST', () => {
    expect(timeZoneOffsetMinutes('Asia/Bangkok', Date.UTC(2026, 0, 1))).toBe(420);
    expect(timeZoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(timeZoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15, 12, 0, 0, 500))).toBe(-240);
    expect(wallTime(Date.UTC(2026, 0, 1, 17), 'Asia/Bangkok')).toEqual({
      year: 2026,
      month: 1,
      day: 2,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(isValidTimeZone('Asia/Manila')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('round-trips wall time through UTC in zones with DST (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(
          'UTC',
          'Asia/Bangkok',
          'America/New_York',
          'Australia/Lord_Howe',
          'Europe/London',
          'America/Santiago',
        ),
        (instant, zone) => {
          const t = Math.floor(instant / 60_000) * 60_000;
          const w = wallTime(t, zone);
          const back = zonedTimeToUtc(w.year, w.month, w.day, w.hour, w.minute, zone);
          expect(wallTime(back, zone)).toEqual(w);
          expect(back).toBeLessThanOrEqual(t);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('converts wall time in a zone to UTC, across DST changes', () => {
    expect(zonedTimeToUtc(2026, 1, 1, 0, 0, 'Asia/Bangkok')).toBe(Date.UTC(2025, 11, 31, 17));
    expect(zonedTimeToUtc(2026, 3, 8, 0, 0, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5));
    expect(zonedTimeToUtc(2026, 3, 9, 0, 0, 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 4));
    // 01:30 on the fall-back day happens twice: the earlier instant
    expect(zonedTimeToUtc(2026, 11, 1, 1, 30, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
    // 02:30 on the spring-forward day does not exist: read with the offset before the change (EST)
    expect(zonedTimeToUtc(2026, 3, 8, 2, 30, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30));
    // Lord Howe moves by 30 minutes at 02:00 on 2023-10-01; midnight before it is still +10:30
    expect(zonedTimeToUtc(2023, 10, 1, 0, 0, 'Australia/Lord_Howe')).toBe(Date.UTC(2023, 8, 30, 13, 30));
  });
});

describe('paginationModel', () => {
  const view = (items: readonly PaginationItem[]) =>
    items.map((i) => (i.type === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

  it('shows all pages when they fit', () => {
    expect(view(paginationModel({ current: 2, totalPages: 4 }).items)).toBe('1 [2] 3 4');
    expect(view(paginationModel({ current: 1, totalPages: 7 }).items)).toBe('[1] 2 3 4 5 6 7');
  });

  it('keeps a window of 5 with 1 margin page on each side', () => {
    expect(view(paginationModel({ current: 10, totalPages: 20 }).items)).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(view(paginationModel({ current: 1, totalPages: 20 }).items)).toBe('[1] 2 3 4 5 … 20');
    expect(view(paginationModel({ current: 20, totalPages: 20 }).items)).toBe('1 … 16 17 18 19 [20]');
    expect(view(paginationModel({ current: 4, totalPages: 20 }).items)).toBe('1 2 3 [4] 5 6 … 20');
  });

  it('clamps the current page and handles empty and bad input', () => {
    expect(paginationModel({ current: 99, totalPages: 3 })).toMatchObject({
      current: 3,
      hasNext: false,
      hasPrevious: true,
    });
    expect(paginationModel({ current: -5, totalPages: 3 })).toMatchObject({
      current: 1,
      hasPrevious: false,
      hasNext: true,
    });
    expect(paginationModel({ current: 1, totalPages: 0 })).toEqual({
      items: [],
      current: 0,
      totalPages: 0,
      hasPrevious: false,
      hasNext: false,
    });
    expect(paginationModel({ current: NaN, totalPages: NaN }).items).toEqual([]);
    expect(paginationModel({ current: NaN, totalPages: 2, range: NaN, margin: NaN }).current).toBe(1);
  });

  it('always shows first, last, current and the window, in order, with at most 9 items (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -10, max: 510 }), (total, page) => {
        const m = paginationModel({ current: page, totalPages: total });
        const pages = m.items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(m.current);
        expect(m.items.filter((i) => i.type === 'page' && i.current)).toHaveLength(1);
        for (let k = 1; k < pages.length; k++)
          expect(pages[k] as number).toBeGreaterThan(pages[k - 1] as number);
        expect(m.items.length).toBeLessThanOrEqual(9);
        expect(pages.filter((p) => Math.abs(p - m.current) <= 4).length).toBeGreaterThanOrEqual(
          Math.min(5, total),
        );
        for (let k = 1; k < m.items.length; k++)
          expect(m.items[k]?.type === 'ellipsis' && m.items[k - 1]?.type === 'ellipsis').toBe(false);
      }),
    );
  });
});
