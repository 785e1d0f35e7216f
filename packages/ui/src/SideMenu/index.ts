export * from './SideMenu.tsx';
