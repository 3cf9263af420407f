import type { RoleCreateBody, RoleDetail } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ROLE_QUERY_KEYS } from './list-roles';

/** POST role/create. */
export const createRole = (body: RoleCreateBody) => api.post<RoleDetail>('role/create', body);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => invalidateKeys(queryClient, ROLE_QUERY_KEYS),
  });
}
