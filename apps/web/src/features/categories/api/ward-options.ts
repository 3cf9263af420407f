import { LIMIT_MAX, type LookupItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

/**
 * GET lookup/wards with the largest page: every ward of the province at once (no province has
 * more than 200 since the 2025 merger), so a picker names any chosen ward and filters locally.
 */
export const getWardOptions = (signal?: AbortSignal) =>
  api.get<{ list: LookupItem[]; count: number }>('lookup/wards', { query: { limit: LIMIT_MAX }, signal });

export const wardOptionsQuery = () =>
  queryOptions({
    queryKey: [...categoriesKey, 'ward-options'],
    queryFn: ({ signal }) => getWardOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useWardOptions = () => useQuery(wardOptionsQuery());
