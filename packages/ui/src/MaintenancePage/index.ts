export * from './MaintenancePage.tsx';
