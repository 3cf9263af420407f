import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST su-kien/{id}/da-xem: the caller opened the event's page, so their notice of it (if any) is
 * seen. Reading the event writes nothing; the page sends this once it has the event.
 */
export const markEventSeen = (id: number) => api.post<unknown>(`su-kien/${id}/da-xem`);

export const useMarkEventSeen = () => useWrite('event', markEventSeen);
