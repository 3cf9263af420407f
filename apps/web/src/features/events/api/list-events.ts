import { type EventItem, eventListQuery, type ListPage } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

type DayParse = { success: true; data: string } | { success: false };

/** 'YYYY-MM-DD' naming a day of the calendar (not 30 February, which a Date would move to March). */
const isDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A day of the date range as the URL keeps it, 'YYYY-MM-DD', when it is one and the list's own rule
 * takes it. The shared rule answers a Date (the moment the day starts in Việt Nam), which would be
 * written back to the URL as a long English text; the day itself goes to the API, which reads it
 * the same way.
 */
const dayParam = (rule: { safeParse(value: unknown): { success: boolean } }) => ({
  safeParse: (value: unknown): DayParse =>
    typeof value === 'string' && isDay(value) && rule.safeParse(value).success
      ? { success: true, data: value }
      : { success: false },
});

/** The list's filters as the URL holds them: search, status, type, organiser and the date range. */
export const eventListFilters = defineListFilters({
  shape: {
    ...eventListQuery.shape,
    tuNgay: dayParam(eventListQuery.shape.tuNgay),
    denNgay: dayParam(eventListQuery.shape.denNgay),
  },
  filters: ['search', 'trangThai', 'loaiSuKienId', 'organizationId', 'tuNgay', 'denNgay'],
});
export type EventListFilters = FiltersOf<typeof eventListFilters>;

/**
 * GET su-kien (page, limit, search, trangThai, loaiSuKienId, organizationId, tuNgay, denNgay): the
 * events the caller may see, newest start first.
 */
export const listEvents = (filters: EventListFilters, signal?: AbortSignal) =>
  api.get<ListPage<EventItem>>('su-kien', { query: { ...filters }, signal });

export const eventsQuery = (filters: EventListFilters) =>
  queryOptions({
    queryKey: [...ROOT.events, 'list', filters],
    queryFn: ({ signal }) => listEvents(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useEventList = (filters: EventListFilters) => useQuery(eventsQuery(filters));
