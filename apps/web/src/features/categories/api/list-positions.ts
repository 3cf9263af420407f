import { type ListPage, type PositionItem, positionListQuery as positionListSchema } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's search, sort and page as the URL holds them. */
export const positionListFilters = defineListFilters({
  shape: positionListSchema.shape,
  filters: ['search', 'sortBy', 'order'],
});
export type PositionListParams = FiltersOf<typeof positionListFilters>;

/** GET position/list-all (page, limit, search, sortBy, order), in the positions' order unless sorted. */
export const listPositions = (params: PositionListParams, signal?: AbortSignal) =>
  api.get<ListPage<PositionItem>>('position/list-all', { query: { ...params }, signal });

export const positionListQuery = (params: PositionListParams) =>
  queryOptions({
    queryKey: [...ROOT.categories, 'positions', params],
    queryFn: ({ signal }) => listPositions(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePositionList = (params: PositionListParams) => useQuery(positionListQuery(params));
