// Sanitised platform HTML (DOMPurify): its own entry, so that only the lazy chunks that show such HTML load it.
export { PlatformHtml, sanitizePlatformHtml } from './PlatformHtml.tsx';
