import type { LookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET lookup/organizations?search=: the organisations in the caller's scope, by name, for the
 * pickers of users and union staff (the organisation pages use organization/list-all, which also
 * gives code and level).
 */
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
