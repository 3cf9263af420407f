import type { UserListItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface UserListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  roleId?: number | undefined;
  isActive?: number | undefined;
}

export interface UserList {
  list: UserListItem[];
  count: number;
}

/** Every query of this feature starts with this key: a write invalidates them all. */
export const USERS_KEY = ['users'] as const;

/** GET user/list-all (page, limit, search, roleId, isActive). */
export const listUsers = (filters: UserListFilters, signal?: AbortSignal) =>
  api.get<UserList>('user/list-all', { query: { ...filters }, signal });

export const usersQuery = (filters: UserListFilters) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', filters],
    queryFn: ({ signal }) => listUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserListFilters) => useQuery(usersQuery(filters));
