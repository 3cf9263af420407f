import type { EventCancelBody, EventItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST su-kien/{id}/huy: the event is cancelled; with `thongBao` a 'Hủy sự kiện' notice goes to
 * those already told of it (and by Zalo with `guiZalo`).
 */
export const cancelEvent = ({ id, body }: { id: number; body: EventCancelBody }) =>
  api.post<EventItem>(`su-kien/${id}/huy`, body);

export const useCancelEvent = () => useWrite('event', cancelEvent);
