import type { StaffCreateBody, StaffItem } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { STAFF_QUERY_KEYS } from './list-staff';

/** POST staff/create → the new record. */
export const createStaff = (body: StaffCreateBody) => api.post<StaffItem>('staff/create', body);

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => invalidateKeys(queryClient, STAFF_QUERY_KEYS),
  });
}
