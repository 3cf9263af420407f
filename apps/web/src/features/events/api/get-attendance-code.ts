import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET tai-khoan/ma-diem-danh: the signed-in user's attendance code. */
export const getAttendanceCode = (signal?: AbortSignal) =>
  api.get<{ ma: string }>('tai-khoan/ma-diem-danh', { signal });

export const attendanceCodeQuery = () =>
  queryOptions({
    queryKey: [...ROOT.account, 'attendance-code'],
    queryFn: ({ signal }) => getAttendanceCode(signal),
  });

export const useAttendanceCode = () => useQuery(attendanceCodeQuery());
