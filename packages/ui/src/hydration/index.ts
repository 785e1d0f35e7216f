export { recordEarlyChanges, takeEarlyChange } from './earlyChanges.ts';
