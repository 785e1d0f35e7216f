import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, language, listOf, nothing, paging } from '../common.ts';
import { relay } from './paths.ts';

export const inboxMessage = z.looseObject({
  id: id,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  type: z.string().optional(),
  createTime: z.number(),
});
export const announcement = z.looseObject({
  id: id,
  title: z.string(),
  content: z.string(),
  type: z.string(),
  read: z.boolean().optional(),
  createTime: z.number(),
});

export const messagesCalls = defineCalls('messages', {
  inbox: {
    method: 'GET', path: relay('EMFE_getInbox'), moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ ...paging }), response: listOf(inboxMessage),
    description: 'Internal messages (deposit credited, withdrawal approved or rejected, deposit failed, ...).',
  },
  outbox: {
    method: 'GET', path: relay('EMFE_getOutbox'), moduleId: 'OUTBOX3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ ...paging }), response: listOf(inboxMessage),
    description: 'Messages the member sent to customer service.',
  },
  send: {
    method: 'POST', path: relay('EMFE_submitOutbox'), moduleId: 'SENDMAIL3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ title: z.string().min(1).max(100), content: z.string().min(1).max(2000), recipientType: z.string().optional() }),
    response: nothing,
    description: 'Send a message to customer service (or, for agents, to downlines).',
  },
  markRead: {
    method: 'PUT', path: relay('EMFE_updateInboxRead'), moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ ids: z.array(id).min(1) }), response: nothing,
    description: 'Mark inbox messages read.',
  },
  deleteInbox: {
    method: 'DELETE', path: relay('EMFE_deleteInbox'), moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ ids: z.array(id).min(1) }), response: nothing,
    description: 'Delete inbox messages.',
  },
  unreadCount: {
    method: 'GET', path: relay('EMFE_getInboxUnreadCount'), moduleId: 'INBOX3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: z.number().int().nonnegative(),
    description: 'Unread message count ({value: n}); skipped for trial accounts.',
  },
  announcements: {
    method: 'GET', path: relay('CCSFE_getListAnnouncements'), moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ types: z.string().default('B,PL,PU,PR,H'), platform: z.string().default('W'), language: language.optional(), ...paging }),
    response: listOf(announcement),
    description: 'Announcement content, 9 per page (types B, PL, PU, PR, H; platform W).',
  },
  markAnnouncementRead: {
    method: 'POST', path: relay('MCSFE_markAnnouncementAsRead'), moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'json', source: 'notes',
    request: z.object({ id: id }), response: nothing,
    description: 'Mark an announcement read.',
  },
  chatModels: {
    method: 'GET', path: relay('CBS_modelList'), moduleId: 'CBS3', auth: 'optional', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: listOf(z.looseObject({ modelId: id, name: z.string() })),
    description: 'Live-chat models (desks) available.',
  },
  launchChat: {
    method: 'GET', path: relay('CBS_launchChat'), moduleId: 'CBS3', auth: 'optional', encrypted: false, body: 'none', source: 'notes',
    request: z.object({ modelId: id.optional(), language: language.optional() }), response: z.looseObject({ chatUrl: z.string() }),
    description: 'Launch live chat: value.chatUrl.',
  },
  chatUnreadCount: {
    method: 'GET', path: relay('CBS_unreadCount'), moduleId: 'CBS3', auth: 'token', encrypted: false, body: 'none', source: 'notes',
    request: empty, response: z.number().int().nonnegative(),
    description: 'Unread live-chat messages.',
  },
});
