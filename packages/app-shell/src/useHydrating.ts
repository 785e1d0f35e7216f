import { useSettled } from './useSettled.ts';

/**
 * True while React renders on the server (the prerender) or hydrates a prerendered page, until every part of it is
 * hydrated (or the visitor's first click or key: useSettled); false in every later render and in a page the app renders
 * itself. What only the browser knows (the session in storage, the screen) is shown from then on, so the hydrating
 * render matches the HTML.
 */
export function useHydrating(): boolean {
  return !useSettled(true, false);
}
