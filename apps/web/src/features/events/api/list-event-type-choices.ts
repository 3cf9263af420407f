import type { EventTypeChoice } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET loai-su-kien/all: the active types, by order then name, with their colours (for selects). */
export const listEventTypeChoices = (signal?: AbortSignal) =>
  api.get<EventTypeChoice[]>('loai-su-kien/all', { signal });

export const eventTypeChoicesQuery = () =>
  queryOptions({
    queryKey: [...ROOT.eventTypes, 'all'],
    queryFn: ({ signal }) => listEventTypeChoices(signal),
    staleTime: 5 * 60_000,
  });

export const useEventTypeChoices = () => useQuery(eventTypeChoicesQuery());
