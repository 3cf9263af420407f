import { EVENT_TYPE_DEFAULT_COLOR, type EventCalendarItem } from '@congdoan/shared';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import type { EventReschedule } from '../api/reschedule-calendar-event';

/**
 * What the calendar draws of the feed, and what a drag or a resize does: pure functions over
 * FullCalendar's shapes, so that a test checks them without a browser.
 */

/** A cancelled event: grey, its name struck through (events-calendar.css) and said in words. */
export const CANCELLED_COLOR = '#bfbfbf';
export const CANCELLED_CLASS = 'event-cancelled';
const CANCELLED = 'Đã hủy';

/** One event as FullCalendar takes it. */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end: string;
  url: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  /** Dragged and resized only when the caller may change it. */
  editable: boolean;
  extendedProps: { item: EventCalendarItem };
}

const channel = (hex: string, at: number) => {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/**
 * Black or white, whichever reads better on the colour (WCAG contrast): a type's colour is chosen
 * freely, and white text on a yellow would not be read.
 */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#ffffff';
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** The feed as the calendar's events: coloured by type, cancelled ones greyed, each opening its page. */
export function toCalendarEvents(
  items: readonly EventCalendarItem[],
  { mayUpdate }: { mayUpdate: boolean },
): CalendarEventInput[] {
  return items.map((item) => {
    const cancelled = item.trangThai === CANCELLED;
    const color = cancelled ? CANCELLED_COLOR : (item.loaiSuKien?.mauSac ?? EVENT_TYPE_DEFAULT_COLOR);
    return {
      id: String(item.id),
      title: cancelled ? `${item.tenSuKien} (${CANCELLED})` : item.tenSuKien,
      start: item.thoiGianBatDau,
      end: item.thoiGianKetThuc,
      url: paths.events.detail.getHref(item.id),
      backgroundColor: color,
      borderColor: color,
      textColor: readableTextOn(color),
      classNames: cancelled ? [CANCELLED_CLASS] : [],
      editable: mayUpdate && item.coTheQuanLy && !cancelled,
      extendedProps: { item },
    };
  });
}

/** The hover text of an event: its name, times, place, type and status. */
export function eventTooltip(item: EventCalendarItem): string {
  return [
    item.tenSuKien,
    `${formatDateTime(item.thoiGianBatDau)} – ${formatDateTime(item.thoiGianKetThuc)}`,
    item.diaDiem && `Địa điểm: ${item.diaDiem}`,
    item.loaiSuKien && `Loại: ${item.loaiSuKien.ten}`,
    `Trạng thái: ${item.trangThai}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What FullCalendar hands a drop or a resize (EventDropArg, EventResizeDoneArg), as far as it is read. */
export interface MovedEvent {
  event: { id: string; title: string; start: Date | null; end: Date | null };
  oldEvent: { start: Date | null; end: Date | null };
  revert: () => void;
}

export interface RescheduleDeps {
  /** Asks the user; false leaves the event where it was. */
  confirm: (title: string, start: Date, end: Date) => Promise<boolean>;
  save: (change: EventReschedule) => Promise<unknown>;
  saved: (title: string) => void;
  /** The server's refusal ('Thời gian kết thúc phải sau…', no right, out of scope…). */
  failed: (error: unknown) => void;
}

/**
 * A drop or resize: asked, then saved with the new times; a refusal (by the user or the server)
 * puts the event back where it was, and the server's message is shown.
 */
export function createReschedule({ confirm, save, saved, failed }: RescheduleDeps) {
  return async ({ event, oldEvent, revert }: MovedEvent) => {
    const start = event.start;
    // an event moved without its end (FullCalendar drops it when the end was the default) keeps its length
    const end =
      event.end ??
      (start && oldEvent.start && oldEvent.end
        ? new Date(start.getTime() + (oldEvent.end.getTime() - oldEvent.start.getTime()))
        : null);
    if (!start || !end) {
      revert();
      return;
    }
    const title = event.title;
    if (!(await confirm(title, start, end))) {
      revert();
      return;
    }
    try {
      await save({
        id: Number(event.id),
        thoiGianBatDau: start.toISOString(),
        thoiGianKetThuc: end.toISOString(),
      });
      saved(title);
    } catch (error) {
      revert();
      failed(error);
    }
  };
}
