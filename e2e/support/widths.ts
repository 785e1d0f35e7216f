import { test } from './test.ts';

export type Width = 'desktop' | 'phone';

/**
 * Pairwise widths. A journey walked in several variants (languages, tenants) walks each variant at one width, the
 * variants taking the widths in turn, so every variant and every width is walked without walking every pair: the
 * languages and tenants change strings, rules and looks, the width changes the layout, and neither depends on the
 * other. The first variant takes the desktop, the second the phone, and so on. The other pair is reported skipped.
 *
 * Call it inside the variant's `test.describe`.
 */
export function walkAtOneWidth(variantIndex: number) {
  const width: Width = variantIndex % 2 === 0 ? 'desktop' : 'phone';
  walkAt(width, 'its other variant takes the other width');
}

/** A journey whose steps do not depend on the width (a redirect, a file served): walked at one width. */
export function walkAt(width: Width, why = 'the width changes nothing it checks') {
  test.skip(({ isMobile }) => isMobile !== (width === 'phone'), `walked at ${width} width only: ${why}`);
}
