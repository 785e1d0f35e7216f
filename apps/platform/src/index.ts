export { buildApp, type BuildAppOptions, type PlatformApp } from './app.ts';
export { manualClock, systemClock, type Clock } from './shared/clock.ts';
export { SEED_ACCOUNTS, SEED_PASSWORD } from './seed/index.ts';
export { DEFAULT_PASSWORD } from './shared/rules.ts';
