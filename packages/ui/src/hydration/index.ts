export { recordEarlyChanges, takeEarlyChange } from './earlyChanges.ts';
export { useValueTypedEarly } from './typedEarly.ts';
