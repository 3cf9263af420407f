import type { SavedReportBody, SavedReportItem, SavedReportUpdateBody } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { ROOT, useWrite } from '../../../../lib/query-keys';

/** GET analytics/saved: my saved reports and those shared with my roles. */
export const listSavedReports = (signal?: AbortSignal) =>
  api.get<SavedReportItem[]>('analytics/saved', { signal });

export const savedReportsQuery = () =>
  queryOptions({ queryKey: [...ROOT.analytics, 'saved'], queryFn: ({ signal }) => listSavedReports(signal) });

export const useSavedReports = () => useQuery(savedReportsQuery());

/** POST analytics/saved → the saved report. */
export const createSavedReport = (body: SavedReportBody) =>
  api.post<SavedReportItem>('analytics/saved', body);
export const useCreateSavedReport = () => useWrite('savedReport', createSavedReport);

/** PUT analytics/saved/update: the fields given change (a rename sends the name alone). */
export const updateSavedReport = (body: SavedReportUpdateBody) =>
  api.put<SavedReportItem>('analytics/saved/update', body);
export const useUpdateSavedReport = () => useWrite('savedReport', updateSavedReport);

/** DELETE analytics/saved/delete (the author's own only). */
export const deleteSavedReport = (id: number) =>
  api.delete<{ success: true }>('analytics/saved/delete', { query: { id } });
export const useDeleteSavedReport = () => useWrite('savedReport', deleteSavedReport);
