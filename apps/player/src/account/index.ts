/** The account flows of the player site: popups, logout and the role guard other screens use. */
export { AccountModals, preloadAccountModals } from './AccountModals.tsx';
export { useAccountActions } from './useAccountActions.ts';
