import type { AnalyticsOverview, OverviewBlock } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import type { DownloadedFile } from '../../../../lib/api-client';
import { ROOT } from '../../../../lib/query-keys';

/** GET analytics/overview: the caller's scope at a glance today. */
export const getOverview = (signal?: AbortSignal) =>
  api.get<AnalyticsOverview>('analytics/overview', { signal });

export const overviewQuery = () =>
  queryOptions({ queryKey: [...ROOT.analytics, 'overview'], queryFn: ({ signal }) => getOverview(signal) });

export const useStatisticsOverview = () => useQuery(overviewQuery());

/** GET analytics/overview/export: one block's table as a workbook. */
export const exportOverviewBlock = (block: OverviewBlock): Promise<DownloadedFile> =>
  api.download('analytics/overview/export', { query: { block }, fileName: `ThongKeTongQuan_${block}.xlsx` });
