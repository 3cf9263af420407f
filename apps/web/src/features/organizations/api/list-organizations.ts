import type { DynamicFieldSchema, OrganizationItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { OrganizationListFilters } from '../components/organization-filters';
import { ORGANIZATIONS_KEY } from './organizations-key';

export interface OrganizationList {
  list: OrganizationItem[];
  count: number;
  /** The custom fields defined today, in their order: one optional column each. */
  dynamicFieldSchemas: DynamicFieldSchema[];
}

/** GET organization/list-all-organization: page, limit and the filters (cumKhuCnId repeated). */
export const listOrganizations = (filters: OrganizationListFilters, signal?: AbortSignal) =>
  api.get<OrganizationList>('organization/list-all-organization', { query: { ...filters }, signal });

export const organizationsQuery = (filters: OrganizationListFilters) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'list', filters],
    queryFn: ({ signal }) => listOrganizations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganizations = (filters: OrganizationListFilters) => useQuery(organizationsQuery(filters));
