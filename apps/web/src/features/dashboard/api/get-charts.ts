import type { ChartsAnswer } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET report/bieu-do: the grassroots unions in scope by zone and by ward. */
export const getCharts = (signal?: AbortSignal) => api.get<ChartsAnswer>('report/bieu-do', { signal });

export const chartsQuery = () =>
  queryOptions({ queryKey: [...ROOT.dashboard, 'charts'], queryFn: ({ signal }) => getCharts(signal) });

export const useCharts = () => useQuery(chartsQuery());
