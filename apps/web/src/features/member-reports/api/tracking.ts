import type {
  ListPage,
  OccurrenceProgressItem,
  TrackingPage,
  TrackingQuery,
  TrackingStats,
} from '@congdoan/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DownloadedFile } from '../../../lib/api-client';
import { ROOT, useWrite } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';
import { useToast } from '../../../lib/use-toast';

/** GET bao-cao-doan-so-theo-ky/tracking/theo-ky: a period's occurrences with their progress. */
export const listOccurrenceProgress = (periodId: number, page: number, signal?: AbortSignal) =>
  api.get<ListPage<OccurrenceProgressItem>>('bao-cao-doan-so-theo-ky/tracking/theo-ky', {
    query: { thoiGianCapNhatDoanSoId: periodId, page, limit: 12 },
    signal,
  });

export const useOccurrenceProgress = (periodId: number | null, page: number) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'occurrences', periodId, page],
    queryFn: ({ signal }) => listOccurrenceProgress(periodId!, page, signal),
    enabled: periodId !== null,
    placeholderData: keepPreviousData,
  });

/** The units of a ward, zone or organisation type (an id, or NO_PLACE: those without one). */
export type TrackingPlace = Partial<Pick<TrackingQuery, 'xaPhuongId' | 'cumKhuCnId' | 'loaiHinh'>>;

/** GET bao-cao-doan-so-theo-ky/tracking/thong-ke: an occurrence's progress (of a place), by ward, zone and type. */
export const getTrackingStats = (occurrenceId: number, place: TrackingPlace, signal?: AbortSignal) =>
  api.get<TrackingStats>('bao-cao-doan-so-theo-ky/tracking/thong-ke', {
    query: { kyBaoCaoId: occurrenceId, ...place },
    signal,
  });

export const useTrackingStats = (occurrenceId: number | null, place: TrackingPlace = {}) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'tracking-stats', occurrenceId, place],
    queryFn: ({ signal }) => getTrackingStats(occurrenceId!, place, signal),
    enabled: occurrenceId !== null,
    placeholderData: keepPreviousData,
  });

export type TrackingFilters = Pick<TrackingQuery, 'trangThaiBaoCao' | 'page' | 'limit'> &
  TrackingPlace & { search?: string };

/** GET bao-cao-doan-so-theo-ky/tracking/trang-thai: one page of an occurrence's units. */
export const listTrackingUnits = (occurrenceId: number, filters: TrackingFilters, signal?: AbortSignal) =>
  api.get<TrackingPage>('bao-cao-doan-so-theo-ky/tracking/trang-thai', {
    query: { kyBaoCaoId: occurrenceId, ...filters },
    signal,
  });

export const useTrackingUnits = (occurrenceId: number | null, filters: TrackingFilters) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'tracking-units', occurrenceId, filters],
    queryFn: ({ signal }) => listTrackingUnits(occurrenceId!, filters, signal),
    enabled: occurrenceId !== null,
    placeholderData: keepPreviousData,
  });

/** POST bao-cao-doan-so-theo-ky/tracking/nhac-nho: the units not reported are told now (once an hour). */
export const remindUnits = (occurrenceId: number) =>
  api.post<{ soDonVi: number; soNguoiNhan: number }>('bao-cao-doan-so-theo-ky/tracking/nhac-nho', {
    kyBaoCaoId: occurrenceId,
  });
export const useRemindUnits = () => useWrite('report', remindUnits);

/** GET bao-cao-doan-so-theo-ky/xuat-excel: an occurrence's figures by unit, ready to print. */
export const exportOccurrence = (occurrenceId: number): Promise<DownloadedFile> =>
  api.download('bao-cao-doan-so-theo-ky/xuat-excel', {
    query: { kyBaoCaoId: occurrenceId },
    fileName: 'BaoCaoDoanSo.xlsx',
  });

/** Downloads an occurrence's workbook, saying so when it fails; `isPending` while it comes. */
export function useExportOccurrence() {
  const toast = useToast();
  return useMutation({
    mutationFn: async (occurrenceId: number) => saveFile(await exportOccurrence(occurrenceId)),
    onError: (err) => toast.failed('Không xuất được báo cáo', err),
  });
}
