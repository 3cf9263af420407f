import type { GrantableRole } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';

/** GET user/grantable-roles: the roles the signed-in user may give. */
export const listGrantableRoles = (signal?: AbortSignal) =>
  api.get<GrantableRole[]>('user/grantable-roles', { signal });

export const grantableRolesQuery = () =>
  queryOptions({
    queryKey: LOOKUP.grantableRoles,
    queryFn: ({ signal }) => listGrantableRoles(signal),
    staleTime: 5 * 60_000,
  });

export const useGrantableRoles = (enabled = true) => useQuery({ ...grantableRolesQuery(), enabled });
