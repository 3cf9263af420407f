import type { GrantableRole } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_KEY } from './list-users';

/** GET user/grantable-roles: the roles the signed-in user may give (the form's role choices). */
export const listGrantableRoles = (signal?: AbortSignal) =>
  api.get<GrantableRole[]>('user/grantable-roles', { signal });

export const grantableRolesQuery = () =>
  queryOptions({
    queryKey: [...USERS_KEY, 'grantable-roles'],
    queryFn: ({ signal }) => listGrantableRoles(signal),
    staleTime: 5 * 60_000,
  });

export const useGrantableRoles = () => useQuery(grantableRolesQuery());
