import { eventCalendarQuery, isIsoDate } from '@congdoan/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from '../../../lib/format-date-time';

/**
 * The calendar's state as its URL holds it (view, day shown, type and organiser filters), the window
 * of days a view shows, which the feed is asked for, and the heading of that window. Apart from the
 * page so that a test reads it without a browser.
 */

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Tháng',
  week: 'Tuần',
  day: 'Ngày',
};

/** FullCalendar's name of each view. */
export const FULLCALENDAR_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};

export interface CalendarState {
  view: CalendarView;
  /** The day the view shows (or whose month or week it shows), 'YYYY-MM-DD'. */
  date: string;
  loaiSuKienId?: number | undefined;
  organizationId?: number | undefined;
}

const ISO_DAY = 'YYYY-MM-DD';
const today = () => dayjs().format(ISO_DAY);

const idOf = (schema: typeof eventCalendarQuery.shape.loaiSuKienId, raw: string | null) => {
  const parsed = schema.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/** The URL's state; anything it does not understand is the default (this month, today). */
export function readCalendarState(params: URLSearchParams, now: string = today()): CalendarState {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarView) : 'month',
    date: date && isIsoDate(date) ? date : now,
    loaiSuKienId: idOf(eventCalendarQuery.shape.loaiSuKienId, params.get('loaiSuKienId')),
    organizationId: idOf(eventCalendarQuery.shape.organizationId, params.get('organizationId')),
  };
}

/** The URL of a state: the month view and today are left out, so the plain calendar has a bare URL. */
export function writeCalendarState(state: CalendarState, now: string = today()): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'month') params.set('view', state.view);
  if (state.date !== now) params.set('date', state.date);
  if (state.loaiSuKienId !== undefined) params.set('loaiSuKienId', String(state.loaiSuKienId));
  if (state.organizationId !== undefined) params.set('organizationId', String(state.organizationId));
  return params;
}

/** Monday of the day's week (the week starts on Monday in Việt Nam). */
const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');

/**
 * The days a view shows, [start, end): a month is six weeks from the Monday on or before its first
 * day (FullCalendar's month grid), a week Monday to Sunday, a day itself. Local time.
 */
export function calendarWindow(view: CalendarView, date: string): { start: Dayjs; end: Dayjs } {
  const day = dayjs(date).startOf('day');
  if (view === 'day') return { start: day, end: day.add(1, 'day') };
  if (view === 'week') {
    const start = mondayOf(day);
    return { start, end: start.add(7, 'day') };
  }
  const start = mondayOf(day.startOf('month'));
  return { start, end: start.add(42, 'day') };
}

/** The feed's parameters for a state: the window as ISO moments, and the filters. */
export function calendarFeedParams(state: CalendarState) {
  const { start, end } = calendarWindow(state.view, state.date);
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    loaiSuKienId: state.loaiSuKienId,
    organizationId: state.organizationId,
  };
}

/** The day a step back or forward shows: a month, a week or a day away. */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  return dayjs(date).add(step, unit).format(ISO_DAY);
}

const WEEKDAYS = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** The heading of the window: 'Tháng 11 năm 2026', '16/11/2026 – 22/11/2026', 'Thứ Ba, 17/11/2026'. */
export function calendarTitle(view: CalendarView, date: string): string {
  const day = dayjs(date);
  if (view === 'month') return `Tháng ${day.month() + 1} năm ${day.year()}`;
  if (view === 'day') return `${WEEKDAYS[day.day()]}, ${formatDate(day.format(ISO_DAY))}`;
  const start = mondayOf(day);
  return `${formatDate(start.format(ISO_DAY))} – ${formatDate(start.add(6, 'day').format(ISO_DAY))}`;
}

/** Whether the window holds today (the 'Hôm nay' button has nothing to do then). */
export function showsToday(view: CalendarView, date: string, now: string = today()): boolean {
  const { start, end } = calendarWindow(view, date);
  const day = dayjs(now);
  // a month's grid shows a few days of its neighbours: today is "shown" only in its own month
  if (view === 'month') return day.isSame(dayjs(date), 'month');
  return !day.isBefore(start) && day.isBefore(end);
}
