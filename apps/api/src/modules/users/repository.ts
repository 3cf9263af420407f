import {
  type GrantableRole,
  USER_PICKER_MAX,
  type USER_SORT_COLUMNS,
  type UserDetail,
  type UserListItem,
  type UserListQuery,
  type UserPickerItem,
  type UserPickerQuery,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, exists, type SQL } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName, type SortColumns, sortedBy } from '../../db/query.js';
import {
  industrialZones,
  organizations,
  roles,
  unionStaff,
  userRoles,
  users,
  wards,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { assertRoleGrantable } from '../../domain/grants.js';
import { userScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { accountColumns, withAccountPlaces } from '../../sessions/session-user.js';

const listColumns = {
  ...accountColumns,
  isActive: users.isActive,
  roleId: users.activeRoleId,
  roleName: roles.name,
  organizationName: organizations.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

const sortColumns: SortColumns<typeof USER_SORT_COLUMNS> = {
  fullName: byName(users.fullName),
  username: byName(users.username),
  email: byName(users.email),
  roleName: byName(roles.name),
  organizationName: byName(organizations.name),
  isActive: users.isActive,
  createdAt: users.createdAt,
};

const toItem = <T extends { lastLoginAt: Date | null; createdAt: Date }>(row: T) => ({
  ...row,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listUsers(
  db: DbOrTx,
  actor: Actor,
  q: UserListQuery,
): Promise<{ list: UserListItem[]; count: number }> {
  const conditions: (SQL | undefined)[] = [
    userScope(actor),
    searchCondition(users.searchText, q.search),
    q.isActive === undefined ? undefined : eq(users.isActive, q.isActive),
    q.roleId === undefined
      ? undefined
      : exists(
          db
            .select({ one: userRoles.userId })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, q.roleId))),
        ),
  ];
  const where = and(...conditions);
  return listPage(
    q,
    db
      .select(listColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.activeRoleId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(...sortedBy(sortColumns, q, [desc(users.createdAt), desc(users.id)])),
    db.select({ n: count() }).from(users).where(where),
    toItem,
  );
}

/** One user in the caller's scope, or null (out of scope reads as not found). */
async function findUser(db: DbOrTx, actor: Actor, userId: number): Promise<UserDetail | null> {
  const [row] = await withAccountPlaces(
    db
      .select({
        ...listColumns,
        staffID: users.staffId,
        staffName: unionStaff.fullName,
        avatar: users.avatar,
        xaPhuongName: wards.name,
        cumKhuCnName: industrialZones.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.activeRoleId))
      .$dynamic(),
  )
    .leftJoin(unionStaff, eq(unionStaff.id, users.staffId))
    .where(and(eq(users.id, userId), userScope(actor)));
  if (!row) return null;
  const listRoles = await db
    .select({ id: roles.id, label: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  return { ...toItem(row), listRoles };
}

/**
 * One user in the caller's scope, or user_not_found. After a write too: a write moves a user only to
 * a place the caller's scope allows, so this is not expected there, and not found never leaks.
 */
export async function userOrFail(db: DbOrTx, actor: Actor, userId: number): Promise<UserDetail> {
  const user = await findUser(db, actor, userId);
  if (!user) throw new AppError('user_not_found');
  return user;
}

/** Every user in the caller's scope, for pickers: no paging, capped at USER_PICKER_MAX. */
export async function listPickerUsers(
  db: DbOrTx,
  actor: Actor,
  q: UserPickerQuery,
): Promise<UserPickerItem[]> {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.activeRoleId))
    .where(
      and(
        userScope(actor),
        searchCondition(users.searchText, q.search),
        q.isActive === undefined ? undefined : eq(users.isActive, q.isActive),
      ),
    )
    .orderBy(byName(users.fullName), asc(users.id))
    .limit(USER_PICKER_MAX);
}

/** The roles the caller may grant (src/domain/grants.ts decides), by id. */
export async function grantableRoles(db: DbOrTx, actor: Actor): Promise<GrantableRole[]> {
  const all = await db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
  const allowed: GrantableRole[] = [];
  for (const role of all) {
    try {
      await assertRoleGrantable(db, actor, role.id);
      allowed.push(role);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return allowed;
}
