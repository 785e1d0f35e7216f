export * from './GameCard.tsx';
