import type { RegistrationAddResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST su-kien/{id}/dang-ky/them `{ userIds }`: an officer registers people of their scope (the
 * deadline does not bind them; the capacity does: the rest go to the waiting list).
 */
export const addEventRegistrations = ({ eventId, userIds }: { eventId: number; userIds: number[] }) =>
  api.post<RegistrationAddResult>(`su-kien/${eventId}/dang-ky/them`, { userIds });

export const useAddEventRegistrations = () => useWrite('event', addEventRegistrations);
