export * from './Table.tsx';
