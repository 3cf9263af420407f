import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationCreateBody,
  type NotificationItem,
  type NotificationSendResult,
  type NotificationUpdateBody,
  notificationListQuery,
  type RecipientItem,
  type RecipientListQuery,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** Every query of the senders' side starts with this key (lists, detail, recipients, history). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export interface Page<T> {
  list: T[];
  count: number;
}

/** The list's filters as the URL holds them: search and sender (spec §3). */
export const notificationListFilters = defineListFilters({
  shape: notificationListQuery.shape,
  filters: ['search', 'nguoiGui'],
  pageSize: NOTIFICATION_PAGE_SIZE,
});
export type NotificationListFilters = FiltersOf<typeof notificationListFilters>;

/** GET thong-bao (page, limit, search, nguoiGui). */
export const notificationsQuery = (filters: NotificationListFilters) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', filters],
    queryFn: ({ signal }) => api.get<Page<NotificationItem>>('thong-bao', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
export const useNotificationList = (filters: NotificationListFilters) =>
  useQuery(notificationsQuery(filters));

/** GET thong-bao/{id}. */
export const notificationQuery = (id: number | null) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<NotificationItem>(`thong-bao/${id}`, { signal }),
    enabled: id !== null,
  });
export const useNotification = (id: number | null) => useQuery(notificationQuery(id));

/** GET thong-bao/{id}/nguoi-nhan: who it reached and who read it, unread first. */
export const useRecipients = (
  id: number,
  query: Omit<RecipientListQuery, 'page' | 'limit'> & { page: number },
) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'recipients', id, query],
    queryFn: ({ signal }) =>
      api.get<Page<RecipientItem>>(`thong-bao/${id}/nguoi-nhan`, {
        query: { ...query, limit: NOTIFICATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Any write changes the lists, the detail and the delivery statistics. */
function useNotificationWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** POST thong-bao, or PATCH thong-bao/{id}. */
export const useSaveNotification = () =>
  useNotificationWrite(
    ({ id, body }: { id: number | null; body: NotificationCreateBody | NotificationUpdateBody }) =>
      id === null
        ? api.post<NotificationItem>('thong-bao', body)
        : api.patch<NotificationItem>(`thong-bao/${id}`, body),
  );

/** DELETE thong-bao/{id}: gone from every inbox too. */
export const useDeleteNotification = () =>
  useNotificationWrite((id: number) => api.delete<unknown>(`thong-bao/${id}`));

/** Whom a send reaches, as the client sends it: users by id as strings (spec §7), roles, units or everyone. */
export interface RecipientChoiceBody {
  nguoiNhanIds?: string[];
  roleIds?: number[];
  organizationIds?: number[];
  tatCa?: true;
}

/** POST thong-bao/send. */
export const useSendNotification = () =>
  useNotificationWrite((body: RecipientChoiceBody & { thongBaoId: number; guiEmail: boolean }) =>
    api.post<NotificationSendResult>('thong-bao/send', body),
  );

/** POST thong-bao/send/preview: how many active users a choice reaches now. */
export const previewRecipients = (body: RecipientChoiceBody, signal?: AbortSignal) =>
  api.post<{ soNguoiNhan: number }>('thong-bao/send/preview', body, { signal });
