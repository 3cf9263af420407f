import {
  ADMIN_GROUP_ID,
  DATA_SCOPE_LABELS,
  type DataScope,
  type ROLE_SORT_COLUMNS,
  type RoleDetail,
  type RoleIcon,
  type RoleListItem,
  type RoleListQuery,
} from '@congdoan/shared';
import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName, type SortColumns, sortedBy } from '../../db/query.js';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { AppError } from '../../errors.js';

/**
 * Roles are not data of any ward, zone or organisation: whoever may read roles reads all of
 * them, so no data-scope condition applies here.
 */

// Written out in full: drizzle leaves a single-table select's columns unqualified, and inside
// these subqueries a bare "id" would be the inner table's.
const outerRoleId = sql.raw('"roles"."id"');

/** Users holding the role, as an assigned role or (which implies it) as the active one. */
const userCountOf = sql<number>`(
  select count(*) from ${users} u
  where u.active_role_id = ${outerRoleId}
     or exists (select 1 from ${userRoles} ur where ur.user_id = u.id and ur.role_id = ${outerRoleId}))`.mapWith(
  Number,
);
const permissionCountOf = sql<number>`(
  select count(*) from ${rolePermissions} rp where rp.role_id = ${outerRoleId})`.mapWith(Number);

/** The counts are subqueries: a sort by them is done in SQL like any other column. */
const sortColumns: SortColumns<typeof ROLE_SORT_COLUMNS> = {
  name: byName(roles.name),
  userCount: userCountOf,
  permissionCount: permissionCountOf,
};

const columns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  scope: roles.scope,
  icon: roles.icon,
  isSystem: roles.isSystem,
  userGroupId: roles.userGroupId,
  userCount: userCountOf,
  permissionCount: permissionCountOf,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

interface Row {
  id: number;
  name: string;
  description: string | null;
  scope: DataScope;
  icon: RoleIcon;
  isSystem: boolean;
  userGroupId: number | null;
  userCount: number;
  permissionCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function toItem({ userGroupId, createdAt: _c, updatedAt: _u, ...row }: Row): RoleListItem {
  return {
    ...row,
    roleName: row.name,
    scopeLabel: DATA_SCOPE_LABELS[row.scope],
    isAdmin: userGroupId === ADMIN_GROUP_ID,
  };
}

export async function listRoles(
  db: DbOrTx,
  q: RoleListQuery,
): Promise<{ list: RoleListItem[]; count: number }> {
  const where = searchCondition(roles.searchText, q.search);
  return listPage(
    q,
    db
      .select(columns)
      .from(roles)
      .where(where)
      .orderBy(...sortedBy(sortColumns, q, [asc(roles.id)])),
    db.select({ n: count() }).from(roles).where(where),
    toItem,
  );
}

/** One role; 404 when there is none. */
export async function roleOrFail(db: DbOrTx, roleId: number): Promise<RoleDetail> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, roleId));
  if (!row) throw new AppError('role_not_found');
  return { ...toItem(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** How many users hold the role (the in-use rule of role/delete). */
export async function usersHoldingRole(db: DbOrTx, roleId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(
      or(
        eq(users.activeRoleId, roleId),
        sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${roleId})`,
      ),
    );
  return row?.value ?? 0;
}
