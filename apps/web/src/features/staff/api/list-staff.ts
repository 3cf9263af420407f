import { type ListPage, type StaffItem, staffListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { defineListFilters, type FiltersOf, UNION_LIST_PAGE_SIZE } from '../../../lib/url-filters';
import { staffOptionsKey } from '../../../lookups/staff-list-all';

/** The list's filters and sort as the URL holds them, read with the API's own query schema. */
export const staffListFilters = defineListFilters({
  shape: staffListQuery.shape,
  filters: [
    'search',
    'organizationId',
    'includeChildren',
    'positionId',
    'termState',
    'employment',
    'sortBy',
    'order',
  ],
  pageSize: UNION_LIST_PAGE_SIZE,
  // The subtree means nothing without an organisation.
  normalize: (filters) =>
    filters.organizationId === undefined ? { ...filters, includeChildren: undefined } : filters,
});
export type StaffListFilters = FiltersOf<typeof staffListFilters>;

/** Every query of this feature starts with this key (lists, detail, history). */
export const STAFF_KEY = ['staff'] as const;

/** What a staff write may change: this feature's queries and the staff picker. */
export const STAFF_QUERY_KEYS = [STAFF_KEY, staffOptionsKey];

/** GET staff/list-all (page, limit, search, organizationId, includeChildren, positionId, termState, employment, sortBy, order). */
export const listStaff = (filters: StaffListFilters, signal?: AbortSignal) =>
  api.get<ListPage<StaffItem>>('staff/list-all', {
    query: { ...filters, includeChildren: filters.includeChildren ? true : undefined },
    signal,
  });

export const staffQuery = (filters: StaffListFilters) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'list', filters],
    queryFn: ({ signal }) => listStaff(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (filters: StaffListFilters) => useQuery(staffQuery(filters));
