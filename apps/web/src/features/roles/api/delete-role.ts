import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ROLE_QUERY_KEYS } from './list-roles';

/** POST role/delete?roleId=. */
export const deleteRole = (roleId: number) =>
  api.post<{ success: true }>('role/delete', undefined, { query: { roleId } });

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => invalidateKeys(queryClient, ROLE_QUERY_KEYS),
  });
}
