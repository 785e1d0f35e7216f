// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const messagesMeta = metaRows('messages', {
  'messages.inbox': ['GET /wps/relay/EMFE_getInbox', { moduleId: 'INBOX3', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'messages.outbox': ['GET /wps/relay/EMFE_getOutbox', { moduleId: 'OUTBOX3', requestAsIs: true, requestKeys: ['pageNo', 'pageSize'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'messages.send': ['POST /wps/relay/EMFE_submitOutbox', { moduleId: 'SENDMAIL3', audience: 'realMember', requestAsIs: true, requestKeys: ['title', 'content', 'recipientType'] }],
  'messages.markRead': ['PUT /wps/relay/EMFE_updateInboxRead', { moduleId: 'INBOX3' }],
  'messages.deleteInbox': ['DELETE /wps/relay/EMFE_deleteInbox', { moduleId: 'INBOX3' }],
  'messages.unreadCount': ['GET /wps/relay/EMFE_getInboxUnreadCount', { moduleId: 'INBOX3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'messages.announcements': ['GET /wps/relay/CCSFE_getListAnnouncements', { moduleId: 'COMM3', auth: 'optional', requestAsIs: true, requestKeys: ['types', 'platform', 'language', 'pageNo', 'pageSize'], requestNeedsKeys: ['types', 'platform'], requestNumberKeys: ['pageNo', 'pageSize'] }],
  'messages.markAnnouncementRead': ['POST /wps/relay/MCSFE_markAnnouncementAsRead', { moduleId: 'COMM3' }],
  'messages.chatModels': ['GET /wps/relay/CBS_modelList', { moduleId: 'CBS3', auth: 'optional', requestAsIs: true, requestKeys: [] }],
  'messages.launchChat': ['GET /wps/relay/CBS_launchChat', { moduleId: 'CBS3', auth: 'optional' }],
  'messages.chatUnreadCount': ['GET /wps/relay/CBS_unreadCount', { moduleId: 'CBS3', requestAsIs: true, requestKeys: [] }],
});
