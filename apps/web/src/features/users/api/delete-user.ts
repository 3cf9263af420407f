import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_KEY } from './list-users';

/** DELETE user/delete?userId=. */
export const deleteUser = (userId: number) =>
  api.delete<{ success: true }>('user/delete', { query: { userId } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
