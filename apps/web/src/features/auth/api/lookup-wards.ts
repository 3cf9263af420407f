import type { LookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface LookupList {
  list: LookupItem[];
  count: number;
}

/** GET lookup/wards?search= (public: the register form offers it before sign-in). */
export const getWardOptions = (search: string, signal?: AbortSignal) =>
  api.get<LookupList>('lookup/wards', { query: { search }, auth: false, signal });

export const wardOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'wards', search],
    queryFn: ({ signal }) => getWardOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useWardOptions = (search: string) => useQuery(wardOptionsQuery(search));
