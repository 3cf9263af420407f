import type { LookupItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET lookup/industrial-zones?search=: cụm/khu công nghiệp, for the user form's picker. */
export const getIndustrialZoneOptions = (search: string, signal?: AbortSignal) =>
  api.get<{ list: LookupItem[]; count: number }>('lookup/industrial-zones', {
    query: { search, limit: 50 },
    signal,
  });

export const industrialZoneOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'industrial-zones', search],
    queryFn: ({ signal }) => getIndustrialZoneOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
