/**
 * Registers the site's service worker (sw.js, docs/decisions/0013-installable-site.md) and, when a new version of it
 * is waiting, shows the update prompt. A lazy chunk: main.tsx loads it once the page has loaded.
 */
import type { i18n as I18n } from 'i18next';
import { Workbox } from 'workbox-window';
import './installPrompt.ts';

export function registerServiceWorker(i18n: I18n): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    void import('./UpdatePrompt.tsx').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(i18n, () => {
        // The new worker takes the page over, then the page reloads with the new version.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
  });
  // A site that cannot register (private mode, a blocked worker) works as before, without offline support.
  workbox.register().catch(() => undefined);
}
