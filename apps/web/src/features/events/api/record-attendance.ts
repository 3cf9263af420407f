import type { AttendanceResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

export interface AttendanceChange {
  eventId: number;
  userIds: number[];
  /** true: present; false: the mark is taken back. */
  coMat: boolean;
}

/** POST su-kien/{id}/diem-danh `{ userIds, coMat }`: attendance by the list. */
export const recordAttendance = ({ eventId, userIds, coMat }: AttendanceChange) =>
  api.post<AttendanceResult>(`su-kien/${eventId}/diem-danh`, { userIds, coMat });

export const useRecordAttendance = () => useWrite('event', recordAttendance);
