export * from './Pagination.tsx';
