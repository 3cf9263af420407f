import { ORGANIZATION_LOOKUP_LIMIT, type OrganizationLookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

export interface OrganizationLookupPage {
  list: OrganizationLookupItem[];
  count: number;
}

/** GET organization/list-all?search=: a short list of the organisations in scope, for pickers. */
export const lookupOrganizations = (search: string, signal?: AbortSignal) =>
  api.get<OrganizationLookupPage>('organization/list-all', {
    query: { search, limit: ORGANIZATION_LOOKUP_LIMIT },
    signal,
  });

export const organizationLookupQuery = (search: string) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'lookup', search],
    queryFn: ({ signal }) => lookupOrganizations(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
