/**
 * The kit's dialog as a module of its own, for dialogs that show now and then (an account notice, a blocked game
 * window): loaded when one first shows, so the first screen's JavaScript does not carry it (budgets.json).
 */
export { Dialog as default } from '@wl/ui';
