import type { RoleDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET role/detail?roleId=. */
export const getRole = (roleId: number, signal?: AbortSignal) =>
  api.get<RoleDetail>('role/detail', { query: { roleId }, signal });

export const roleDetailQuery = (roleId: number) =>
  queryOptions({
    queryKey: [...ROOT.roles, 'detail', roleId],
    queryFn: ({ signal }) => getRole(roleId, signal),
  });

export const useRole = (roleId: number | null) =>
  useQuery({ ...roleDetailQuery(roleId ?? -1), enabled: roleId !== null });
