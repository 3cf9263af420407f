import type { EventTypeChoice } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/**
 * GET loai-su-kien/all: the active event types with their colours, by order then name (the
 * calendar's type filter and legend). The key is the one the type pickers share.
 */
export const listCalendarEventTypes = (signal?: AbortSignal) =>
  api.get<EventTypeChoice[]>('loai-su-kien/all', { signal });

export const calendarEventTypesQuery = () =>
  queryOptions({
    queryKey: [...ROOT.eventTypes, 'all'],
    queryFn: ({ signal }) => listCalendarEventTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useCalendarEventTypes = () => useQuery(calendarEventTypesQuery());
