import type { LoginResult } from '@congdoan/shared';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST auth/switch-role: new tokens and the user with the new role's ability. */
export const switchRole = (roleId: number) => api.post<LoginResult>('auth/switch-role', { roleId });

/**
 * The caller stores the result and navigates in `onSuccess`, in the same tick, so that the
 * guard never sees the new ability on a page the new role may not open.
 */
export const useSwitchRole = (
  options: Pick<UseMutationOptions<LoginResult, Error, number>, 'onSuccess' | 'onError'>,
) => useMutation({ mutationFn: switchRole, ...options });
