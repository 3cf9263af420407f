import {
  type CategoryItem,
  type CategoryKind,
  categoryItemListQuery as categoryItemListSchema,
  type ListPage,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's search, sort and page as the URL holds them; the kind is the page's path. */
export const categoryItemListFilters = defineListFilters({
  shape: categoryItemListSchema.shape,
  filters: ['search', 'sortBy', 'order'],
});
export type CategoryItemListParams = FiltersOf<typeof categoryItemListFilters>;

/** GET category/list-all?kind=… (page, limit, search, sortBy, order), by order then name unless sorted. */
export const listCategoryItems = (kind: CategoryKind, params: CategoryItemListParams, signal?: AbortSignal) =>
  api.get<ListPage<CategoryItem>>('category/list-all', { query: { ...params, kind }, signal });

export const categoryItemListQuery = (kind: CategoryKind, params: CategoryItemListParams) =>
  queryOptions({
    queryKey: [...ROOT.categories, 'items', kind, params],
    queryFn: ({ signal }) => listCategoryItems(kind, params, signal),
    placeholderData: keepPreviousData,
  });

export const useCategoryItemList = (kind: CategoryKind, params: CategoryItemListParams) =>
  useQuery(categoryItemListQuery(kind, params));
