import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET tai-khoan/ma-diem-danh: the signed-in user's attendance code. */
export const getAttendanceCode = (signal?: AbortSignal) =>
  api.get<{ ma: string }>('tai-khoan/ma-diem-danh', { signal });

export const attendanceCodeQuery = () =>
  queryOptions({
    queryKey: ['account', 'attendance-code'],
    queryFn: ({ signal }) => getAttendanceCode(signal),
  });

export const useAttendanceCode = () => useQuery(attendanceCodeQuery());
