import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTenant } from './TenantContext.tsx';

/** The document's title for a page: the page's name, then the site's (`Deposit · Gold Casino`). */
export function documentTitle(page: string, site: string): string {
  if (!page) return site;
  return page.includes(site) ? page : `${page} · ${site}`;
}

/**
 * Names the browser tab, the history entry and what a screen reader announces for the page (WCAG 2.4.2 Page Titled):
 * each page says what it is, not only the site's name. Set when the page is shown (its commit), again after every
 * navigation, so a new address always ends with its own title.
 */
export function useDocumentTitle(page: string) {
  const { name } = useTenant();
  // A new location object each navigation (its key alone can repeat: a page moved to by the History API has none).
  const location = useLocation();
  useEffect(() => {
    document.title = documentTitle(page, name);
  }, [page, name, location]);
}
