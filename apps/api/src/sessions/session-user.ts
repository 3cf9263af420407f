import { ADMIN_GROUP_ID, rulesFor, type SessionUser } from '@congdoan/shared';
import { asc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { industrialZones, organizations, roles, userRoles, users, wards } from '../db/schema/index.js';
import { roleCodes } from './role-codes.js';
import type { AccessClaims } from './tokens.js';

/**
 * An account's own columns: who the user is, how to reach them and where they belong. The stored
 * user starts from them, as do the users module's list, its writes' locked target and its import's
 * existing accounts.
 */
export const accountColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  identity: users.identity,
  organizationId: users.organizationId,
  xaPhuongId: users.xaPhuongId,
  cumKhuCnId: users.cumKhuCnId,
};

/** A user's organisation, ward and zone joined, for the names an answer shows beside their ids. */
export const withAccountPlaces = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(wards, eq(wards.id, users.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, users.cumKhuCnId));

export interface LoadedSession {
  user: SessionUser;
  claims: Omit<AccessClaims, 'sid'>;
}

/**
 * The stored user (docs/requirements.md, "Stored user") for a user acting in one of their roles, and the claims of the
 * access token that goes with it. Null when the user is gone or does not hold the role.
 */
export async function loadSessionUser(
  db: DbOrTx,
  userId: number,
  roleId: number,
): Promise<LoadedSession | null> {
  const [u] = await withAccountPlaces(
    db
      .select({
        ...accountColumns,
        avatar: users.avatar,
        organizationName: organizations.name,
        xaPhuongName: wards.name,
        cumKhuCnName: industrialZones.name,
      })
      .from(users)
      .$dynamic(),
  ).where(eq(users.id, userId));
  if (!u) return null;
  const listRoles = await db
    .select({
      id: roles.id,
      label: roles.name,
      icon_: roles.icon,
      scope: roles.scope,
      userGroupId: roles.userGroupId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  const active = listRoles.find((r) => r.id === roleId);
  if (!active) return null;
  const userGroupId = active.userGroupId;
  const perms = await roleCodes(db, active.id);
  const ability = rulesFor({ userGroupId, permissions: perms }).map((r) => ({
    action: String(r.action),
    subject: String(r.subject),
  }));
  const scope = active.scope;
  return {
    user: {
      ...u,
      role: userGroupId === ADMIN_GROUP_ID ? 'admin' : 'user',
      roleId: active.id,
      roleName: active.label,
      scope,
      userGroupId,
      listRoles: listRoles.map(({ id, label, icon_ }) => ({ id, label, icon_ })),
      ability,
      permission: JSON.stringify(perms),
    },
    claims: {
      sub: String(u.id),
      rid: active.id,
      grp: userGroupId,
      scope,
      org: u.organizationId,
      xp: u.xaPhuongId,
      kcn: u.cumKhuCnId,
      // manage all needs no list: keeps the administrator's token small
      perms: userGroupId === ADMIN_GROUP_ID ? [] : perms,
    },
  };
}
