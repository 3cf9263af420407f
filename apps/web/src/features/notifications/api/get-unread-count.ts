import { NOTIFICATION_POLL_MS } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { UNREAD_COUNT_KEY } from './inbox-cache';

/** GET thong-bao/user/unread-count: the badge's number. */
export const getUnreadCount = (signal?: AbortSignal) =>
  api
    .get<{ count: number; unreadCount: number }>('thong-bao/user/unread-count', { signal })
    .then((r) => r.unreadCount);

/** Polled every 30 s while the live stream is down (spec §9); `enabled` false only reads what the bell keeps. */
export const unreadCountQuery = (live: boolean, enabled: boolean) =>
  queryOptions({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: live ? false : NOTIFICATION_POLL_MS,
    enabled,
  });

export const useUnreadCount = (live: boolean, enabled = true) => useQuery(unreadCountQuery(live, enabled));
