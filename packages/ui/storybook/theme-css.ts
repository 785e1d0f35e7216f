/** Tokens -> CSS custom properties for Storybook, exactly as the sites compile them (`@wl/tenant`). */
import { resolveTheme, themeToCss, type ThemeFile, type TokenOverrides } from '@wl/tenant';

export function themeCss(file: ThemeFile, overrides: TokenOverrides, selector: string): string {
  const hasOverrides = Object.keys(overrides).length > 0;
  return themeToCss(resolveTheme(file, hasOverrides ? overrides : undefined), selector);
}
