import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { LookupList } from './lookup-wards';

/** GET lookup/industrial-zones?search= (public: the register form offers it before sign-in). */
export const getIndustrialZoneOptions = (search: string, signal?: AbortSignal) =>
  api.get<LookupList>('lookup/industrial-zones', { query: { search }, auth: false, signal });

export const industrialZoneOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['lookup', 'industrial-zones', search],
    queryFn: ({ signal }) => getIndustrialZoneOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useIndustrialZoneOptions = (search: string) => useQuery(industrialZoneOptionsQuery(search));
