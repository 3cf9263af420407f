import { NOTIFICATION_PAGE_SIZE, type NotificationZalos } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { FOLLOW_MS, WAITING_POLL_MS } from './send-test';

/** GET thong-bao/{id}/zalo: the Zalo messages of a notification, failed first then newest; 10 a page. */
export const listNotificationZalo = (id: number, page: number, signal?: AbortSignal) =>
  api.get<NotificationZalos>(`thong-bao/${id}/zalo`, {
    query: { page, limit: NOTIFICATION_PAGE_SIZE },
    signal,
  });

export const notificationZaloQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'zalo', id, page],
    queryFn: ({ signal }) => listNotificationZalo(id, page, signal),
  });

/**
 * One page of a notification's Zalo messages (its delivery view); a page shows until the next
 * arrives, and is read again while some messages wait, so the sender sees them go.
 */
export const useNotificationZalo = (id: number, page: number) =>
  useQuery({
    ...notificationZaloQuery(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.theoTrangThai.queued ? WAITING_POLL_MS : false),
  });

/** The Zalo message of a test send (asked only when one was queued), looked at again every 2 s while it waits. */
export const useFollowedZalo = (id: number | null, queued: boolean) =>
  useQuery({
    ...notificationZaloQuery(id ?? 0),
    enabled: id !== null && queued,
    refetchInterval: (query) =>
      query.state.data && query.state.data.theoTrangThai.queued === 0 ? false : FOLLOW_MS,
  });
