import type { RolePermissions } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET role/permissions?roleId=: the grid (groups, subjects, allowed actions) and the codes held. */
export const getRolePermissions = (roleId: number, signal?: AbortSignal) =>
  api.get<RolePermissions>('role/permissions', { query: { roleId }, signal });

export const rolePermissionsQuery = (roleId: number) =>
  queryOptions({
    queryKey: [...ROOT.roles, 'permissions', roleId],
    queryFn: ({ signal }) => getRolePermissions(roleId, signal),
  });

export const useRolePermissions = (roleId: number | null) =>
  useQuery({ ...rolePermissionsQuery(roleId ?? -1), enabled: roleId !== null });
