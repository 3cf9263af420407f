import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { USER_QUERY_KEYS } from './list-users';

/** DELETE user/delete?userId=. */
export const deleteUser = (userId: number) =>
  api.delete<{ success: true }>('user/delete', { query: { userId } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateKeys(queryClient, USER_QUERY_KEYS),
  });
}
