import { type ListPage, type PendingItem, pendingQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The pending list's filters as the URL holds them. */
export const pendingFilters = defineListFilters({
  shape: pendingQuery.shape,
  filters: ['search', 'source', 'kind'],
  pageSize: 20,
});
export type PendingFilters = FiltersOf<typeof pendingFilters>;

/** A pending item with a key of its own: a request and a membership report may share an id. */
export type PendingRow = PendingItem & { itemId: number };

/**
 * GET approval/pending: what the caller may decide, oldest first (requests and the membership
 * reports waiting for them). The list table keys its rows by `id`, so a report's id is made
 * negative; `itemId` keeps the real one.
 */
export const listPending = async (filters: PendingFilters, signal?: AbortSignal) => {
  const page = await api.get<ListPage<PendingItem>>('approval/pending', { query: { ...filters }, signal });
  return {
    ...page,
    list: page.list.map(
      (item): PendingRow => ({
        ...item,
        itemId: item.id,
        id: item.source === 'approval' ? item.id : -item.id,
      }),
    ),
  };
};

export const pendingListQuery = (filters: PendingFilters) =>
  queryOptions({
    queryKey: [...ROOT.approvals, 'pending', filters],
    queryFn: ({ signal }) => listPending(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePendingList = (filters: PendingFilters) => useQuery(pendingListQuery(filters));
