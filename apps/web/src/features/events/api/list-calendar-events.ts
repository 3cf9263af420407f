import type { EventCalendarItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** What the calendar asks for: the visible window (ISO moments) and its filters. */
export interface CalendarFeedParams {
  from: string;
  to: string;
  loaiSuKienId?: number | undefined;
  organizationId?: number | undefined;
}

/**
 * GET su-kien/all?from&to&loaiSuKienId&organizationId: the events the caller may read that meet the
 * window (at most EVENT_CALENDAR_MAX, by start).
 */
export const listCalendarEvents = (params: CalendarFeedParams, signal?: AbortSignal) =>
  api.get<EventCalendarItem[]>('su-kien/all', { query: { ...params }, signal });

export const calendarEventsQuery = (params: CalendarFeedParams) =>
  queryOptions({
    queryKey: [...ROOT.events, 'calendar', params],
    queryFn: ({ signal }) => listCalendarEvents(params, signal),
    // moving to the next month keeps this month's events on screen until the next ones come
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (params: CalendarFeedParams) => useQuery(calendarEventsQuery(params));
