import type { RoleListItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface RoleListParams {
  page: number;
  limit: number;
  search?: string;
}

export interface RoleList {
  list: RoleListItem[];
  count: number;
}

/** Every query of this feature sits under this key: a role mutation invalidates them all. */
export const rolesKey = ['roles'] as const;

/** GET role/list-all (page, limit, search). */
export const listRoles = (params: RoleListParams, signal?: AbortSignal) =>
  api.get<RoleList>('role/list-all', { query: { ...params }, signal });

export const roleListQuery = (params: RoleListParams) =>
  queryOptions({
    queryKey: [...rolesKey, 'list', params],
    queryFn: ({ signal }) => listRoles(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRoleList = (params: RoleListParams) => useQuery(roleListQuery(params));
