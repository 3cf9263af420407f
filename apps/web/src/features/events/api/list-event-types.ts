import { type EventTypeItem, eventTypeListQuery, type ListPage } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's filters as the URL holds them: the search and active or not. */
export const eventTypeListFilters = defineListFilters({
  shape: eventTypeListQuery.shape,
  filters: ['search', 'trangThai'],
});
export type EventTypeListFilters = FiltersOf<typeof eventTypeListFilters>;

/** GET loai-su-kien (page, limit, search, trangThai): by order, then name. */
export const listEventTypes = (filters: EventTypeListFilters, signal?: AbortSignal) =>
  api.get<ListPage<EventTypeItem>>('loai-su-kien', { query: { ...filters }, signal });

export const eventTypesQuery = (filters: EventTypeListFilters) =>
  queryOptions({
    queryKey: [...ROOT.eventTypes, 'list', filters],
    queryFn: ({ signal }) => listEventTypes(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useEventTypeList = (filters: EventTypeListFilters) => useQuery(eventTypesQuery(filters));
