import { api } from '../../../lib/api';
import { useNotificationWrite } from './notifications-key';

/** DELETE thong-bao/{id}: gone from every inbox too. */
export const deleteNotification = (id: number) => api.delete<unknown>(`thong-bao/${id}`);

export const useDeleteNotification = () => useNotificationWrite(deleteNotification);
