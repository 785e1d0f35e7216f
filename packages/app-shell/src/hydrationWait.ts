// Waiting for the hydration of a prerendered page to end, and tapping again what was tapped before: loaded when first
// needed (a language switch, a tap made before React had the page), not part of the first screen's download.
import { hydration } from './hydration.ts';

let hydrated: Promise<void> | null = null;

/** React marks each element it has hydrated with its fiber; one it rendered again instead replaced the element. */
const isHydrated = (element: Element) =>
  !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Resolves when React has hydrated every part of the prerendered page (at once when there is nothing to hydrate; after
 * 5 s at most). A change that every part reads from outside React (the language) waits for it: a part hydrated
 * after the change would not match its HTML.
 */
export function afterHydration(): Promise<void> {
  if (!hydration.unhydrated) return Promise.resolve();
  return (hydrated ??= new Promise<void>((resolve) => {
    const started = performance.now();
    const check = () => {
      hydration.unhydrated = (hydration.unhydrated ?? []).filter((element) => !isHydrated(element));
      if (hydration.unhydrated.length === 0 || performance.now() - started > 5000) {
        hydration.unhydrated = null;
        resolve();
      } else setTimeout(check, 50);
    };
    check();
  }));
}

/**
 * Tap a button again: itself, or, when React has rendered that part again (the header's guest buttons become the real
 * ones once the session is read), the button of the same name in the same landmark. Tried for a second at most.
 */
export function tapAgain(button: HTMLElement, landmark: string, tries = 20): void {
  const name = (b: Element) => `${b.getAttribute('aria-label') ?? ''}|${b.textContent ?? ''}`;
  const same = button.isConnected
    ? button
    : Array.from(document.querySelectorAll<HTMLElement>('button')).find(
        (b) =>
          name(b) === name(button) &&
          (b.closest('header,nav,main,aside,footer') ?? document.documentElement).tagName === landmark,
      );
  if (same) setTimeout(() => same.click(), 0);
  else if (tries > 0) setTimeout(() => tapAgain(button, landmark, tries - 1), 50);
}
