export { prerenderRoute, type PrerenderApp, type Prerendered } from './prerender.tsx';
