import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while React renders on the server (the prerender) or hydrates prerendered HTML, false in every later render
 * and in a page the app renders itself. What only the browser knows (the session in storage, the screen) is shown
 * from the render after, so the hydrating render matches the HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
