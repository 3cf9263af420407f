import type { RolePermissions, RolePermissionsBody } from '@congdoan/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { LOOKUP, ROOT } from '../../../lib/query-keys';
import { roleHistoryKey } from './get-role-history';
import { rolePermissionsQuery } from './get-role-permissions';

/** PUT role/permissions: the role's whole list of codes. */
export const saveRolePermissions = (body: RolePermissionsBody) =>
  api.put<RolePermissions>('role/permissions', body);

/**
 * What a saved grid changes: the role's grid, the permission counts of the role list, the role's
 * history, and the roles a caller may grant (no stronger than the caller's own rights).
 */
export function permissionsSaved(queryClient: QueryClient, saved: RolePermissions, roleId: number) {
  queryClient.setQueryData(rolePermissionsQuery(roleId).queryKey, saved);
  return invalidateKeys(queryClient, [
    [...ROOT.roles, 'list'],
    roleHistoryKey(roleId),
    LOOKUP.grantableRoles,
  ]);
}

export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    onSuccess: (saved, body) => permissionsSaved(queryClient, saved, body.roleId),
  });
}
