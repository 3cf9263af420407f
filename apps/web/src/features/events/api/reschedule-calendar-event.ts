import type { EventItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

export interface EventReschedule {
  id: number;
  /** ISO moments. */
  thoiGianBatDau: string;
  thoiGianKetThuc: string;
}

/** PATCH su-kien/{id} `{ thoiGianBatDau, thoiGianKetThuc }`: an event dragged (or resized) on the calendar. */
export const rescheduleCalendarEvent = ({ id, ...times }: EventReschedule) =>
  api.patch<EventItem>(`su-kien/${id}`, times);

export const useRescheduleCalendarEvent = () => useWrite('event', rescheduleCalendarEvent);
