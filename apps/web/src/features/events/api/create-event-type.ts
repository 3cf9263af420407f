import type { EventTypeCreateBody, EventTypeItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST loai-su-kien → the new type (a name taken, ignoring case and accents: 409 'Tên loại sự kiện đã tồn tại'). */
export const createEventType = (body: EventTypeCreateBody) => api.post<EventTypeItem>('loai-su-kien', body);

export const useCreateEventType = () => useWrite('eventType', createEventType);
