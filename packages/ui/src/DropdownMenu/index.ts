export * from './DropdownMenu.tsx';
