import { type ListPage, type UserListItem, userListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's filters as the URL holds them, read with the API's own query schema. */
export const userListFilters = defineListFilters({
  shape: userListQuery.shape,
  filters: ['search', 'roleId', 'isActive', 'sortBy', 'order'],
});
export type UserListFilters = FiltersOf<typeof userListFilters>;

/** GET user/list-all (page, limit, search, roleId, isActive, sortBy, order). */
export const listUsers = (filters: UserListFilters, signal?: AbortSignal) =>
  api.get<ListPage<UserListItem>>('user/list-all', { query: { ...filters }, signal });

export const usersQuery = (filters: UserListFilters) =>
  queryOptions({
    queryKey: [...ROOT.users, 'list', filters],
    queryFn: ({ signal }) => listUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserListFilters) => useQuery(usersQuery(filters));
