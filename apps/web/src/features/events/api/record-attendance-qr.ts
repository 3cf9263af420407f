import type { RegistrationItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST su-kien/{id}/diem-danh/qr `{ ma }`: the code a member shows from their profile (scanned by
 * the camera, a USB scanner or typed); answers the registration of who was marked.
 */
export const recordAttendanceByCode = ({ eventId, ma }: { eventId: number; ma: string }) =>
  api.post<RegistrationItem>(`su-kien/${eventId}/diem-danh/qr`, { ma });

export const useRecordAttendanceByCode = () => useWrite('event', recordAttendanceByCode);
