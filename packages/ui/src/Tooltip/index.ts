export * from './Tooltip.tsx';
