import type { UserDetail } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { USER_QUERY_KEYS } from './list-users';

/** POST user/active-lock-user: isActive 0 locks (and ends the user's sessions), 1 unlocks. */
export const setUserActive = (userId: number, isActive: 0 | 1) =>
  api.post<UserDetail>('user/active-lock-user', { userId, isActive });

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: number; isActive: 0 | 1 }) =>
      setUserActive(userId, isActive),
    onSuccess: () => invalidateKeys(queryClient, USER_QUERY_KEYS),
  });
}
