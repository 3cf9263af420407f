import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE thong-bao/{id}: gone from every inbox too. */
export const deleteNotification = (id: number) => api.delete<unknown>(`thong-bao/${id}`);

export const useDeleteNotification = () => useWrite('notification', deleteNotification);
