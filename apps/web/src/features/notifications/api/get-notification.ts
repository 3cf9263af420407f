import type { NotificationItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET thong-bao/{id}: the notification with how far it has reached. */
export const getNotification = (id: number, signal?: AbortSignal) =>
  api.get<NotificationItem>(`thong-bao/${id}`, { signal });

export const notificationQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'detail', id],
    queryFn: ({ signal }) => getNotification(id, signal),
  });

export const useNotification = (id: number | null) =>
  useQuery({ ...notificationQuery(id ?? 0), enabled: id !== null });
