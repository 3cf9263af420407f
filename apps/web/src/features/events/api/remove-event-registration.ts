import { api } from '../../../lib/api';
import { useEventsWrite } from './registrations-key';

/** DELETE su-kien/{id}/dang-ky/{userId}: an officer takes someone off the event (the next waiting moves up). */
export const removeEventRegistration = ({ eventId, userId }: { eventId: number; userId: number }) =>
  api.delete<unknown>(`su-kien/${eventId}/dang-ky/${userId}`);

export const useRemoveEventRegistration = () => useEventsWrite(removeEventRegistration);
