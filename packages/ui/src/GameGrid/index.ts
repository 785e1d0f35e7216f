export * from './GameGrid.tsx';
