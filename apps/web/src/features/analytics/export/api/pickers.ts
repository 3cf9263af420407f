import type { EventItem, ListPage, OccurrenceItem, PeriodItem } from '@congdoan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { ROOT } from '../../../../lib/query-keys';

/** The pickers this page has that no shared picker offers: an occurrence of a period, an event. */

/** GET thoi-gian-cap-nhat-doan-so/all: the active periods. */
export const useExportPeriods = (enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'export', 'periods'],
    queryFn: ({ signal }) => api.get<PeriodItem[]>('thoi-gian-cap-nhat-doan-so/all', { signal }),
    enabled,
  });

/** The stored occurrences of a period this year and last (ky-bao-cao/theo-nam), the latest first. */
export const usePeriodOccurrences = (periodId: number | null) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'export', 'occurrences', periodId],
    queryFn: async ({ signal }) => {
      const year = new Date().getFullYear();
      const years = await Promise.all(
        [year, year - 1].map((nam) =>
          api.get<{ cacKyBaoCao: OccurrenceItem[] }>('thoi-gian-cap-nhat-doan-so/ky-bao-cao/theo-nam', {
            query: { thoiGianCapNhatDoanSoId: periodId, nam },
            signal,
          }),
        ),
      );
      return years
        .flatMap((y) => y.cacKyBaoCao)
        .filter((o) => o.id !== null)
        .sort((a, b) => b.thoiGianBatDau.localeCompare(a.thoiGianBatDau));
    },
    enabled: periodId !== null,
  });

/** GET su-kien?search=: the events the caller may read, 20 at a time. */
export const useEventSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT.events, 'export-picker', search],
    queryFn: ({ signal }) =>
      api.get<ListPage<EventItem>>('su-kien', { query: { search, page: 1, limit: 20 }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
