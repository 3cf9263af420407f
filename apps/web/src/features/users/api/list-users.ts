import { type ListPage, type UserListItem, userListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';
import { userOptionsKey } from '../../../lookups/user-list-all-user';

/** The list's filters as the URL holds them, read with the API's own query schema. */
export const userListFilters = defineListFilters({
  shape: userListQuery.shape,
  filters: ['search', 'roleId', 'isActive', 'sortBy', 'order'],
});
export type UserListFilters = FiltersOf<typeof userListFilters>;

/** Every query of this feature starts with this key. */
export const USERS_KEY = ['users'] as const;

/** What a user write may change: this feature's queries and the account picker. */
export const USER_QUERY_KEYS = [USERS_KEY, userOptionsKey];

/** GET user/list-all (page, limit, search, roleId, isActive, sortBy, order). */
export const listUsers = (filters: UserListFilters, signal?: AbortSignal) =>
  api.get<ListPage<UserListItem>>('user/list-all', { query: { ...filters }, signal });

export const usersQuery = (filters: UserListFilters) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', filters],
    queryFn: ({ signal }) => listUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserListFilters) => useQuery(usersQuery(filters));
