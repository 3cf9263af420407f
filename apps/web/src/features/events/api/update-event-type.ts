import type { EventTypeItem, EventTypeUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** PATCH loai-su-kien/{id}: the fields given; an emptied description is sent as null (`emptiedAsNull`). */
export const updateEventType = ({ id, body }: { id: number; body: EventTypeUpdateBody }) =>
  api.patch<EventTypeItem>(`loai-su-kien/${id}`, emptiedAsNull(body));

export const useUpdateEventType = () => useWrite('eventType', updateEventType);
