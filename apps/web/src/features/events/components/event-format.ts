import type { EventItem, EventStatus } from '@congdoan/shared';
import { formatDateTime } from '../../../lib/format-date-time';

/** An event's time: 'DD/MM/YYYY HH:mm – HH:mm' within one day, else both moments in full. */
export function eventTimeText(row: Pick<EventItem, 'thoiGianBatDau' | 'thoiGianKetThuc'>): string {
  const start = formatDateTime(row.thoiGianBatDau);
  const end = formatDateTime(row.thoiGianKetThuc);
  const [startDay] = start.split(' ');
  const [endDay, endTime] = end.split(' ');
  return startDay === endDay ? `${start} – ${endTime}` : `${start} – ${end}`;
}

/** The same in two lines for a narrow column: the start, then 'đến' its end (the time alone within one day). */
export function eventTimeLines(row: Pick<EventItem, 'thoiGianBatDau' | 'thoiGianKetThuc'>): [string, string] {
  const start = formatDateTime(row.thoiGianBatDau);
  const end = formatDateTime(row.thoiGianKetThuc);
  const [startDay] = start.split(' ');
  const [endDay, endTime] = end.split(' ');
  return [start, `đến ${startDay === endDay ? endTime : end}`];
}

/** Whether an event may still be cancelled: not already, and not over. */
export const cancellable = (status: EventStatus) => status === 'Đang chuẩn bị' || status === 'Đang diễn ra';
