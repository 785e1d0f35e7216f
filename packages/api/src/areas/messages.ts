import type { messagesCalls } from '../contract/calls/messages.ts';
import { messagesMeta } from '../contract/meta/messages.generated.ts';
import { wlApi } from '../rtk/api.ts';
import { areaEndpoints } from '../rtk/endpoints.ts';
import { LIST } from '../rtk/tags.ts';

const messagesChanged = (_r: unknown, e: unknown) =>
  e
    ? []
    : [
        { type: 'Message' as const, id: LIST },
        { type: 'Message' as const, id: 'unread' },
      ];

/** Internal messages, unread counts, announcements and live chat. */
export const messagesApi = wlApi.injectEndpoints({
  endpoints: (build) =>
    areaEndpoints<typeof messagesCalls>(build, messagesMeta, {
      'messages.inbox': { providesTags: [{ type: 'Message', id: LIST }] },
      'messages.outbox': { providesTags: [{ type: 'Message', id: LIST }] },
      'messages.unreadCount': { providesTags: [{ type: 'Message', id: 'unread' }] },
      'messages.send': { invalidatesTags: messagesChanged },
      'messages.markRead': { invalidatesTags: messagesChanged },
      'messages.deleteInbox': { invalidatesTags: messagesChanged },
      'messages.announcements': { providesTags: [{ type: 'Announcement', id: LIST }] },
      'messages.markAnnouncementRead': {
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Announcement', id: LIST }]),
      },
      'messages.launchChat': { keepUnusedDataFor: 0 },
    }),
});

export const {
  useMessagesInboxQuery,
  useLazyMessagesInboxQuery,
  useMessagesOutboxQuery,
  useLazyMessagesOutboxQuery,
  useMessagesSendMutation,
  useMessagesMarkReadMutation,
  useMessagesDeleteInboxMutation,
  useMessagesUnreadCountQuery,
  useLazyMessagesUnreadCountQuery,
  useMessagesAnnouncementsQuery,
  useLazyMessagesAnnouncementsQuery,
  useMessagesMarkAnnouncementReadMutation,
  useMessagesChatModelsQuery,
  useLazyMessagesChatModelsQuery,
  useMessagesLaunchChatQuery,
  useLazyMessagesLaunchChatQuery,
  useMessagesChatUnreadCountQuery,
  useLazyMessagesChatUnreadCountQuery,
} = messagesApi;
export { messagesMeta };
