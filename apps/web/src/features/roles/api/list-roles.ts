import { type ListPage, type RoleListItem, roleListQuery as roleListSchema } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The roles list's search, sort and page as the URL holds them. */
export const roleListFilters = defineListFilters({
  shape: roleListSchema.shape,
  filters: ['search', 'sortBy', 'order'],
});
export type RoleListParams = FiltersOf<typeof roleListFilters>;

/** GET role/list-all (page, limit, search, sortBy, order). */
export const listRoles = (params: RoleListParams, signal?: AbortSignal) =>
  api.get<ListPage<RoleListItem>>('role/list-all', { query: { ...params }, signal });

export const roleListQuery = (params: RoleListParams) =>
  queryOptions({
    queryKey: [...ROOT.roles, 'list', params],
    queryFn: ({ signal }) => listRoles(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRoleList = (params: RoleListParams) => useQuery(roleListQuery(params));
