import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * The one rule for HTML that comes from the platform (notices, announcements, promotions, help topics): it is
 * sanitised before it is rendered. No scripts, event handlers, `javascript:` or `data:` links, frames, forms or
 * inputs; no id or name (ids from content would clash with the page's anchors or clobber globals); a link that opens
 * a new window cannot reach back to the site. Inline styles stay unless `allowStyles` is false (help topics follow
 * the site's typography).
 */
export function sanitizePlatformHtml(
  html: string,
  { allowStyles = true }: { allowStyles?: boolean } = {},
): string {
  // Without a DOM (the prerender at build time) nothing can be sanitised, and nothing is shown: the platform's HTML
  // only ever comes in the browser.
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['id', 'name', 'formaction', ...(allowStyles ? [] : ['style'])],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}

const SCRIPT_IN_CSS = /javascript:|expression\s*\(|-moz-binding|behavior\s*:/i;

if (DOMPurify.isSupported)
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // A link may open a new window (terms, a game guide), which then cannot reach back to the site.
    if (node.hasAttribute('target')) {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
    // Browsers no longer run script from CSS, but a style that tries to is not the merchant's formatting.
    if (SCRIPT_IN_CSS.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
  });

/** Platform HTML rendered after `sanitizePlatformHtml`; nothing at all when it is empty once sanitised. */
export function PlatformHtml({
  html,
  allowStyles,
  className,
  id,
}: {
  html: string | undefined;
  allowStyles?: boolean;
  className?: string;
  id?: string;
}) {
  const clean = useMemo(
    () => sanitizePlatformHtml(html ?? '', { allowStyles: allowStyles ?? true }),
    [html, allowStyles],
  );
  if (!clean.trim()) return null;
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
