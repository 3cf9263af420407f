import type { StaffItem, StaffUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from './list-staff';

/** PUT staff/update → the updated record (userId left out keeps the linked account). */
export const updateStaff = (body: StaffUpdateBody) => api.put<StaffItem>('staff/update', body);

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
