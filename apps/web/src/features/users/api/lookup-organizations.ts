import type { LookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET lookup/organizations?search=: đơn vị trong phạm vi của người dùng, for the user form's picker. */
export const getOrganizationOptions = (search: string, signal?: AbortSignal) =>
  api.get<{ list: LookupItem[]; count: number }>('lookup/organizations', {
    query: { search, limit: 50 },
    signal,
  });

export const organizationOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'organizations', search],
    queryFn: ({ signal }) => getOrganizationOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
