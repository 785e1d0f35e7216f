export * from './RegionBlockedPage.tsx';
