import { type StaffItem, staffListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';
import { staffOptionsKey } from '../../../lookups/staff-list-all';

/** The list's filters as the URL holds them, read with the API's own query schema (20 a page). */
export const staffListFilters = defineListFilters({
  shape: staffListQuery.shape,
  filters: ['search', 'organizationId', 'includeChildren', 'positionId', 'termState', 'employment'],
  // The subtree means nothing without an organisation.
  normalize: (filters) =>
    filters.organizationId === undefined ? { ...filters, includeChildren: undefined } : filters,
});
export type StaffListFilters = FiltersOf<typeof staffListFilters>;

export interface StaffList {
  list: StaffItem[];
  count: number;
}

/** Every query of this feature starts with this key (lists, detail, history). */
export const STAFF_KEY = ['staff'] as const;

/** What a staff write may change: this feature's queries and the staff picker. */
export const STAFF_QUERY_KEYS = [STAFF_KEY, staffOptionsKey];

/** GET staff/list-all (page, limit, search, organizationId, includeChildren, positionId, termState, employment). */
export const listStaff = (filters: StaffListFilters, signal?: AbortSignal) =>
  api.get<StaffList>('staff/list-all', {
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
