import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE su-kien/{id}: with its attachments, audience, notices and registrations. */
export const deleteEvent = (id: number) => api.delete<unknown>(`su-kien/${id}`);

export const useDeleteEvent = () => useWrite('event', deleteEvent);
