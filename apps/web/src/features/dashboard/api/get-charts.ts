import type { ChartsAnswer } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET report/bieu-do: the grassroots unions in scope by zone and by ward. */
export const getCharts = (signal?: AbortSignal) => api.get<ChartsAnswer>('report/bieu-do', { signal });

export const chartsQuery = () =>
  queryOptions({ queryKey: ['dashboard', 'charts'], queryFn: ({ signal }) => getCharts(signal) });

export const useCharts = () => useQuery(chartsQuery());
