/** Messages, announcements and live chat (messages.ts). */
import type { HandlerMap } from '../../http/types.ts';
import * as msg from './messages.ts';

export const messagesHandlers: HandlerMap = {
  'messages.inbox': msg.inbox,
  'messages.outbox': msg.outbox,
  'messages.send': msg.send,
  'messages.unreadCount': msg.unreadCount,
  'messages.markRead': msg.markRead,
  'messages.deleteInbox': msg.deleteInbox,
  'messages.announcements': msg.announcements,
  'messages.markAnnouncementRead': msg.markAnnouncementRead,
  'messages.chatModels': msg.chatModels,
  'messages.launchChat': msg.launchChat,
  'messages.chatUnreadCount': msg.chatUnreadCount,
};
