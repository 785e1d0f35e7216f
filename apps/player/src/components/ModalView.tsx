/** The kit's modal as a module of its own, loaded when one first shows (see DialogView.tsx). */
export { Modal as default } from '@wl/ui';
