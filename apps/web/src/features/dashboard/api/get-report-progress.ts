import type { ReportProgressAnswer } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET dashboard/report-progress: each active period's open occurrence and its units' standing. */
export const getReportProgress = (signal?: AbortSignal) =>
  api.get<ReportProgressAnswer>('dashboard/report-progress', { signal });

export const reportProgressQuery = () =>
  queryOptions({
    queryKey: [...ROOT.dashboard, 'report-progress'],
    queryFn: ({ signal }) => getReportProgress(signal),
  });

export const useReportProgress = (enabled: boolean) => useQuery({ ...reportProgressQuery(), enabled });
