import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  checkContrast,
  contrastRatio,
  describeContrastFailure,
  resolveTheme,
} from '../src/index.ts';
import { listThemes, loadAllTenants, loadTheme } from '../src/node/index.ts';
import { REPO_THEMES } from './helpers.ts';

/** A shipped theme merged over the theme it extends. */
const theme = (name: string) => loadTheme(name, { themesDir: REPO_THEMES });

describe('contrast ratio', () => {
  it('matches WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('lays translucent colours over the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#000000')).toBeCloseTo(21, 5);
  });

  it('is undefined for something that is not a colour', () => {
    expect(contrastRatio('4px', '#ffffff')).toBeUndefined();
  });
});

describe('contrast pairs', () => {
  it('cover body text, text on brand, danger and success, and focus rings', () => {
    const pairs = CONTRAST_PAIRS.map((p) => `${p.fg} on ${p.bg} ${p.min}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'color.fg.default on color.bg.canvas 4.5',
        'color.fg.default on color.bg.surface 4.5',
        'color.fg.onBrand on color.bg.brand 4.5',
        'color.fg.onDanger on color.bg.danger 4.5',
        'color.fg.onSuccess on color.bg.success 4.5',
        'color.border.focus on color.bg.surface 3',
      ]),
    );
  });

  it.each(listThemes())('theme %s passes every pair', (name) => {
    expect(checkContrast(resolveTheme(theme(name))).map(describeContrastFailure)).toEqual([]);
  });

  it('every shipped tenant passes every pair', () => {
    for (const t of loadAllTenants())
      expect(checkContrast(t.resolved).map(describeContrastFailure), t.id).toEqual([]);
  });

  it('reports the pair, both colours, the ratio and the minimum', () => {
    const r = resolveTheme(theme('dark'), { color: { fg: { onDanger: '#ff8585' } } });
    expect(checkContrast(r).map(describeContrastFailure)).toEqual([
      'color.fg.onDanger (#ff8585) on color.bg.danger (#c1221f): 2.54:1, needs 4.5:1 (text on danger)',
      'component.button.danger.fg (#ff8585) on component.button.danger.bg (#c1221f): 2.54:1, needs 4.5:1 (danger button label)',
    ]);
  });
});
