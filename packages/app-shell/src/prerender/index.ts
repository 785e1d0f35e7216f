export { prerenderRoute, type PrerenderApp, type Prerendered } from './prerender.tsx';
export { earlyRequestsOf, type FirstCall, type FirstCalls } from './earlyCalls.ts';
