import type { CreateUserBody, UpdateUserBody, UserDetail } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** POST user/create-user → the new user. */
export const createUser = (body: CreateUserBody) => api.post<UserDetail>('user/create-user', body);

/**
 * PUT user/update → the updated user: an emptied field is sent as null (`emptiedAsNull`); the
 * password travels only when a new one is given.
 */
export const updateUser = (body: UpdateUserBody) => api.put<UserDetail>('user/update', emptiedAsNull(body));

export const useSaveUser = () =>
  useWrite('user', (body: CreateUserBody | UpdateUserBody) =>
    'userId' in body ? updateUser(body) : createUser(body),
  );
