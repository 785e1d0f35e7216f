import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Platform HTML (notices, promotions), sanitised. */
export function Html({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
