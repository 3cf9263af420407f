import type { ListPage, StaffItem, StaffListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** The page, size and sort of the tab. */
type StaffPaging = Pick<StaffListQuery, 'page' | 'limit' | 'sortBy' | 'order'>;

/** GET staff/list-all?organizationId=: the union staff of this organisation (not of those under it). */
export const listOrganizationStaff = (organizationId: number, paging: StaffPaging, signal?: AbortSignal) =>
  api.get<ListPage<StaffItem>>('staff/list-all', {
    query: { organizationId, ...paging },
    signal,
  });

// Under the organisations key, so that a write to the organisation refreshes the tab as well.
export const organizationStaffQuery = (organizationId: number, paging: StaffPaging) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'staff', organizationId, paging],
    queryFn: ({ signal }) => listOrganizationStaff(organizationId, paging, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganizationStaff = (organizationId: number, paging: StaffPaging) =>
  useQuery(organizationStaffQuery(organizationId, paging));
