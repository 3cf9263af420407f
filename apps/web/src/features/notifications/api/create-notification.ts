import type { NotificationCreateBody, NotificationItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST thong-bao → the new notification, not yet sent. */
export const createNotification = (body: NotificationCreateBody) =>
  api.post<NotificationItem>('thong-bao', body);

export const useCreateNotification = () => useWrite('notification', createNotification);
