// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const siteMeta = {
  'site.permission': { name: 'site.permission', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.consolidatedSettings': { name: 'site.consolidatedSettings', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/settings/consolidated', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.location': { name: 'site.location', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/location', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.whitelabel': { name: 'site.whitelabel', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.domainRoute': { name: 'site.domainRoute', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['device'], requestNumberKeys: ['device'] },
  'site.templates': { name: 'site.templates', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/templates', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.helpCenter': { name: 'site.helpCenter', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['lang', 'device'], requestNeedsKeys: ['device'] },
  'site.country': { name: 'site.country', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.notices': { name: 'site.notices', area: 'site', kind: 'query', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['types', 'platform', 'execution', 'language'], requestNeedsKeys: ['types', 'platform', 'execution'] },
  'site.feedback': { name: 'site.feedback', area: 'site', kind: 'mutation', method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', auth: 'optional', encrypted: false, body: 'json' },
  'site.customerServiceScript': { name: 'site.customerServiceScript', area: 'site', kind: 'query', method: 'GET', path: '/wps/relay/WPSCORE_getCustomerServiceScript', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'site.encryptionKey': { name: 'site.encryptionKey', area: 'site', kind: 'query', method: 'GET', path: '/wps/system/encryptionKey', auth: 'none', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;
