import type { LookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET lookup/wards?search=: xã/phường, for the user form's picker. */
export const getWardOptions = (search: string, signal?: AbortSignal) =>
  api.get<{ list: LookupItem[]; count: number }>('lookup/wards', { query: { search, limit: 50 }, signal });

export const wardOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'wards', search],
    queryFn: ({ signal }) => getWardOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
