/**
 * Chrome's install offer (`beforeinstallprompt`), kept for the install guide's "Install app" button. The event comes
 * once per page load, when the browser finds the site installable; whichever lazy module loads first (the service
 * worker's registration or the guide) starts listening.
 */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The guide's button offers it: no mini-infobar of the browser's own meanwhile.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    offered = undefined;
    for (const listener of listeners) listener();
  });
}

/** The browser's install offer, when it has made one this page load. */
export const installOffer = (): InstallPromptEvent | undefined => offered;

/** Called when the offer comes or goes; returns the unsubscribe. */
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install window; the offer is used up whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offered;
  if (!event) return 'unavailable';
  offered = undefined;
  await event.prompt();
  const { outcome } = await event.userChoice;
  for (const listener of listeners) listener();
  return outcome;
}

/** The site runs as the installed app (opened from the home screen). */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
