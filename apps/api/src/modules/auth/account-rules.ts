import { ADMIN_GROUP_ID, type DataScope } from '@congdoan/shared';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { industrialZones, organizations, roles, users, wards } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/write.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import { roleCodes } from './session-user.js';

/** spec §8: a taken login name or CCCD, or a taken e-mail, each with its own message. */
export async function assertAccountFree(
  db: DbOrTx,
  input: { username?: string | null; identity?: string | null; email?: string | null },
  exceptUserId?: number,
) {
  const notSelf = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const clash = (cond: SQL) => db.select({ id: users.id }).from(users).where(and(cond, notSelf)).limit(1);
  const nameOrIdentity = [
    input.username ? eq(sql`lower(${users.username})`, input.username.toLowerCase()) : undefined,
    input.identity ? eq(users.identity, input.identity) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (nameOrIdentity.length && (await clash(or(...nameOrIdentity)!)).length) {
    throw new AppError('username_or_identity_already_exist');
  }
  if (input.email && (await clash(eq(sql`lower(${users.email})`, input.email.toLowerCase()))).length) {
    throw new AppError('Email_is_exist');
  }
}

/** Maps a unique violation raised by a concurrent write to the same spec messages. */
export function accountConflict(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_email_key') throw new AppError('Email_is_exist');
  if (constraint === 'users_username_key' || constraint === 'users_identity_key') {
    throw new AppError('username_or_identity_already_exist');
  }
  throw err;
}

const SCOPE_RANK: Record<DataScope, number> = { province: 3, ward: 2, zone: 2, organization: 1, self: 0 };

/** True when `scope` reaches rows that `than` does not (a ward and a zone are not comparable). */
export function isScopeWider(scope: DataScope, than: DataScope): boolean {
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
  const scope = role.scope;
  const held = new Set(actor.permissions);
  const wider = isScopeWider(scope, actor.scope);
  if (
    role.userGroupId === ADMIN_GROUP_ID ||
    wider ||
    (await roleCodes(db, roleId)).some((c) => !held.has(c))
  ) {
    throw new AppError('role_not_grantable');
  }
}

export interface Places {
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
}

/**
 * Where a new account lands. Without a caller (self sign-up) it belongs to no organisation. A
 * caller narrower than the province creates accounts inside their own scope only: a missing
 * place defaults to the caller's own, a given one must lie in the scope.
 */
export async function placesForNewAccount(
  db: DbOrTx,
  actor: Actor | null,
  input: Partial<Places>,
): Promise<Places> {
  const places: Places = {
    organizationId: actor ? (input.organizationId ?? null) : null,
    xaPhuongId: input.xaPhuongId ?? null,
    cumKhuCnId: input.cumKhuCnId ?? null,
  };
  switch (actor?.scope) {
    case 'ward':
      places.xaPhuongId ??= actor.xaPhuongId;
      if (places.xaPhuongId !== actor.xaPhuongId) throw new AppError('ward_ref_invalid');
      break;
    case 'zone':
      places.cumKhuCnId ??= actor.cumKhuCnId;
      if (places.cumKhuCnId !== actor.cumKhuCnId) throw new AppError('industrial_zone_ref_invalid');
      break;
    case 'organization':
      places.organizationId ??= actor.organizationId;
      if (places.organizationId === null) throw new AppError('organization_ref_invalid');
      break;
    case 'self':
      throw new AppError('forbidden');
  }
  if (places.xaPhuongId !== null) {
    const [w] = await db.select({ id: wards.id }).from(wards).where(eq(wards.id, places.xaPhuongId));
    if (!w) throw new AppError('ward_ref_invalid');
  }
  if (places.cumKhuCnId !== null) {
    const [z] = await db
      .select({ id: industrialZones.id })
      .from(industrialZones)
      .where(eq(industrialZones.id, places.cumKhuCnId));
    if (!z) throw new AppError('industrial_zone_ref_invalid');
  }
  if (places.organizationId !== null) {
    const [o] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, places.organizationId), actor ? organizationScope(actor) : undefined));
    if (!o) throw new AppError('organization_ref_invalid');
  }
  return places;
}
