import type { ListPage, LookupItem } from '@congdoan/shared';
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';

/** What the lookup endpoints answer (lookup/wards, lookup/industrial-zones, lookup/organizations). */
export type LookupPage<T = LookupItem> = ListPage<T>;

/** The parameters of a searchable lookup: the search text and how many rows to bring. */
export interface LookupParams {
  search?: string | undefined;
  limit?: number | undefined;
}

/**
 * The query options and hook of one look-up endpoint, `key` its entry in `LOOKUP` (lib/query-keys).
 * A query's key holds the endpoint and every parameter sent, so that two screens asking different
 * things never share a cached answer; a write that renames what a picker shows invalidates `key`
 * (its kind of write lists it in `CHANGED_BY`).
 */
export function lookupEndpoint<K extends QueryKey, P extends object, T>(
  key: K,
  fetcher: (params: P, signal?: AbortSignal) => Promise<T>,
  { staleTime = 5 * 60_000 }: { staleTime?: number } = {},
) {
  const query = (params: P) =>
    queryOptions({
      queryKey: [...key, params] as const,
      queryFn: ({ signal }) => fetcher(params, signal),
      // A new search keeps the previous options on screen until its answer comes.
      placeholderData: keepPreviousData,
      staleTime,
    });
  const use = (params: P, { enabled = true }: { enabled?: boolean } = {}) =>
    useQuery({ ...query(params), enabled });
  return { query, use };
}
