// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const messagesMeta = {
  'messages.inbox': { name: 'messages.inbox', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/EMFE_getInbox', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'messages.outbox': { name: 'messages.outbox', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/EMFE_getOutbox', moduleId: 'OUTBOX3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'messages.send': { name: 'messages.send', area: 'messages', kind: 'mutation', method: 'POST', path: '/wps/relay/EMFE_submitOutbox', moduleId: 'SENDMAIL3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json', requestAsIs: true, requestKeys: ['title', 'content', 'recipientType'] },
  'messages.markRead': { name: 'messages.markRead', area: 'messages', kind: 'mutation', method: 'PUT', path: '/wps/relay/EMFE_updateInboxRead', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'json' },
  'messages.deleteInbox': { name: 'messages.deleteInbox', area: 'messages', kind: 'mutation', method: 'DELETE', path: '/wps/relay/EMFE_deleteInbox', moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'json' },
  'messages.unreadCount': { name: 'messages.unreadCount', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/EMFE_getInboxUnreadCount', moduleId: 'INBOX3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'messages.announcements': { name: 'messages.announcements', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CCSFE_getListAnnouncements', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: ['types', 'platform', 'language', 'pageNo', 'pageSize'], requestNeedsKeys: ['types', 'platform'], requestNumberKeys: ['pageNo', 'pageSize'] },
  'messages.markAnnouncementRead': { name: 'messages.markAnnouncementRead', area: 'messages', kind: 'mutation', method: 'POST', path: '/wps/relay/MCSFE_markAnnouncementAsRead', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'json' },
  'messages.chatModels': { name: 'messages.chatModels', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CBS_modelList', moduleId: 'CBS3', auth: 'optional', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'messages.launchChat': { name: 'messages.launchChat', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CBS_launchChat', moduleId: 'CBS3', auth: 'optional', encrypted: false, body: 'none' },
  'messages.chatUnreadCount': { name: 'messages.chatUnreadCount', area: 'messages', kind: 'query', method: 'GET', path: '/wps/relay/CBS_unreadCount', moduleId: 'CBS3', auth: 'token', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
} as const satisfies Readonly<Record<string, CallMeta>>;
