import {
  type InboxPage,
  type InboxQuery,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_POLL_MS,
} from '@congdoan/shared';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BELL_KEY, INBOX_PAGE_KEY, nextPageOf, UNREAD_COUNT_KEY } from './inbox-cache';

/** GET thong-bao/user/my-notifications (page, limit 10, trangThaiDoc). */
export const listInbox = (query: Partial<InboxQuery>, signal?: AbortSignal) =>
  api.get<InboxPage>('thong-bao/user/my-notifications', { query, signal });

/** GET thong-bao/user/unread-count: the badge, polled every 30 s while the live stream is down (spec §9). */
export const unreadCountQuery = (live: boolean, enabled: boolean) =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) =>
      api
        .get<{ count: number; unreadCount: number }>('thong-bao/user/unread-count', { signal })
        .then((r) => r.unreadCount),
    refetchInterval: live ? false : NOTIFICATION_POLL_MS,
    enabled,
  });

/** The bell's list: 10 at a time, 'Xem thêm' loads the next 10. */
export const bellQuery = () =>
  infiniteQueryOptions({
    queryKey: BELL_KEY,
    queryFn: ({ pageParam, signal }) => listInbox({ page: pageParam, limit: NOTIFICATION_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The inbox page's list, one page at a time with its filter. */
export const inboxPageQuery = (query: Pick<InboxQuery, 'page' | 'limit' | 'trangThaiDoc'>) =>
  queryOptions({
    queryKey: [...INBOX_PAGE_KEY, query],
    queryFn: ({ signal }) => listInbox(query, signal),
    placeholderData: keepPreviousData,
  });
