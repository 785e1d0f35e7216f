/**
 * The brands Storybook can show: every base theme in `themes/*` and every tenant in `tenants/*`,
 * compiled to CSS custom properties the same way the sites are.
 */
import { composeThemes } from '@wl/tenant';
import type { ThemeFile, TokenOverrides } from '@wl/tenant';
import { themeCss } from './theme-css.ts';

const themeFiles = import.meta.glob<unknown>('../../../themes/*/theme.json', {
  eager: true,
  import: 'default',
});
const tenantFiles = import.meta.glob<Record<string, unknown>>('../../../tenants/*/tenant.json', {
  eager: true,
  import: 'default',
});

/** Every theme merged over the theme it extends (light and neon are written as changes to dark). */
export const themes: Record<string, ThemeFile> = composeThemes(themeFiles);

export type Brand = { id: string; label: string; theme: string; overrides: TokenOverrides };

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Reads the few fields Storybook needs from a tenant file, tolerant of its exact schema. */
function brandOf(path: string, file: Record<string, unknown>): Brand {
  const id = asString(file.id) ?? /tenants\/([^/]+)\//.exec(path)?.[1] ?? path;
  const themeField = file.theme;
  const themeName =
    asString(themeField) ??
    asString((themeField as Record<string, unknown> | undefined)?.name) ??
    asString((themeField as Record<string, unknown> | undefined)?.base) ??
    'dark';
  const overrides = ((themeField as Record<string, unknown> | undefined)?.overrides ??
    file.overrides ??
    file.themeOverrides ??
    file.tokens ??
    {}) as TokenOverrides;
  return { id, label: asString(file.name) ?? id, theme: themeName, overrides };
}

const tenantBrands = Object.entries(tenantFiles).map(([path, file]) => brandOf(path, file));

/** Until tenants land, the base themes stand in as brands. */
export const brands: Brand[] = tenantBrands.length
  ? tenantBrands
  : Object.values(themes).map((t) => ({ id: t.name, label: t.label, theme: t.name, overrides: {} }));

export function brandCss(brand: Brand, themeName: string | undefined, selector: string): string {
  const base =
    themes[themeName && themes[themeName] ? themeName : brand.theme] ??
    themes.dark ??
    Object.values(themes)[0];
  if (!base) return '';
  return themeCss(base, brand.overrides, selector);
}
