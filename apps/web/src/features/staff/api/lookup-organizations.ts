import type { LookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET lookup/organizations?search=: organisations in the caller's scope, for the pickers. */
export const lookupOrganizations = (search: string, signal?: AbortSignal) =>
  api.get<{ list: LookupItem[]; count: number }>('lookup/organizations', {
    query: { search, limit: 50 },
    signal,
  });

export const organizationOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'organizations', search],
    queryFn: ({ signal }) => lookupOrganizations(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** The organisations matching a search, as select options. */
export function useOrganizationOptions(search: string) {
  const query = useQuery(organizationOptionsQuery(search));
  return {
    options: (query.data?.list ?? []).map((o) => ({ value: o.id, label: o.name })),
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
