/** The account flows of the player site: popups, logout and the role guard other screens use. */
export { AccountModals, preloadAccountModals, useLogout } from './AccountModals.tsx';
export { useAccountActions, type AccountActions } from './useAccountActions.ts';
export {
  accountSlice,
  accountReducer,
  accountActions,
  type AccountState,
  type AccountModal,
} from './accountSlice.ts';
export { setHumanVerification, type HumanVerification } from './humanVerification.ts';
