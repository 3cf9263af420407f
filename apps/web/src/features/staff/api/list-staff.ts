import { type ListPage, type StaffItem, staffListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf, UNION_LIST_PAGE_SIZE } from '../../../lib/url-filters';

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

/** GET staff/list-all (page, limit, search, organizationId, includeChildren, positionId, termState, employment, sortBy, order). */
export const listStaff = (filters: StaffListFilters, signal?: AbortSignal) =>
  api.get<ListPage<StaffItem>>('staff/list-all', {
    query: { ...filters, includeChildren: filters.includeChildren ? true : undefined },
    signal,
  });

export const staffQuery = (filters: StaffListFilters) =>
  queryOptions({
    queryKey: [...ROOT.staff, 'list', filters],
    queryFn: ({ signal }) => listStaff(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (filters: StaffListFilters) => useQuery(staffQuery(filters));
