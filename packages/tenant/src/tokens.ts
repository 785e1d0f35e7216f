/**
 * The shape of a theme's design tokens: the contract between `themes/*`, tenant overrides,
 * the CSS compiler (tokens -> custom properties) and the styled-components theme in `@wl/ui`.
 *
 * Three tiers (see docs/decisions/0003-themes-as-css-variables.md):
 *  1. raw scales: `palette` (colour ramps), `font`, `space`, `radius`, `shadow`, `motion`, `z`;
 *  2. semantic roles: `color` (bg / fg / border / status), whose values may reference the palette
 *     with `{palette.brand.500}`;
 *  3. component tokens: `component.*`, whose values reference roles, e.g. `{color.bg.brand}`.
 * A theme other than the base one names the theme it `extends` and only the leaves that differ; a tenant
 * overrides a few more (usually the brand ramp and fonts); every leaf of the result becomes one CSS custom
 * property named by `cssVarName(path)`.
 *
 * Breakpoints are not tokens: media queries cannot read custom properties, and one compiled bundle
 * serves every brand, so they are fixed in `BREAKPOINTS`.
 */

export type ColorRamp = {
  50: string;
  100: string;
  200: string;
  300: string;
  400: string;
  500: string;
  600: string;
  700: string;
  800: string;
  900: string;
};

export type ThemeTokens = {
  palette: {
    neutral: ColorRamp;
    brand: ColorRamp;
    accent: ColorRamp;
    red: ColorRamp;
    green: ColorRamp;
    amber: ColorRamp;
    blue: ColorRamp;
  };
  color: {
    bg: {
      canvas: string;
      surface: string;
      raised: string;
      sunken: string;
      overlay: string;
      brand: string;
      brandHover: string;
      accent: string;
      danger: string;
      success: string;
      warning: string;
      info: string;
    };
    fg: {
      default: string;
      muted: string;
      subtle: string;
      onBrand: string;
      onAccent: string;
      onDanger: string;
      onSuccess: string;
      link: string;
      danger: string;
      success: string;
      warning: string;
    };
    border: { default: string; subtle: string; strong: string; focus: string };
  };
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: { tight: string; normal: string; relaxed: string };
  };
  space: {
    '0': string;
    '1': string;
    '2': string;
    '3': string;
    '4': string;
    '5': string;
    '6': string;
    '8': string;
    '10': string;
    '12': string;
    '16': string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; pill: string };
  shadow: { sm: string; md: string; lg: string; focus: string };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
  z: {
    base: string;
    dropdown: string;
    sticky: string;
    header: string;
    overlay: string;
    modal: string;
    toast: string;
    tooltip: string;
  };
  component: {
    button: {
      primary: { bg: string; bgHover: string; fg: string; border: string };
      secondary: { bg: string; bgHover: string; fg: string; border: string };
      ghost: { bg: string; bgHover: string; fg: string; border: string };
      danger: { bg: string; bgHover: string; fg: string; border: string };
    };
    input: { bg: string; fg: string; border: string; borderFocus: string; placeholder: string };
    header: { bg: string; fg: string; border: string };
    sideMenu: { bg: string; fg: string; itemActiveBg: string; itemActiveFg: string };
    footer: { bg: string; fg: string };
    card: { bg: string; fg: string; border: string; radius: string };
    modal: { bg: string; fg: string; backdrop: string };
  };
};

/**
 * A complete theme: `themes/<name>/theme.json` merged over the theme it extends (see `ThemeSource`), every token
 * set. What tenants build on.
 */
export type ThemeFile = {
  name: string;
  label: string;
  /** Colour scheme for the browser UI (scrollbars, form controls). */
  scheme: 'light' | 'dark';
  tokens: ThemeTokens;
};

/**
 * `themes/<name>/theme.json` as written. The base theme extends none and sets every token; any other theme
 * names the theme it `extends` and sets only the tokens that differ (and its `scheme` if that differs too).
 */
export type ThemeSource = {
  name: string;
  label: string;
  /** Taken from the theme it extends when left out. */
  scheme?: 'light' | 'dark';
  /** The theme this one is written as changes to (`"dark"`), or none for a base theme. */
  extends?: string;
  tokens: TokenOverrides;
};

/** Tenants override any subset of leaves. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type TokenOverrides = DeepPartial<ThemeTokens>;

export const CSS_VAR_PREFIX = 'wl';

/** `['color','bg','surface']` -> `--wl-color-bg-surface` */
export function cssVarName(path: readonly string[]): string {
  return `--${CSS_VAR_PREFIX}-${path.join('-')}`;
}

/** Fixed breakpoints (min-width), the same for every brand. */
export const BREAKPOINTS = { sm: 360, md: 768, lg: 1024, xl: 1440 } as const;
