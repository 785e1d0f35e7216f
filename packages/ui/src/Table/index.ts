export * from './Table.tsx';
export * from './TableCards.tsx';
