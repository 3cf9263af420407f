import type { CreateUserBody, UpdateUserBody, UserDetail } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { USER_QUERY_KEYS } from './list-users';

/** POST user/create-user → the new user. */
export const createUser = (body: CreateUserBody) => api.post<UserDetail>('user/create-user', body);

/**
 * PUT user/update → the updated user: an emptied field is sent as null (`emptiedAsNull`); the
 * password travels only when a new one is given.
 */
export const updateUser = (body: UpdateUserBody) => api.put<UserDetail>('user/update', emptiedAsNull(body));

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody | UpdateUserBody) =>
      'userId' in body ? updateUser(body) : createUser(body),
    onSuccess: () => invalidateKeys(queryClient, USER_QUERY_KEYS),
  });
}
