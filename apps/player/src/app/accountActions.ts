/**
 * The account area's actions (login, register, feedback, sign-out confirmation, role guard). Screens of the site
 * import them from here so that the account module stays the one place that owns them.
 */
export { useAccountActions } from '../account/useAccountActions.ts';
