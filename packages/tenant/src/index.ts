export * from './tokens.ts';
export { SUPPORTED_LANGUAGES, HTML_LANG_OF } from './languages.ts';
export type { TenantLanguage } from './languages.ts';
export { TenantDataError, formatIssue } from './errors.ts';
export type { DataIssue } from './errors.ts';
export { isColour, contrastRatio, mostReadableOn } from './colour.ts';
export {
  themeTokensSchema,
  tokenOverridesSchema,
  themeFileSchema,
  themeSchema,
  tenantConfigSchema,
  publicTenantConfigSchema,
  parseThemeFile,
  parseTenantConfig,
  parsePublicTenantConfig,
  TENANT_ID,
  MERCHANT_CODE,
} from './schema.ts';
export type { TenantConfig, TenantConfigInput, PublicTenantConfig, EncryptionConfig } from './schema.ts';
export { resolveTheme, flattenTokens, TokenReferenceError } from './resolve.ts';
export type { ResolvedTheme } from './resolve.ts';
export { extendTheme, composeTheme, composeThemes } from './compose.ts';
export type { ThemeFolder, ThemeSourceFile } from './compose.ts';
export { themeToCss, tokenVars } from './css.ts';
export { readTenantConfig, TENANT_CONFIG_ELEMENT_ID } from './runtime.ts';
export {
  brandIndexHtml,
  setHtmlLang,
  renderTenantHead,
  renderBootShell,
  jsonForScript,
  TENANT_HEAD_MARKER,
  BOOT_SHELL_MARKER,
} from './html.ts';
export type { TenantBuildInfo, TenantHead } from './html.ts';
export { CONTRAST_PAIRS, checkContrast, describeContrastFailure } from './contrast.ts';
export type { ContrastPair, ContrastFailure } from './contrast.ts';
export {
  composePrerenderedPage,
  PAGE_HEAD_SCRIPT,
  PAGE_META_NAME,
  LANGUAGE_COOKIE,
  NEUTRAL_QUERY,
  EARLY_REQUESTS_ID,
  FIRST_BANNER_PROPERTY,
  firstCardProperty,
} from './prerendered.ts';
export type { PrerenderedPage, EarlyRequests } from './prerendered.ts';
