import { isIsoDate, type RegistrationListPage, registrationsQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';
import { REGISTRATIONS_KEY } from './registrations-key';

/**
 * A day of the range filter as the URL and the date field hold it ('YYYY-MM-DD'): the API's own
 * schema reads the day as a moment, which the URL must not hold.
 */
const day = {
  safeParse: (value: unknown): { success: true; data: string } | { success: false } =>
    typeof value === 'string' && isIsoDate(value) ? { success: true, data: value } : { success: false },
};

/**
 * The list's filters as the URL holds them, read with the API's query schema: search, event,
 * status, attendance, organiser and the range of days.
 */
export const registrationListFilters = defineListFilters({
  shape: { ...registrationsQuery.shape, tuNgay: day, denNgay: day },
  filters: ['search', 'suKienId', 'trangThai', 'diemDanh', 'organizationId', 'tuNgay', 'denNgay'],
});
export type RegistrationListFilters = FiltersOf<typeof registrationListFilters>;

/** GET dang-ky-su-kien: the registrations of the events the caller manages, and their own. */
export const listRegistrations = (filters: RegistrationListFilters, signal?: AbortSignal) =>
  api.get<RegistrationListPage>('dang-ky-su-kien', {
    // a day as it is: the API reads `denNgay` as the end of that day (Việt Nam time)
    query: { ...filters },
    signal,
  });

export const registrationsListQuery = (filters: RegistrationListFilters) =>
  queryOptions({
    queryKey: [...REGISTRATIONS_KEY, 'list', filters],
    queryFn: ({ signal }) => listRegistrations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useRegistrations = (filters: RegistrationListFilters) =>
  useQuery(registrationsListQuery(filters));
