import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE loai-su-kien/{id}; a type some events use is refused with 409, the message naming how many. */
export const deleteEventType = (id: number) => api.delete<unknown>(`loai-su-kien/${id}`);

export const useDeleteEventType = () => useWrite('eventType', deleteEventType);
