import type { RegistrationSummary } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useEventsWrite } from './registrations-key';

export interface AttendanceResult {
  /** Registrations marked (or unmarked) now; those already so are not counted. */
  soCapNhat: number;
  /** People not registered before, added as registered and present. */
  soThemMoi: number;
  summary: RegistrationSummary;
}

export interface AttendanceChange {
  eventId: number;
  userIds: number[];
  /** true: present; false: the mark is taken back. */
  coMat: boolean;
}

/** POST su-kien/{id}/diem-danh `{ userIds, coMat }`: attendance by the list. */
export const recordAttendance = ({ eventId, userIds, coMat }: AttendanceChange) =>
  api.post<AttendanceResult>(`su-kien/${eventId}/diem-danh`, { userIds, coMat });

export const useRecordAttendance = () => useEventsWrite(recordAttendance);
