export * from './GameLane.tsx';
