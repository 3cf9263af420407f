import type { UserPickerItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET user/list-all-user?search=&isActive=1: accounts in scope, for linking one to a staff record. */
export const listUserOptions = (search: string, signal?: AbortSignal) =>
  api.get<UserPickerItem[]>('user/list-all-user', { query: { search, isActive: 1 }, signal });

export const userOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['users', 'picker', search],
    queryFn: ({ signal }) => listUserOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The accounts matching a search, as select options: the name, then login name and role. */
export function useUserOptions(search: string, enabled = true) {
  const query = useQuery({ ...userOptionsQuery(search), enabled });
  return {
    options: (query.data ?? []).map((u) => ({
      value: u.id,
      label: u.fullName,
      description: [u.email, u.roleName ?? 'Chưa phân quyền'].filter(Boolean).join(' · '),
    })),
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
