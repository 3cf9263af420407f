import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE su-kien/{id}/dang-ky/{userId}: an officer takes someone off the event (the next waiting moves up). */
export const removeEventRegistration = ({ eventId, userId }: { eventId: number; userId: number }) =>
  api.delete<unknown>(`su-kien/${eventId}/dang-ky/${userId}`);

export const useRemoveEventRegistration = () => useWrite('event', removeEventRegistration);
