export * from './VendorCard.tsx';
