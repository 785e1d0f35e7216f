/** The kit's confirmation dialog as a module of its own: the sign-out confirmation loads when it first opens. */
export { ConfirmDialog as default } from '@wl/ui';
