import type { UserPickerItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/lookup-select';
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

/** The accounts as select options: the name, then email and role. */
export const userOptions = (users: readonly UserPickerItem[]): LookupOption[] =>
  users.map((u) => ({
    value: u.id,
    label: u.fullName,
    description: [u.email, u.roleName ?? 'Chưa phân quyền'].filter(Boolean).join(' · '),
  }));
