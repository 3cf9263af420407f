import {
  type ActiveLockUserBody,
  ADMIN_GROUP_ID,
  type CreateUserBody,
  type UpdateUserBody,
  type UserDetail,
} from '@congdoan/shared';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import {
  ACCOUNT_UNIQUE,
  type AccountSnapshot,
  accountSearchText,
  assertAccountFree,
  assertStaffLinkable,
  checkNewAccount,
  insertAccount,
  placesForNewAccount,
  staffLinkUnique,
} from '../../domain/accounts.js';
import { assertRoleGrantable } from '../../domain/grants.js';
import { userScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { hashPassword } from '../../sessions/passwords.js';
import { accountColumns } from '../../sessions/session-user.js';
import { revokeSessionsOutsideRoles, revokeUserSessions } from '../../sessions/sessions.js';
import { applyPatch } from '../../write/patch.js';
import { type Conflicts, writeTransaction } from '../../write/transaction.js';
import { userOrFail } from './repository.js';

/**
 * The rules of user administration that span several tables (users, user_roles, sessions,
 * audit_log). Every write runs in one transaction with its audit row.
 */

/** The target of a write, in the caller's scope (else user_not_found), locked for the transaction. */
async function lockTarget(
  tx: DbOrTx,
  actor: Actor,
  userId: number,
): Promise<AccountSnapshot & { id: number }> {
  const [row] = await tx
    .select({
      ...accountColumns,
      isActive: users.isActive,
      roleId: users.activeRoleId,
      staffID: users.staffId,
    })
    .from(users)
    .where(and(eq(users.id, userId), userScope(actor)))
    .for('update');
  if (!row) throw new AppError('user_not_found');
  const held = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.roleId);
  return { ...row, roleIds: held.map((r) => r.roleId) };
}

/** A caller changes only accounts whose every role they could grant themselves. */
async function assertNotStronger(tx: DbOrTx, actor: Actor, roleIds: number[]) {
  try {
    for (const roleId of roleIds) await assertRoleGrantable(tx, actor, roleId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'role_not_grantable')
      throw new AppError('user_stronger_than_caller');
    throw err;
  }
}

async function assertGrantable(tx: DbOrTx, actor: Actor, roleIds: number[]) {
  for (const roleId of roleIds) await assertRoleGrantable(tx, actor, roleId);
}

/**
 * The ids of the active administrators (users holding a role of the administrators' group),
 * locked so that two administrators cannot lock each other out at the same moment. Every write
 * takes this lock first, in id order, and the target's after it, so writes never deadlock.
 */
async function lockActiveAdmins(tx: DbOrTx): Promise<Set<number>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.userGroupId, ADMIN_GROUP_ID), eq(users.isActive, 1)))
    .orderBy(asc(users.id))
    .for('update', { of: users });
  return new Set(rows.map((r) => r.id));
}

function assertNotLastAdmin(admins: Set<number>, userId: number) {
  if (admins.has(userId) && admins.size === 1) throw new AppError('last_active_admin');
}

async function holdsAdminRole(tx: DbOrTx, roleIds: number[]) {
  if (!roleIds.length) return false;
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.userGroupId, ADMIN_GROUP_ID)))
    .limit(1);
  return row !== undefined;
}

/**
 * roleIds default to [roleId] (a client may send roleId alone: docs/requirements.md, "Users"); roleId
 * to the one held before when it is still among them (`kept`), else to the first. An update
 * without either keeps both (`kept`).
 */
function rolesOf(
  body: { roleIds?: number[] | undefined; roleId?: number | undefined },
  kept?: { roleIds: number[]; roleId: number },
) {
  if (kept && body.roleIds === undefined && body.roleId === undefined) return kept;
  const roleIds = [...new Set(body.roleIds ?? (body.roleId === undefined ? [] : [body.roleId]))];
  const roleId = body.roleId ?? (kept && roleIds.includes(kept.roleId) ? kept.roleId : roleIds[0]);
  if (roleId === undefined) throw new AppError('role_ref_invalid');
  return { roleIds, roleId };
}

const ownFields = (body: {
  username: string | null;
  fullName: string;
  identity?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}) => ({
  username: body.username,
  fullName: body.fullName,
  identity: body.identity ?? null,
  email: body.email ?? null,
  phoneNumber: body.phoneNumber ?? null,
});

/** A concurrent write trips a unique index of users: the same answers as the checks. */
const CONFLICTS: Conflicts = { unique: { ...ACCOUNT_UNIQUE, ...staffLinkUnique('account') } };

/**
 * A login name for a new user who was given none (docs/compatibility.md): the e-mail's local part,
 * kept to the characters a login name takes ('user' before one too short or all digits), then a
 * number from 2 while it is taken.
 */
