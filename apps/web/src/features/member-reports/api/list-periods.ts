import { type ListPage, type PeriodItem, periodListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The periods list's filters as the URL holds them: the search and the kind. */
export const periodListFilters = defineListFilters({
  shape: periodListQuery.shape,
  filters: ['search', 'loaiKy'],
});
export type PeriodListFilters = FiltersOf<typeof periodListFilters>;

/** GET thoi-gian-cap-nhat-doan-so/list: newest first, each with its current occurrence. */
export const listPeriods = (filters: PeriodListFilters, signal?: AbortSignal) =>
  api.get<ListPage<PeriodItem>>('thoi-gian-cap-nhat-doan-so/list', { query: { ...filters }, signal });

export const usePeriodList = (filters: PeriodListFilters) =>
  useQuery(
    queryOptions({
      queryKey: [...ROOT.memberReports, 'periods', filters],
      queryFn: ({ signal }) => listPeriods(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
