import type { DashboardSummary } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET dashboard/summary: figures within the caller's data scope. */
export const getDashboardSummary = (signal?: AbortSignal) =>
  api.get<DashboardSummary>('dashboard/summary', { signal });

export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: [...ROOT.dashboard, 'summary'],
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQuery());
