import type { AppAbility } from '@congdoan/shared';
import { useAppAbility } from '../lib/ability';
import { type RoleOption, useRoleOptions } from '../lookups/role-list-all';
import { useGrantableRoles } from '../lookups/user-grantable-roles';
import { ListMultiSelect, ListSelect, type MultiplePickerProps, type SinglePickerProps } from './list-select';

/**
 * Where a caller's role names come from: every role (role/list-all) for those who may read roles,
 * else the roles they may grant (user/grantable-roles: a chair filters users by the roles of their
 * union), else none. Only that one list is asked for, so nobody gets a refusal to read roles.
 */
export function roleListOf(ability: AppAbility): 'all' | 'grantable' | null {
  if (ability.can('read', 'role')) return 'all';
  return ability.can('read', 'user') ? 'grantable' : null;
}

/** The roles a caller can name (see roleListOf). */
export function useRoleChoices(): { roles: RoleOption[]; isFetching: boolean; isError: boolean } {
  const list = roleListOf(useAppAbility());
  const all = useRoleOptions(list === 'all');
  const grantable = useGrantableRoles(list === 'grantable');
  const source = list === 'all' ? all : grantable;
  return { roles: source.data ?? [], isFetching: source.isFetching, isError: source.isError };
}

/** One role, by name. */
export function RoleSelect({ placeholder = 'Chọn vai trò', ...rest }: SinglePickerProps) {
  const { roles, isFetching, isError } = useRoleChoices();
  return (
    <ListSelect
      placeholder={placeholder}
      {...rest}
      options={roles.map((r) => ({ value: r.id, label: r.name }))}
      isFetching={isFetching}
      isError={isError}
    />
  );
}

/** Several roles, by name (the recipients of a notification). */
export function RoleMultiSelect({ placeholder = 'Chọn vai trò', ...rest }: MultiplePickerProps) {
  const { roles, isFetching, isError } = useRoleChoices();
  return (
    <ListMultiSelect
      placeholder={placeholder}
      {...rest}
      options={roles.map((r) => ({ value: r.id, label: r.name }))}
      isFetching={isFetching}
      isError={isError}
    />
  );
}
