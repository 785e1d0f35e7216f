import type { PublicTenantConfig } from './schema.ts';
import { TENANT_CONFIG_ELEMENT_ID } from './runtime.ts';

/** Placeholder in each app's index.html `<head>` that branding replaces. */
export const TENANT_HEAD_MARKER = '<!-- wl-tenant-head -->';

/**
 * Optional placeholder inside an app's `#root`: branding puts the tenant's header bar (its colours and logo) there,
 * painted with the HTML and the theme stylesheet before any JavaScript runs. React replaces it on its first commit.
 */
export const BOOT_SHELL_MARKER = '<!-- wl-boot-shell -->';

/** URLs are absolute paths from the site root, the same for the player (/) and the agent (/agent/). */
export type TenantHead = {
  /** BCP 47 tag of the default language, for `<html lang>`. */
  lang: string;
  title: string;
  description: string;
  themeColor: string;
  stylesheet: string;
  faviconSvg: string;
  faviconPng: string;
  appleTouchIcon: string;
  manifest: string;
};

/** Everything needed to brand a tenant-neutral index.html: pure data, shared by the dev server and build:tenants. */
export type TenantBuildInfo = { head: TenantHead; config: PublicTenantConfig };

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON that is safe inside a `<script>` data block (cannot close the element or open a comment). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags that replace the marker. */
export function renderTenantHead(info: TenantBuildInfo): string {
  const h = info.head;
  const a = escapeHtml;
  return [
    `<title>${a(h.title)}</title>`,
    `<meta name="description" content="${a(h.description)}">`,
    `<meta name="theme-color" content="${a(h.themeColor)}">`,
    `<link rel="icon" href="${a(h.faviconSvg)}" type="image/svg+xml">`,
    `<link rel="icon" href="${a(h.faviconPng)}" type="image/png" sizes="48x48">`,
    `<link rel="apple-touch-icon" href="${a(h.appleTouchIcon)}">`,
    `<link rel="manifest" href="${a(h.manifest)}">`,
    `<link rel="stylesheet" href="${a(h.stylesheet)}">`,
    `<script type="application/json" id="${TENANT_CONFIG_ELEMENT_ID}">${jsonForScript(info.config)}</script>`,
  ].join('\n    ');
}

/**
 * The first paint of a site, before its JavaScript: the header bar of the real header (same height, colours and
 * logo box, from the theme's CSS variables) over the page's canvas. Busy for assistive technology until the app
 * replaces it.
 */
export function renderBootShell(info: TenantBuildInfo): string {
  const a = escapeHtml;
  const style = [
    'body{margin:0}.wl-boot-header{position:sticky;top:0;display:flex;align-items:center;box-sizing:border-box;',
    'min-height:var(--wl-space-16);padding:var(--wl-space-2) var(--wl-space-4);',
    'background:var(--wl-component-header-bg);border-bottom:1px solid var(--wl-component-header-border)}',
    '.wl-boot-header img{display:block;height:var(--wl-space-8);width:auto;max-width:10rem;object-fit:contain}',
    // Below the large breakpoint the real header starts with the side menu's button: keep its place.
    '@media (max-width:1023.98px){.wl-boot-header{padding-inline-start:calc(var(--wl-space-4) + 2.5rem + var(--wl-space-3))}}',
  ].join('');
  return [
    `<style>${style}</style>`,
    `<div class="wl-boot" aria-busy="true"><div class="wl-boot-header">`,
    `<img src="${a(info.config.assets.logo)}" alt="${a(info.config.name)}" fetchpriority="high"></div></div>`,
  ].join('');
}

/**
 * Brand a tenant-neutral index.html: replace the `<!-- wl-tenant-head -->` marker with the tenant's head
 * (title, description, theme-color, icons, manifest, theme stylesheet, `wl-tenant` config block), drop any
 * other `<title>`, set `<html lang>` to the default language, and fill the optional boot-shell marker
 * (`renderBootShell`). Throws when the head marker is missing.
 */
export function brandIndexHtml(html: string, info: TenantBuildInfo): string {
  const at = html.indexOf(TENANT_HEAD_MARKER);
  if (at < 0) throw new Error(`index.html has no ${TENANT_HEAD_MARKER} marker in <head>`);
  if (html.indexOf(TENANT_HEAD_MARKER, at + 1) >= 0)
    throw new Error(`index.html has more than one ${TENANT_HEAD_MARKER} marker`);
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  const rest = headEnd < 0 ? '' : html.slice(headEnd);
  // Only the head's own <title> goes (an inline SVG in the body may have one of its own).
  let out = head.replace(/<title>[\s\S]*?<\/title>\s*/i, '') + rest;
  out = out.replace(TENANT_HEAD_MARKER, () => renderTenantHead(info));
  if (out.includes(BOOT_SHELL_MARKER)) {
    out = out.replace(BOOT_SHELL_MARKER, () => renderBootShell(info));
    // The boot shell is the first paint, so the app's scripts do not block it: they are fetched at low priority
    // behind the stylesheet and logo (browsers otherwise treat module scripts as high priority, render-blocking).
    out = out.replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
  }
  return setHtmlLang(out, info.head.lang);
}

/** `<html lang="…">` set to a BCP 47 tag. */
export function setHtmlLang(html: string, lang: string): string {
  return html.replace(/<html(\s[^>]*)?>/i, (_m, attrs: string | undefined) => {
    const rest = (attrs ?? '').replace(/\slang="[^"]*"/i, '');
    return `<html lang="${escapeHtml(lang)}"${rest}>`;
  });
}
