export * from './Drawer.tsx';
