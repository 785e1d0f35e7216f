/** The kit's drawer as a module of its own: only a phone's menu uses it, so it loads with the side menu, not the page. */
export { Drawer as default } from '@wl/ui';
