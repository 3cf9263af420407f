import type { UserPickerItem } from '@congdoan/shared';
import { userOptionsQuery } from '../lookups/user-list-all-user';
import type { MultiplePickerProps } from './list-select';
import {
  LookupMultiSelect,
  type LookupOption,
  LookupSelect,
  type SearchedPickerProps,
} from './lookup-select';

/** The accounts as options: the name, then e-mail and role. */
const userOptions = (users: readonly UserPickerItem[]): LookupOption[] =>
  users.map((u) => ({
    value: u.id,
    label: u.fullName,
    description: [u.email, u.roleName ?? 'Chưa phân quyền'].filter(Boolean).join(' · '),
  }));

const activeUsers = (search: string) => userOptionsQuery({ search, isActive: 1 });

/** An active account in the caller's scope, searched on the server (to link it to a record). */
export function UserSelect(props: SearchedPickerProps) {
  return <LookupSelect {...props} query={activeUsers} toOptions={userOptions} />;
}

/** Several active accounts of the caller's scope (the recipients of a notification). */
export function UserMultiSelect(props: MultiplePickerProps) {
  return <LookupMultiSelect {...props} query={activeUsers} toOptions={userOptions} />;
}
