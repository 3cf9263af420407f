import type { StaffItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from './list-staff';

/** GET staff/detail (staffId). */
export const getStaff = (staffId: number, signal?: AbortSignal) =>
  api.get<StaffItem>('staff/detail', { query: { staffId }, signal });

export const staffQuery = (staffId: number) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'detail', staffId],
    queryFn: ({ signal }) => getStaff(staffId, signal),
  });

export const useStaff = (staffId: number | null) =>
  useQuery({ ...staffQuery(staffId ?? 0), enabled: staffId !== null });
