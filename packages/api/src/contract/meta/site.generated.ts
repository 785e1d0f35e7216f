// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const siteMeta = metaRows('site', {
  'site.permission': ['GET /wps/system/status', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'site.consolidatedSettings': ['GET /wps/system/settings/consolidated', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'site.location': ['GET /wps/system/location', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: [] }],
  'site.whitelabel': ['GET /wps/system/whitelabel', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'site.domainRoute': ['GET /wps/system/domainRoute', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['device'], requestNumberKeys: ['device'] }],
  'site.templates': ['GET /wps/system/templates', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: [] }],
  'site.helpCenter': ['GET /wps/system/helpCenter', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: ['lang', 'device'], requestNeedsKeys: ['device'] }],
  'site.country': ['GET /wps/system/country', { moduleId: 'COMM3', auth: 'none', requestAsIs: true, requestKeys: [] }],
  'site.notices': ['GET /wps/relay/MCSFE_getListAnnouncements', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: ['types', 'platform', 'execution', 'language'], requestNeedsKeys: ['types', 'platform', 'execution'] }],
  'site.feedback': ['PUT /wps/feedback', { moduleId: 'FEEDBACK3', auth: 'optional' }],
  'site.customerServiceScript': ['GET /wps/relay/WPSCORE_getCustomerServiceScript', { auth: 'none', requestAsIs: true, requestKeys: [] }],
  'site.encryptionKey': ['GET /wps/system/encryptionKey', { auth: 'none', requestAsIs: true, requestKeys: [] }],
});
