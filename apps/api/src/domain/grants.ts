import { type Action, ADMIN_GROUP_ID, type DataScope, type Subject } from '@congdoan/shared';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../actor.js';
import type { DbOrTx } from '../db/client.js';
import { roles } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { roleCodes } from '../sessions/role-codes.js';

/**
 * What a caller may hand on, and who holds a right: read by every write that gives someone a role
 * or a role a scope, and by whoever looks for the people to tell (approvers.ts). What a role holds
 * is read by sign-in too, below this floor (sessions/role-codes.ts).
 */

/** The user (a column or an expression) holds `action` on `subject` through one of their roles. */
export const holdsRight = (userId: AnyColumn | SQL, action: Action, subject: Subject): SQL =>
  sql`exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
    where ur.user_id = ${userId} and p.subject = ${subject} and p.action = ${action})`;

const SCOPE_RANK: Record<DataScope, number> = { province: 3, ward: 2, zone: 2, organization: 1, self: 0 };

/** True when `scope` reaches rows that `than` does not (a ward and a zone are not comparable). */
function isScopeWider(scope: DataScope, than: DataScope): boolean {
  return SCOPE_RANK[scope] > SCOPE_RANK[than] || (SCOPE_RANK[scope] === SCOPE_RANK[than] && scope !== than);
}

/** A caller who is not an administrator may not give a role a scope wider than their own. */
export function assertScopeGrantable(actor: Actor, scope: DataScope) {
  if (actor.userGroupId !== ADMIN_GROUP_ID && isScopeWider(scope, actor.scope)) {
    throw new AppError('role_not_grantable');
  }
}

/**
 * A caller who may create users grants only roles no stronger than their own: every code of the
 * role is one the caller holds, and its data scope is no wider (an administrator grants any role).
 */
export async function assertRoleGrantable(db: DbOrTx, actor: Actor, roleId: number) {
  const [role] = await db
    .select({ id: roles.id, scope: roles.scope, userGroupId: roles.userGroupId })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role) throw new AppError('role_ref_invalid');
  if (actor.userGroupId === ADMIN_GROUP_ID) return;
  const held = new Set(actor.permissions);
  if (
    role.userGroupId === ADMIN_GROUP_ID ||
    isScopeWider(role.scope, actor.scope) ||
    (await roleCodes(db, roleId)).some((c) => !held.has(c))
  ) {
    throw new AppError('role_not_grantable');
  }
}
