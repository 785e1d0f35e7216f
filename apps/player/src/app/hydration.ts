import { guestStateOf } from '@wl/app-shell';

/**
 * The player's store as the prerender had it: a guest's (no session), and the side menu as on a wide screen (the
 * build has no screen to measure).
 */
export function serverStateOf<S extends object>(state: S): S {
  const shell = (state as { shell?: { sideMenuOpen: boolean } }).shell;
  return guestStateOf(state, (shell ? { shell: { ...shell, sideMenuOpen: true } } : {}) as Partial<S>);
}
