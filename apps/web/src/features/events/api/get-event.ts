import type { EventDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_KEY } from './events-key';

/** GET su-kien/{id}: the event with its attachments (opening it marks the caller's notice of it seen). */
export const getEvent = (id: number, signal?: AbortSignal) =>
  api.get<EventDetail>(`su-kien/${id}`, { signal });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export const useEvent = (id: number | null) => useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });
