export * from './AmountInput.tsx';
