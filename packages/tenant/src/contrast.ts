import { contrastRatio } from './colour.ts';
import type { ResolvedTheme } from './resolve.ts';
import { flattenTokens } from './resolve.ts';

/** A foreground that must read on a background, with its minimum WCAG 2 contrast ratio. */
export type ContrastPair = { fg: string; bg: string; min: number; why: string };

const BODY = 4.5;
const UI = 3;

/**
 * The pairs every theme and every tenant must pass: 4.5:1 for text, 3:1 for focus rings and other UI
 * parts that must be seen (WCAG 1.4.3 and 1.4.11).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { fg: 'color.fg.default', bg: 'color.bg.canvas', min: BODY, why: 'body text on the page' },
  { fg: 'color.fg.default', bg: 'color.bg.surface', min: BODY, why: 'body text on a surface' },
  { fg: 'color.fg.default', bg: 'color.bg.raised', min: BODY, why: 'body text on a raised surface' },
  { fg: 'color.fg.muted', bg: 'color.bg.canvas', min: BODY, why: 'secondary text on the page' },
  { fg: 'color.fg.muted', bg: 'color.bg.surface', min: BODY, why: 'secondary text on a surface' },
  { fg: 'color.fg.subtle', bg: 'color.bg.surface', min: BODY, why: 'hint text on a surface' },
  { fg: 'color.fg.link', bg: 'color.bg.canvas', min: BODY, why: 'links on the page' },
  { fg: 'color.fg.link', bg: 'color.bg.surface', min: BODY, why: 'links on a surface' },
  { fg: 'color.fg.danger', bg: 'color.bg.surface', min: BODY, why: 'error text on a surface' },
  { fg: 'color.fg.success', bg: 'color.bg.surface', min: BODY, why: 'success text on a surface' },
  { fg: 'color.fg.warning', bg: 'color.bg.surface', min: BODY, why: 'warning text on a surface' },
  { fg: 'color.fg.onBrand', bg: 'color.bg.brand', min: BODY, why: 'text on the brand colour' },
  { fg: 'color.fg.onBrand', bg: 'color.bg.brandHover', min: BODY, why: 'text on the hovered brand colour' },
  { fg: 'color.fg.onAccent', bg: 'color.bg.accent', min: BODY, why: 'text on the accent colour' },
  { fg: 'color.fg.onDanger', bg: 'color.bg.danger', min: BODY, why: 'text on danger' },
  { fg: 'color.fg.onSuccess', bg: 'color.bg.success', min: BODY, why: 'text on success' },
  { fg: 'color.border.focus', bg: 'color.bg.surface', min: UI, why: 'focus ring on a surface' },
  { fg: 'color.border.focus', bg: 'color.bg.canvas', min: UI, why: 'focus ring on the page' },
  {
    fg: 'color.border.strong',
    bg: 'color.bg.surface',
    min: UI,
    why: 'strong borders (form controls) on a surface',
  },
  {
    fg: 'component.button.primary.fg',
    bg: 'component.button.primary.bg',
    min: BODY,
    why: 'primary button label',
  },
  {
    fg: 'component.button.primary.fg',
    bg: 'component.button.primary.bgHover',
    min: BODY,
    why: 'hovered primary button label',
  },
  {
    fg: 'component.button.secondary.fg',
    bg: 'component.button.secondary.bg',
    min: BODY,
    why: 'secondary button label',
  },
  {
    fg: 'component.button.danger.fg',
    bg: 'component.button.danger.bg',
    min: BODY,
    why: 'danger button label',
  },
  { fg: 'component.input.fg', bg: 'component.input.bg', min: BODY, why: 'typed text in inputs' },
  { fg: 'component.input.placeholder', bg: 'component.input.bg', min: BODY, why: 'input placeholders' },
  { fg: 'component.input.borderFocus', bg: 'component.input.bg', min: UI, why: 'focused input border' },
  { fg: 'component.header.fg', bg: 'component.header.bg', min: BODY, why: 'header text' },
  { fg: 'component.sideMenu.fg', bg: 'component.sideMenu.bg', min: BODY, why: 'side menu items' },
  {
    fg: 'component.sideMenu.itemActiveFg',
    bg: 'component.sideMenu.itemActiveBg',
    min: BODY,
    why: 'active side menu item',
  },
  { fg: 'component.footer.fg', bg: 'component.footer.bg', min: BODY, why: 'footer text' },
  { fg: 'component.card.fg', bg: 'component.card.bg', min: BODY, why: 'card text' },
  { fg: 'component.modal.fg', bg: 'component.modal.bg', min: BODY, why: 'dialog text' },
];

export type ContrastFailure = ContrastPair & { fgValue: string; bgValue: string; ratio: number | undefined };

/** Pairs of `pairs` that `theme` breaks (empty when it passes). Translucent colours are laid over the canvas. */
export function checkContrast(
  theme: ResolvedTheme,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastFailure[] {
  const flat = flattenTokens(theme.tokens);
  const canvas = flat.get('color.bg.canvas') ?? '#ffffff';
  const failures: ContrastFailure[] = [];
  for (const pair of pairs) {
    const fgValue = flat.get(pair.fg) ?? '';
    const bgValue = flat.get(pair.bg) ?? '';
    const ratio = contrastRatio(fgValue, bgValue, canvas);
    if (ratio === undefined || ratio < pair.min) failures.push({ ...pair, fgValue, bgValue, ratio });
  }
  return failures;
}

/** `color.fg.onBrand (#fff) on color.bg.brand (#f0b429): 1.9:1, needs 4.5:1 (text on the brand colour)` */
export function describeContrastFailure(f: ContrastFailure): string {
  const ratio = f.ratio === undefined ? 'not a colour' : `${(Math.floor(f.ratio * 100) / 100).toFixed(2)}:1`;
  return `${f.fg} (${f.fgValue}) on ${f.bg} (${f.bgValue}): ${ratio}, needs ${f.min}:1 (${f.why})`;
}
