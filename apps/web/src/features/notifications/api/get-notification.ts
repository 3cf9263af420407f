import type { NotificationItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY } from './notifications-key';

/** GET thong-bao/{id}: the notification with how far it has reached. */
export const getNotification = (id: number, signal?: AbortSignal) =>
  api.get<NotificationItem>(`thong-bao/${id}`, { signal });

export const notificationQuery = (id: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => getNotification(id, signal),
  });

export const useNotification = (id: number | null) =>
  useQuery({ ...notificationQuery(id ?? 0), enabled: id !== null });
