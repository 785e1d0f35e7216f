// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const sessionMeta = metaRows('session', {
  'session.logout': ['DELETE /wps/session/logout', { moduleId: 'COMM3', body: 'none', requestAsIs: true, requestKeys: [] }],
  'session.touch': ['GET /wps/session/touch', { requestAsIs: true, requestKeys: [] }],
  'session.loginInfo': ['GET /wps/session/loginInfo', { moduleId: 'COMM3', requestAsIs: true, requestKeys: [] }],
});
