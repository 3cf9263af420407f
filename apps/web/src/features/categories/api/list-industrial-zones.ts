import type { IndustrialZoneItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

export interface IndustrialZoneListParams {
  page: number;
  limit: number;
  search?: string;
  xaPhuongId?: number;
}

export interface IndustrialZoneList {
  list: IndustrialZoneItem[];
  count: number;
}

/** GET industrial-zone/list-all (page, limit, search, xaPhuongId). */
export const listIndustrialZones = (params: IndustrialZoneListParams, signal?: AbortSignal) =>
  api.get<IndustrialZoneList>('industrial-zone/list-all', { query: { ...params }, signal });

export const industrialZoneListQuery = (params: IndustrialZoneListParams) =>
  queryOptions({
    queryKey: [...categoriesKey, 'industrial-zones', params],
    queryFn: ({ signal }) => listIndustrialZones(params, signal),
    placeholderData: keepPreviousData,
  });

export const useIndustrialZoneList = (params: IndustrialZoneListParams) =>
  useQuery(industrialZoneListQuery(params));
