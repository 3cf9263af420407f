import type { SessionUser, UpdateProfileBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import { meQuery } from './get-me';

/** PUT auth/profile → the updated user, which replaces the stored one. */
export const updateProfile = (body: UpdateProfileBody) => api.put<SessionUser>('auth/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      session.setUser(user);
      queryClient.setQueryData(meQuery().queryKey, user);
    },
  });
}
