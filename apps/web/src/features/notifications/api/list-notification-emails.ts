import type { NotificationEmails } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY } from './notifications-key';
import { FOLLOW_MS } from './send-test';

/** GET thong-bao/{id}/email: the e-mails of a notification, by state, failed first then newest. */
export const listNotificationEmails = (id: number, signal?: AbortSignal) =>
  api.get<NotificationEmails>(`thong-bao/${id}/email`, { signal });

export const notificationEmailsQuery = (id: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'emails', id],
    queryFn: ({ signal }) => listNotificationEmails(id, signal),
  });

/** The e-mails of a test send (asked only when one was queued), looked at again every 2 s while one is pending. */
export const useFollowedEmails = (id: number | null, queued: boolean) =>
  useQuery({
    ...notificationEmailsQuery(id ?? 0),
    enabled: id !== null && queued,
    refetchInterval: (query) =>
      query.state.data && query.state.data.theoTrangThai.pending === 0 ? false : FOLLOW_MS,
  });
