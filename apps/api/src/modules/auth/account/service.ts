import {
  type ChangePasswordBody,
  REGISTRATIONS_PER_ADDRESS,
  type RegisterBody,
  ROLE_IDS,
  type SessionUser,
  toSearchText,
  type UpdateProfileBody,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { userRoles, users } from '../../../db/schema/index.js';
import { ACCOUNT_UNIQUE, assertAccountFree, placesForNewAccount } from '../../../domain/accounts.js';
import { assertRoleGrantable } from '../../../domain/grants.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { hashPassword, verifyPassword } from '../../../sessions/passwords.js';
import { revokeUserSessions } from '../../../sessions/sessions.js';
import { applyPatch } from '../../../write/patch.js';
import { writeTransaction } from '../../../write/transaction.js';
import { sessionUserOf } from './repository.js';

/** The account writes of its owner: sign-up, password change, profile. */

/**
 * POST auth/register → the new account's id. Without the right to create users (no token, or a
 * token without it) the new account is always a union member, and sign-ups per address are limited.
 */
export async function register(
  { db, limiter }: Pick<Services, 'db' | 'limiter'>,
  request: FastifyRequest,
  body: RegisterBody,
): Promise<{ id: number }> {
  const actor = request.actor?.ability.can('create', 'user') ? request.actor : null;
  if (!actor) {
    const window = await limiter.take(`register:address:${request.ip}`, REGISTRATIONS_PER_ADDRESS, 3_600_000);
    if (!window.allowed) throw new AppError('too_many_requests');
  }
  const roleId = actor ? (body.roleId ?? ROLE_IDS.member) : ROLE_IDS.member;
  if (actor) await assertRoleGrantable(db, actor, roleId);
  const places = await placesForNewAccount(db, actor, body);
  await assertAccountFree(db, body);
  const passwordHash = await hashPassword(body.passWord);
  const values = {
    username: body.username ?? null,
    fullName: body.fullName,
    identity: body.identity,
    email: body.email ?? null,
    phoneNumber: body.phoneNumber ?? null,
    ...places,
    activeRoleId: roleId,
    searchText: toSearchText(body.fullName, body.username, body.email, body.phoneNumber, body.identity),
  };
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const [created] = await tx
        .insert(users)
        .values({ ...values, passwordHash })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: created!.id, roleId });
      await audit({
        action: 'register',
        subject: 'user',
        recordId: created!.id,
        after: { ...values, roleIds: [roleId] },
        actorId: actor?.userId ?? created!.id,
      });
      return created!.id;
    },
    { unique: ACCOUNT_UNIQUE },
  );
  return { id };
}

/** POST auth/change-password: the current password first; every session ends. */
export async function changePassword(db: Db, request: FastifyRequest, body: ChangePasswordBody) {
  const actor = actorOf(request);
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!u || !(await verifyPassword(u.hash, body.currentPassword))) {
    throw new AppError('wrong_current_password');
  }
  const passwordHash = await hashPassword(body.newPassword);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    await revokeUserSessions(tx, actor.userId, 'password_changed');
    await audit({ action: 'change_password', subject: 'user', recordId: actor.userId });
  });
}

/**
 * PUT auth/profile: name, e-mail, phone and avatar of the caller — those the body gives, the others
 * kept (docs/requirements.md, "Updates").
 */
export async function updateProfile(
  db: Db,
  request: FastifyRequest,
  body: UpdateProfileBody,
): Promise<SessionUser> {
  const actor = actorOf(request);
  const { currentPassword, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const [stored] = await tx
        .select({
          fullName: users.fullName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          avatar: users.avatar,
          username: users.username,
          identity: users.identity,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.id, actor.userId))
        .for('update');
      if (!stored) throw new AppError('unauthorized');
      const { username, identity, passwordHash, ...before } = stored;
      const after = applyPatch(before, patch);
      // The e-mail receives reset codes: changing it needs the password, not only a session.
      if (after.email?.toLowerCase() !== before.email?.toLowerCase()) {
        await assertAccountFree(tx, { email: after.email }, actor.userId);
        if (!currentPassword) throw new AppError('current_password_required');
        if (!(await verifyPassword(passwordHash, currentPassword))) {
          throw new AppError('wrong_current_password');
        }
      }
      await tx
        .update(users)
        .set({
          ...after,
          searchText: toSearchText(after.fullName, username, after.email, after.phoneNumber, identity),
          updatedAt: new Date(),
        })
        .where(eq(users.id, actor.userId));
      await audit({ action: 'update_profile', subject: 'user', recordId: actor.userId, before, after });
    },
    { unique: ACCOUNT_UNIQUE },
  );
  return sessionUserOf(db, actor);
}
