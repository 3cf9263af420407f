import {
  type IndustrialZoneItem,
  industrialZoneListQuery as industrialZoneListSchema,
  type ListPage,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's search, ward, sort and page as the URL holds them. */
export const industrialZoneListFilters = defineListFilters({
  shape: industrialZoneListSchema.shape,
  filters: ['search', 'xaPhuongId', 'sortBy', 'order'],
});
export type IndustrialZoneListParams = FiltersOf<typeof industrialZoneListFilters>;

/** GET industrial-zone/list-all (page, limit, search, xaPhuongId, sortBy, order). */
export const listIndustrialZones = (params: IndustrialZoneListParams, signal?: AbortSignal) =>
  api.get<ListPage<IndustrialZoneItem>>('industrial-zone/list-all', { query: { ...params }, signal });

export const industrialZoneListQuery = (params: IndustrialZoneListParams) =>
  queryOptions({
    queryKey: [...ROOT.categories, 'industrial-zones', params],
    queryFn: ({ signal }) => listIndustrialZones(params, signal),
    placeholderData: keepPreviousData,
  });

export const useIndustrialZoneList = (params: IndustrialZoneListParams) =>
  useQuery(industrialZoneListQuery(params));
