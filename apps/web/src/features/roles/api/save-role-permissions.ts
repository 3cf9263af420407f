import type { RolePermissions, RolePermissionsBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roleHistoryKey } from './get-role-history';
import { rolePermissionsQuery } from './get-role-permissions';
import { rolesKey } from './list-roles';

/** PUT role/permissions: the role's whole list of codes. */
export const saveRolePermissions = (body: RolePermissionsBody) =>
  api.put<RolePermissions>('role/permissions', body);

export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    onSuccess: (saved, body) => {
      queryClient.setQueryData(rolePermissionsQuery(body.roleId).queryKey, saved);
      return Promise.all([
        // the permission counts of the role list
        queryClient.invalidateQueries({ queryKey: [...rolesKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: roleHistoryKey(body.roleId) }),
      ]);
    },
  });
}
