import type { OverviewAnswer } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET report/thong-ke-tong-quan: the figure cards, this month against last, in the caller's scope. */
export const getOverview = (signal?: AbortSignal) =>
  api.get<OverviewAnswer>('report/thong-ke-tong-quan', { signal });

export const overviewQuery = () =>
  queryOptions({ queryKey: [...ROOT.dashboard, 'overview'], queryFn: ({ signal }) => getOverview(signal) });

export const useOverview = () => useQuery(overviewQuery());
