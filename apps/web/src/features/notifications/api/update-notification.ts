import type { NotificationItem, NotificationUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** PATCH thong-bao/{id}: the fields given change; a sent one keeps what it said in its history. */
export const updateNotification = ({ id, body }: { id: number; body: NotificationUpdateBody }) =>
  api.patch<NotificationItem>(`thong-bao/${id}`, body);

export const useUpdateNotification = () => useWrite('notification', updateNotification);
