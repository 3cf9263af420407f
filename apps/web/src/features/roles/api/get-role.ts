import type { RoleDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rolesKey } from './list-roles';

/** GET role/detail?roleId=. */
export const getRole = (roleId: number, signal?: AbortSignal) =>
  api.get<RoleDetail>('role/detail', { query: { roleId }, signal });

export const roleDetailQuery = (roleId: number) =>
  queryOptions({
    queryKey: [...rolesKey, 'detail', roleId],
    queryFn: ({ signal }) => getRole(roleId, signal),
  });

export const useRole = (roleId: number | null) =>
  useQuery({ ...roleDetailQuery(roleId ?? -1), enabled: roleId !== null });
