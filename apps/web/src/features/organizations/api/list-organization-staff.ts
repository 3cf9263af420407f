import type { StaffItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

export const ORGANIZATION_STAFF_PAGE_SIZE = 10;

/** GET staff/list-all?organizationId=: the union staff of this organisation (not of those under it). */
export const listOrganizationStaff = (organizationId: number, page: number, signal?: AbortSignal) =>
  api.get<{ list: StaffItem[]; count: number }>('staff/list-all', {
    query: { organizationId, page, limit: ORGANIZATION_STAFF_PAGE_SIZE },
    signal,
  });

// Under the organisations key, so that a write to the organisation refreshes the tab as well.
export const organizationStaffQuery = (organizationId: number, page: number) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'staff', organizationId, page],
    queryFn: ({ signal }) => listOrganizationStaff(organizationId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganizationStaff = (organizationId: number, page: number) =>
  useQuery(organizationStaffQuery(organizationId, page));
