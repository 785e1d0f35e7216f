import { BREAKPOINTS, tokenVars, type ThemeTokens } from '@wl/tenant';
import { measures, type Measures } from './measures.ts';
import baseTheme from '../../../../themes/dark/theme.json';

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
  measure: Measures;
  media: Record<Breakpoint, string>;
};

export const theme: Theme = {
  ...tokenVars(baseTheme.tokens satisfies ThemeTokens),
  breakpoints: BREAKPOINTS,
  measure: measures,
  media,
};

// Every styled component (and every app that imports @wl/ui) sees this theme type. Declared here, in a
// module that index.ts imports, so consumers need no extra .d.ts file.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends Theme {}
}
