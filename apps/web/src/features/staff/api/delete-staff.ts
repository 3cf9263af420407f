import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from './list-staff';

/** DELETE staff/delete?staffId=. */
export const deleteStaff = (staffId: number) =>
  api.delete<{ success: true }>('staff/delete', { query: { staffId } });

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
