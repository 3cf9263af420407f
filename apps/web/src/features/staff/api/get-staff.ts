import type { StaffItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET staff/detail (staffId). */
export const getStaff = (staffId: number, signal?: AbortSignal) =>
  api.get<StaffItem>('staff/detail', { query: { staffId }, signal });

export const staffQuery = (staffId: number) =>
  queryOptions({
    queryKey: [...ROOT.staff, 'detail', staffId],
    queryFn: ({ signal }) => getStaff(staffId, signal),
  });

export const useStaff = (staffId: number | null) =>
  useQuery({ ...staffQuery(staffId ?? 0), enabled: staffId !== null });
