export * from './ScrollRegion.tsx';
