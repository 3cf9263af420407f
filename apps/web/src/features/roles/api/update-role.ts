import type { RoleDetail, RoleUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { roleHistoryKey } from './get-role-history';
import { ROLE_QUERY_KEYS } from './list-roles';

/** POST role/update (the id travels in the body; an emptied description is sent as null). */
export const updateRole = (body: RoleUpdateBody) => api.post<RoleDetail>('role/update', emptiedAsNull(body));

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: (role) =>
      Promise.all([
        invalidateKeys(queryClient, ROLE_QUERY_KEYS),
        queryClient.invalidateQueries({ queryKey: roleHistoryKey(role.id) }),
      ]),
  });
}
