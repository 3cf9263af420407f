import { useAppAbility } from '../lib/ability';
import { type RoleOption, useRoleOptions } from '../lookups/role-list-all';
import { useGrantableRoles } from '../lookups/user-grantable-roles';
import { ListSelect, type SinglePickerProps } from './list-select';

/**
 * The roles a caller can name: every role when they may read roles, else those they may grant
 * (a chair filters users by the roles of their union).
 */
export function useRoleChoices(): { roles: RoleOption[]; isFetching: boolean; isError: boolean } {
  const ability = useAppAbility();
  const all = useRoleOptions(ability.can('read', 'role'));
  const grantable = useGrantableRoles(ability.can('read', 'user'));
  const useAll = (all.data?.length ?? 0) > 0;
  const source = useAll ? all : grantable;
  return {
    roles: (useAll ? all.data : grantable.data) ?? [],
    isFetching: all.isFetching || grantable.isFetching,
    isError: source.isError,
  };
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
