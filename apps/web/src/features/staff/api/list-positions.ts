import { LIMIT_MAX, type PositionItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET position/list-all: every position (a short list), in its order, for the filter and the form. */
export const listPositionOptions = (signal?: AbortSignal) =>
  api.get<{ list: PositionItem[]; count: number }>('position/list-all', {
    query: { page: 1, limit: LIMIT_MAX },
    signal,
  });

// Under the categories key: a position renamed on the positions page shows here too.
export const positionOptionsQuery = () =>
  queryOptions({
    queryKey: ['categories', 'positions', 'options'],
    queryFn: ({ signal }) => listPositionOptions(signal),
    staleTime: 5 * 60_000,
  });

export const usePositionOptions = (enabled = true) => useQuery({ ...positionOptionsQuery(), enabled });
