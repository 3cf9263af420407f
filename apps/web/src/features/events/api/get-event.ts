import type { EventDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET su-kien/{id}: the event with its attachments (the page then marks the caller's notice seen, mark-event-seen.ts). */
export const getEvent = (id: number, signal?: AbortSignal) =>
  api.get<EventDetail>(`su-kien/${id}`, { signal });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT.events, 'detail', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export const useEvent = (id: number | null) => useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });
