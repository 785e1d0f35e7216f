import { BREAKPOINTS, cssVarName, type ThemeTokens } from '@wl/tenant';
import baseTheme from '../../../../themes/dark/theme.json';

/** Replaces every string leaf of a token tree with `var(--wl-<path>)`, keeping the shape. */
function toVarTree<T>(node: T, path: readonly string[]): T {
  if (typeof node === 'string') return `var(${cssVarName(path)})` as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    out[key] = toVarTree(value, [...path, key]);
  }
  return out as T;
}

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `media.md` -> `@media (min-width: 768px)`. Breakpoints are fixed for every brand (media queries cannot read vars). */
export const media = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/**
 * The styled-components theme: the token shape of `themes/*` with `var(--wl-...)` leaves. The values
 * are compiled per tenant into a stylesheet by `@wl/tenant`; swapping that stylesheet re-brands the
 * page without re-rendering. Its type is `ThemeTokens`, so a theme file missing a key does not compile.
 */
export type Theme = ThemeTokens & {
  breakpoints: typeof BREAKPOINTS;
  media: Record<Breakpoint, string>;
};

export const theme: Theme = {
  ...toVarTree<ThemeTokens>(baseTheme.tokens satisfies ThemeTokens, []),
  breakpoints: BREAKPOINTS,
  media,
};
