import type { ZaloCreateUserBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST zalo-accounts/create-user: a new user made from a follower and linked to it, in one write. */
export const createUserFromZalo = (body: ZaloCreateUserBody) =>
  api.post<unknown>('zalo-accounts/create-user', body);

export const useCreateUserFromZalo = () => useWrite('zalo', createUserFromZalo);
