import { DATA_SCOPES, type DataScope, ROLE_ICONS, type RoleIcon } from '@congdoan/shared';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';

/** Roles, the permission catalogue and the grants between them. */

export const permissionGroups = pgTable('permission_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  name: text('name').notNull(),
  groupId: integer('group_id')
    .notNull()
    .references(() => permissionGroups.id),
});

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: text('name').notNull(),
    description: text('description'),
    scope: text('scope').$type<DataScope>().notNull(),
    icon: text('icon').$type<RoleIcon>().notNull().default('UserOutlined'),
    isSystem: boolean('is_system').notNull().default(false),
    /** 1 is the administrators' group (docs/requirements.md, "Roles"): manage all. */
    userGroupId: integer('user_group_id'),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_name_key').on(t.name),
    check('roles_scope_check', oneOf(t.scope, DATA_SCOPES)),
    check('roles_icon_check', oneOf(t.icon, ROLE_ICONS)),
  ],
);

/** A role a row names (a user's, a session's, an event audience's): a role in use is not deleted. */
export const roleHeld = () =>
  integer('role_id')
    .notNull()
    .references(() => roles.id);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);
