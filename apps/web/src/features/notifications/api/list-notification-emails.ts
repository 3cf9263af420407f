import { NOTIFICATION_PAGE_SIZE, type NotificationEmails } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { FOLLOW_MS, WAITING_POLL_MS } from './send-test';

/** GET thong-bao/{id}/email: the e-mails of a notification, by state, failed first then newest; 10 a page. */
export const listNotificationEmails = (id: number, page: number, signal?: AbortSignal) =>
  api.get<NotificationEmails>(`thong-bao/${id}/email`, {
    query: { page, limit: NOTIFICATION_PAGE_SIZE },
    signal,
  });

export const notificationEmailsQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'emails', id, page],
    queryFn: ({ signal }) => listNotificationEmails(id, page, signal),
  });

/**
 * One page of a notification's e-mails (its delivery view); a page shows until the next arrives, and
 * is read again while some e-mails wait.
 */
export const useNotificationEmails = (id: number, page: number) =>
  useQuery({
    ...notificationEmailsQuery(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.theoTrangThai.pending ? WAITING_POLL_MS : false),
  });

/** The e-mails of a test send (asked only when one was queued), looked at again every 2 s while one is pending. */
export const useFollowedEmails = (id: number | null, queued: boolean) =>
  useQuery({
    ...notificationEmailsQuery(id ?? 0),
    enabled: id !== null && queued,
    refetchInterval: (query) =>
      query.state.data && query.state.data.theoTrangThai.pending === 0 ? false : FOLLOW_MS,
  });
