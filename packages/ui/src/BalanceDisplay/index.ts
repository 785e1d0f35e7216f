export * from './BalanceDisplay.tsx';