export async function usernameFromEmail(db: DbOrTx, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[^a-zA-Z0-9._-]/g, '')
    .slice(0, 40);
  const base = local.length >= 3 && /\D/.test(local) ? local : `user${local}`;
  // '_' is a LIKE wildcard: the match may take more names, never fewer.
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(like(sql`lower(${users.username})`, `${base.toLowerCase()}%`));
  const taken = new Set(rows.map((r) => r.username?.toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}${n}`;
  return name;
}

/** POST user/create-user; without a login name, one made from the e-mail. */
export async function createUser(
  db: Db,
  request: FastifyRequest,
  given: CreateUserBody,
): Promise<UserDetail> {
  const actor = actorOf(request);
  // The schema refuses a body with neither a login name nor an e-mail.
  const body = { ...given, username: given.username ?? (await usernameFromEmail(db, given.email ?? '')) };
  const { roleIds, roleId } = rolesOf(body);
  const places = await checkNewAccount(db, actor, { ...body, roleIds });
  const passwordHash = await hashPassword(body.passWord);
  const staffId = body.staffID ?? null;
  const id = await writeTransaction(
    db,
    request,
    async (w) => {
      if (staffId !== null) await assertStaffLinkable(w.tx, actor, { userId: null, staffId }, 'account');
      return insertAccount(w, { ...ownFields(body), places, roleId, roleIds, staffId, passwordHash });
    },
    CONFLICTS,
  );
  return userOrFail(db, actor, id);
}

/**
 * POST user/update-user, PUT user/update: the fields given change, the others stay
 * (docs/requirements.md, "Updates"). A new password ends the user's sessions; a role taken away ends
 * the sessions running in it.
 */
export async function updateUser(db: Db, request: FastifyRequest, body: UpdateUserBody): Promise<UserDetail> {
  const actor = actorOf(request);
  const { userId, passWord, repassWord: _repeat, roleIds: _roles, roleId: _role, ...patch } = body;
  // Hashing is slow: done before the transaction holds its locks.
  const passwordHash = passWord === undefined ? undefined : await hashPassword(passWord);
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const admins = await lockActiveAdmins(tx);
      const before = await lockTarget(tx, actor, userId);
      await assertNotStronger(tx, actor, before.roleIds);
      const { roleIds, roleId } = rolesOf(body, before);
      await assertGrantable(tx, actor, roleIds);
      const { id: _, ...stored } = before;
      const merged = applyPatch(stored, patch);
      const places = await placesForNewAccount(tx, actor, merged);
      await assertAccountFree(tx, merged, before.id);
      if (!(await holdsAdminRole(tx, roleIds))) assertNotLastAdmin(admins, before.id);

      const fields = ownFields(merged);
      const staffID = merged.staffID;
      if (staffID !== null && staffID !== before.staffID) {
        await assertStaffLinkable(tx, actor, { userId: before.id, staffId: staffID }, 'account');
      }
      await tx
        .update(users)
        .set({
          ...fields,
          ...places,
          staffId: staffID,
          activeRoleId: roleId,
          searchText: accountSearchText(fields),
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
        })
        .where(eq(users.id, before.id));
      await tx.delete(userRoles).where(eq(userRoles.userId, before.id));
      await tx.insert(userRoles).values(roleIds.map((r) => ({ userId: before.id, roleId: r })));
      if (passwordHash) {
        await revokeUserSessions(tx, before.id, 'password_changed');
      } else {
        await revokeSessionsOutsideRoles(tx, before.id, roleIds);
      }
      const after: AccountSnapshot = {
        ...fields,
        ...places,
        staffID,
        isActive: before.isActive,
        roleId,
        roleIds,
      };
      await audit({
        action: 'update',
        subject: 'user',
        recordId: before.id,
        before: stored,
        after: passwordHash ? { ...after, passwordChanged: true } : after,
      });
    },
    CONFLICTS,
  );
  return userOrFail(db, actor, userId);
}

/** POST user/active-lock-user: locking ends every session of the user at once. */
export async function setUserActive(
  db: Db,
  request: FastifyRequest,
  body: ActiveLockUserBody,
): Promise<UserDetail> {
  const actor = actorOf(request);
  if (body.isActive === 0 && body.userId === actor.userId) throw new AppError('cannot_lock_self');
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockTarget(tx, actor, body.userId);
    await assertNotStronger(tx, actor, target.roleIds);
    if (body.isActive === 0) assertNotLastAdmin(admins, target.id);
    await tx
      .update(users)
      .set({ isActive: body.isActive, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    if (body.isActive === 0) await revokeUserSessions(tx, target.id, 'locked');
    await audit({
      action: body.isActive === 0 ? 'lock' : 'unlock',
      subject: 'user',
      recordId: target.id,
      before: { isActive: target.isActive },
      after: { isActive: body.isActive },
    });
  });
  return userOrFail(db, actor, body.userId);
}

/**
 * POST user/delete-user, DELETE user/delete. Its roles and sessions go with it; a user that other
 * data still points to is refused (audit rows keep the actor id, they are not foreign keys).
 */
export async function deleteUser(db: Db, request: FastifyRequest, userId: number): Promise<void> {
  const actor = actorOf(request);
  if (userId === actor.userId) throw new AppError('cannot_delete_self');
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const admins = await lockActiveAdmins(tx);
      const target = await lockTarget(tx, actor, userId);
      await assertNotStronger(tx, actor, target.roleIds);
      assertNotLastAdmin(admins, target.id);
      await revokeUserSessions(tx, target.id, 'deleted');
      await tx.delete(users).where(eq(users.id, target.id));
      const { id: _, ...before } = target;
      await audit({ action: 'delete', subject: 'user', recordId: target.id, before });
    },
    { foreignKey: 'user_in_use' },
  );
}
