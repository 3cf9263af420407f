import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { STAFF_QUERY_KEYS } from './list-staff';

/** DELETE staff/delete?staffId=. */
export const deleteStaff = (staffId: number) =>
  api.delete<{ success: true }>('staff/delete', { query: { staffId } });

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => invalidateKeys(queryClient, STAFF_QUERY_KEYS),
  });
}
