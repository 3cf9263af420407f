import type { PositionItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

export interface PositionListParams {
  page: number;
  limit: number;
  search?: string;
}

export interface PositionList {
  list: PositionItem[];
  count: number;
}

/** GET position/list-all (page, limit, search), in the positions' order. */
export const listPositions = (params: PositionListParams, signal?: AbortSignal) =>
  api.get<PositionList>('position/list-all', { query: { ...params }, signal });

export const positionListQuery = (params: PositionListParams) =>
  queryOptions({
    queryKey: [...categoriesKey, 'positions', params],
    queryFn: ({ signal }) => listPositions(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePositionList = (params: PositionListParams) => useQuery(positionListQuery(params));
