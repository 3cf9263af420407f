import type { EventItem, EventUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * PATCH su-kien/{id} `{ trangThai: 'Đang chuẩn bị' }`: a cancellation lifted. Any status but
 * 'Đã hủy' lifts it; the event's status then follows its times again (the one sent is not stored).
 */
export const restoreEvent = (id: number) =>
  api.patch<EventItem>(`su-kien/${id}`, { trangThai: 'Đang chuẩn bị' } satisfies EventUpdateBody);

export const useRestoreEvent = () => useWrite('event', restoreEvent);
