import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roleHeld, roles } from './access.js';
import { industrialZones, wards } from './categories.js';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { unionStaff } from './staff.js';

/** Accounts and the roles each holds. */

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    identity: text('identity'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'),
    /** 1 active, 0 locked (spec: isActive). */
    isActive: smallint('is_active').$type<0 | 1>().notNull().default(1),
    /** The role a new session starts in; always one of the user's roles. */
    activeRoleId: integer('active_role_id')
      .notNull()
      .references(() => roles.id),
    /** The union-staff record this account belongs to, if any. */
    staffId: integer('staff_id').references((): AnyPgColumn => unionStaff.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id),
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    searchText: searchText(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_key').on(t.identity),
    uniqueIndex('users_staff_key').on(t.staffId),
    index('users_organization_idx').on(t.organizationId),
    index('users_ward_idx').on(t.xaPhuongId),
    index('users_zone_idx').on(t.cumKhuCnId),
    index('users_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('users_is_active_check', oneOf(t.isActive, [0, 1])),
  ],
);

/** The account a row belongs to, deleted with it (its roles, sessions, notices, registrations). */
export const userOwned = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userOwned(),
    roleId: roleHeld(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
