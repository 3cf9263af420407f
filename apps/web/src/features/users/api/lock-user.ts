import type { UserDetail } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_KEY } from './list-users';

/** POST user/active-lock-user: isActive 0 locks (and ends the user's sessions), 1 unlocks. */
export const setUserActive = (userId: number, isActive: 0 | 1) =>
  api.post<UserDetail>('user/active-lock-user', { userId, isActive });

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: number; isActive: 0 | 1 }) =>
      setUserActive(userId, isActive),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
