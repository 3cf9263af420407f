import { type ListPage, type WardItem, wardListQuery as wardListSchema } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's search, kind, sort and page as the URL holds them. */
export const wardListFilters = defineListFilters({
  shape: wardListSchema.shape,
  filters: ['search', 'kind', 'sortBy', 'order'],
});
export type WardListParams = FiltersOf<typeof wardListFilters>;

/** GET ward/list-all (page, limit, search, kind, sortBy, order). */
export const listWards = (params: WardListParams, signal?: AbortSignal) =>
  api.get<ListPage<WardItem>>('ward/list-all', { query: { ...params }, signal });

export const wardListQuery = (params: WardListParams) =>
  queryOptions({
    queryKey: [...ROOT.categories, 'wards', params],
    queryFn: ({ signal }) => listWards(params, signal),
    placeholderData: keepPreviousData,
  });

export const useWardList = (params: WardListParams) => useQuery(wardListQuery(params));
