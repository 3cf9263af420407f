import {
  type ReportCreateBody,
  type ReportDecisionBody,
  type ReportItem,
  type ReportPrefill,
  type ReportUpdateBody,
  reportListQuery,
} from '@congdoan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT, useWrite } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The reports list's filters as the URL holds them. */
export const reportListFilters = defineListFilters({
  shape: reportListQuery.shape,
  filters: ['search', 'organizationId', 'trangThaiPheDuyet', 'thoiGianCapNhatDoanSoId', 'kyBaoCaoId', 'nam'],
});
export type ReportListFilters = FiltersOf<typeof reportListFilters>;

export interface ReportPage {
  list: ReportItem[];
  count: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** GET bao-cao-doan-so-theo-ky: an organisation's reports and those under it (organizationId required). */
export const listReports = (filters: ReportListFilters & { organizationId: number }, signal?: AbortSignal) =>
  api.get<ReportPage>('bao-cao-doan-so-theo-ky', { query: { ...filters }, signal });

export const useReportList = (filters: ReportListFilters, organizationId: number | null) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'reports', filters, organizationId],
    queryFn: ({ signal }) => listReports({ ...filters, organizationId: organizationId! }, signal),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });

/** GET bao-cao-doan-so-theo-ky/chi-tiet/{id}. */
export const getReport = (id: number, signal?: AbortSignal) =>
  api.get<ReportItem>(`bao-cao-doan-so-theo-ky/chi-tiet/${id}`, { signal });

export const useReport = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'report', id],
    queryFn: ({ signal }) => getReport(id!, signal),
    enabled: id !== null,
  });

/** GET bao-cao-doan-so-theo-ky/du-lieu-goi-y: the figures a new report of a unit starts from. */
export const getPrefill = (organizationId: number | null, signal?: AbortSignal) =>
  api.get<ReportPrefill>('bao-cao-doan-so-theo-ky/du-lieu-goi-y', {
    query: organizationId === null ? {} : { organizationId },
    signal,
  });

export const usePrefill = (organizationId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'prefill', organizationId],
    queryFn: ({ signal }) => getPrefill(organizationId, signal),
    enabled,
  });

/** POST bao-cao-doan-so-theo-ky: filed, waiting for approval. */
export const createReport = (body: ReportCreateBody) => api.post<ReportItem>('bao-cao-doan-so-theo-ky', body);
/** PATCH bao-cao-doan-so-theo-ky/{id}: the changed fields (a rejected report goes back to waiting). */
export const updateReport = ({ id, body }: { id: number; body: ReportUpdateBody }) =>
  api.patch<ReportItem>(`bao-cao-doan-so-theo-ky/${id}`, body);
/** DELETE bao-cao-doan-so-theo-ky/{id}. */
export const deleteReport = (id: number) => api.delete<{ success: true }>(`bao-cao-doan-so-theo-ky/${id}`);
/** PATCH bao-cao-doan-so-theo-ky/{id}/trang-thai: approve, or reject with a reason. */
export const decideReport = ({ id, body }: { id: number; body: ReportDecisionBody }) =>
  api.patch<ReportItem>(`bao-cao-doan-so-theo-ky/${id}/trang-thai`, body);

export const useCreateReport = () => useWrite('report', createReport);
export const useUpdateReport = () => useWrite('report', updateReport);
export const useDeleteReport = () => useWrite('report', deleteReport);
export const useDecideReport = () => useWrite('reportDecision', decideReport);
