import type { StaffEmployment, StaffItem, TermState } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The list's filters and page, as the URL holds them and the API takes them. */
export interface StaffListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  organizationId?: number | undefined;
  /** With organizationId: its subtree too. */
  includeChildren?: boolean | undefined;
  positionId?: number | undefined;
  termState?: TermState | undefined;
  employment?: StaffEmployment | undefined;
}

export interface StaffList {
  list: StaffItem[];
  count: number;
}

/** Every query of this feature starts with this key: a write invalidates them all (lists, detail, history). */
export const STAFF_KEY = ['staff'] as const;

/** GET staff/list-all (page, limit, search, organizationId, includeChildren, positionId, termState, employment). */
export const listStaff = (filters: StaffListFilters, signal?: AbortSignal) =>
  api.get<StaffList>('staff/list-all', {
    query: { ...filters, includeChildren: filters.includeChildren ? true : undefined },
    signal,
  });

export const staffListQuery = (filters: StaffListFilters) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'list', filters],
    queryFn: ({ signal }) => listStaff(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (filters: StaffListFilters) => useQuery(staffListQuery(filters));
