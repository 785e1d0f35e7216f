import { describe, expect, it } from 'vitest';
import { TokenReferenceError, contrastRatio, resolveTheme } from '../src/index.ts';
import type { ThemeFile, TokenOverrides } from '../src/index.ts';
import { loadTheme } from '../src/node/index.ts';
import { REPO_THEMES } from './helpers.ts';

const theme = (name: string): ThemeFile => loadTheme(name, { themesDir: REPO_THEMES });

function referenceError(t: ThemeFile, overrides: TokenOverrides): TokenReferenceError {
  try {
    resolveTheme(t, overrides);
  } catch (e) {
    if (e instanceof TokenReferenceError) return e;
    throw e;
  }
  throw new Error('expected a TokenReferenceError');
}

describe('resolveTheme', () => {
  it('replaces palette and role references with literal values', () => {
    const r = resolveTheme(theme('dark'));
    expect(r.tokens.color.bg.canvas).toBe('#12151b');
    expect(r.tokens.component.button.primary.bg).toBe(r.tokens.color.bg.brand);
    expect(r.tokens.color.bg.brand).toBe('#f0b429');
    expect(r.derived).toEqual([]);
  });

  it('applies overrides before resolving, so references follow them (also inside longer values)', () => {
    const r = resolveTheme(theme('dark'), { palette: { brand: { 300: '#00ffaa' } } });
    expect(r.tokens.color.border.focus).toBe('#00ffaa');
    expect(r.tokens.shadow.focus).toBe('0 0 0 3px #00ffaa');
    expect(r.tokens.color.fg.link).toBe('#00ffaa');
    expect(r.tokens.color.bg.canvas).toBe('#12151b');
  });

  it('does not change the theme it was given', () => {
    const t = theme('dark');
    resolveTheme(t, { palette: { brand: { 400: '#000000' } } });
    expect(t.tokens.palette.brand[400]).toBe('#f0b429');
    expect(t.tokens.color.bg.brand).toBe('{palette.brand.400}');
  });

  it('names the token holding an unknown reference', () => {
    const e = referenceError(theme('dark'), { component: { card: { bg: '{color.bg.surfac}' } } });
    expect(e.path).toBe('component.card.bg');
    expect(e.message).toBe('component.card.bg: unknown reference {color.bg.surfac}');
  });

  it('names a cycle of references', () => {
    const e = referenceError(theme('dark'), {
      color: { bg: { brand: '{color.bg.brandHover}', brandHover: '{component.button.primary.bg}' } },
    });
    expect(e.message).toMatch(/cyclic reference/);
    expect(e.message).toContain(
      '{color.bg.brand} -> {color.bg.brandHover} -> {component.button.primary.bg} -> {color.bg.brand}',
    );
  });

  it('derives readable on-brand text from a dark brand colour when the tenant does not set it', () => {
    const r = resolveTheme(theme('dark'), { palette: { brand: { 400: '#1e3a8a', 300: '#1d4ed8' } } });
    expect(r.tokens.color.fg.onBrand).toBe('#f5f6f8');
    expect(r.tokens.component.button.primary.fg).toBe('#f5f6f8');
    expect(r.derived).toContain('color.fg.onBrand');
    expect(contrastRatio(r.tokens.color.fg.onBrand, r.tokens.color.bg.brand)).toBeGreaterThan(4.5);
  });

  it('derives dark on-brand text from a light brand colour', () => {
    const r = resolveTheme(theme('light'), { palette: { brand: { 600: '#fde047', 700: '#facc15' } } });
    expect(r.tokens.color.fg.onBrand).toBe('#14171d');
  });

  it('keeps an on-brand colour the tenant sets', () => {
    const r = resolveTheme(theme('dark'), {
      palette: { brand: { 400: '#1e3a8a' } },
      color: { fg: { onBrand: '#ffffff' } },
    });
    expect(r.tokens.color.fg.onBrand).toBe('#ffffff');
    expect(r.derived).not.toContain('color.fg.onBrand');
  });
});
