import type { LoginResult } from '@congdoan/shared';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import type { ApiClient } from '../../../lib/api-client';
import type { SessionStore } from '../../../lib/session-store';

/**
 * POST auth/switch-role: the server spends the stored refresh token and answers a new pair with
 * the user of the new role. The body is read at each attempt: a switch replayed after a refresh
 * sends the refresh token that refresh stored, not the one it spent.
 */
export const switchRoleWith = (
  client: Pick<ApiClient, 'post'>,
  tokens: Pick<SessionStore, 'refreshToken'>,
  roleId: number,
) =>
  client.post<LoginResult>('auth/switch-role', () => ({
    roleId,
    refreshToken: tokens.refreshToken() ?? undefined,
  }));

export const switchRole = (roleId: number) => switchRoleWith(api, session, roleId);

/**
 * The caller stores the result and navigates in `onSuccess`, in the same tick, so that the
 * guard never sees the new ability on a page the new role may not open.
 */
export const useSwitchRole = (
  options: Pick<UseMutationOptions<LoginResult, Error, number>, 'onSuccess' | 'onError'>,
) => useMutation({ mutationFn: switchRole, ...options });
