import { type ZaloAccountPage, zaloAccountListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/**
 * The list's filters as the URL holds them, read with the API's own query schema (spec §2: search,
 * follows, active, linked; each all / yes / no). The API also reads `isLinked`, the deployed
 * system's name of the same filter; this screen writes the spec's `isLinkedToWeb`.
 */
export const zaloAccountListFilters = defineListFilters({
  shape: zaloAccountListQuery.shape,
  filters: ['search', 'isFollowingOa', 'isActive', 'isLinkedToWeb'],
});
export type ZaloAccountListFilters = FiltersOf<typeof zaloAccountListFilters>;

/** GET zalo-accounts: one page, and in `summary` the counts over every account the caller sees. */
export const listZaloAccounts = (filters: ZaloAccountListFilters, signal?: AbortSignal) =>
  api.get<ZaloAccountPage>('zalo-accounts', { query: { ...filters }, signal });

export const zaloAccountsQuery = (filters: ZaloAccountListFilters) =>
  queryOptions({
    queryKey: [...ROOT.zalo, 'list', filters],
    queryFn: ({ signal }) => listZaloAccounts(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useZaloAccounts = (filters: ZaloAccountListFilters) => useQuery(zaloAccountsQuery(filters));
