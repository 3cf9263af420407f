import type { PeriodicOccurrence, PeriodicReport } from '@congdoan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import type { DownloadedFile } from '../../../../lib/api-client';
import { ROOT } from '../../../../lib/query-keys';

/**
 * The periodic report's calls. Its keys sit under the membership reports' root: a report filed,
 * approved or rejected changes what it counts, and those writes refresh that root.
 */

export interface PeriodicParams {
  occurrenceId?: number;
  fromOccurrenceId?: number;
}

/** GET analytics/periodic/occurrences: the occurrences begun, newest first. */
export const listPeriodicOccurrences = (signal?: AbortSignal) =>
  api.get<PeriodicOccurrence[]>('analytics/periodic/occurrences', { signal });

export const usePeriodicOccurrences = () =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'periodic', 'occurrences'],
    queryFn: ({ signal }) => listPeriodicOccurrences(signal),
  });

/** GET analytics/periodic: one occurrence (or a range), in the caller's scope. */
export const getPeriodicReport = (params: PeriodicParams, signal?: AbortSignal) =>
  api.get<PeriodicReport>('analytics/periodic', { query: { ...params }, signal });

export const usePeriodicReport = (params: PeriodicParams, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'periodic', params],
    queryFn: ({ signal }) => getPeriodicReport(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET analytics/periodic/export: the page's tables as a workbook. */
export const exportPeriodicReport = (params: PeriodicParams): Promise<DownloadedFile> =>
  api.download('analytics/periodic/export', { query: { ...params }, fileName: 'BaoCaoDinhKy.xlsx' });
