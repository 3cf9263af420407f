import type { WardItem, WardKind } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

export interface WardListParams {
  page: number;
  limit: number;
  search?: string;
  kind?: WardKind;
}

export interface WardList {
  list: WardItem[];
  count: number;
}

/** GET ward/list-all (page, limit, search, kind). */
export const listWards = (params: WardListParams, signal?: AbortSignal) =>
  api.get<WardList>('ward/list-all', { query: { ...params }, signal });

export const wardListQuery = (params: WardListParams) =>
  queryOptions({
    queryKey: [...categoriesKey, 'wards', params],
    queryFn: ({ signal }) => listWards(params, signal),
    placeholderData: keepPreviousData,
  });

export const useWardList = (params: WardListParams) => useQuery(wardListQuery(params));
