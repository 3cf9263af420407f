import { VIETNAMESE_MOBILE, type ZaloAccountItem, type ZaloCreateUserBody } from '@congdoan/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { organizations, users, zaloAccounts } from '../../db/schema/index.js';
import { ACCOUNT_UNIQUE, checkNewAccount, insertAccount, type Places } from '../../domain/accounts.js';
import { organizationScope, userScope, zaloAccountScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { hashPassword } from '../../sessions/passwords.js';
import { type Conflicts, writeTransaction } from '../../write/transaction.js';
import { zaloAnswer } from '../../zalo/answer.js';
import { zaloAccountOrFail } from './repository.js';

/**
 * Linking a follower of the OA to a system user, unlinking it, and creating a user from it. One
 * account ↔ at most one user, both ways (the unique index on zalo_accounts.user_id, and the lock on
 * the account's row): a link already there is never overwritten.
 */

/** The account, among those the caller may see, locked for the write; else zalo_account_not_found. */
async function lockAccount(tx: DbOrTx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ id: zaloAccounts.id, userId: zaloAccounts.userId })
    .from(zaloAccounts)
    .where(and(eq(zaloAccounts.id, id), zaloAccountScope(actor)))
    .for('update');
  if (!row) throw new AppError('zalo_account_not_found');
  return row;
}

/** Two writes linking two accounts to one user at once: the second trips the unique index. */
const LINK_CONFLICTS: Conflicts = { unique: { zalo_accounts_user_key: 'zalo_user_already_linked' } };

/**
 * POST zalo/admin-link/{zaloAccountId}/{userId} and POST zalo-accounts/link: the account (one the
 * caller may see) is linked to the user (inside the caller's scope). An account linked to another
 * user, or a user linked to another account, is refused; linking to the same user again changes
 * nothing.
 */
export async function linkZaloAccount(
  db: Db,
  request: FastifyRequest,
  link: { zaloAccountId: number; userId: number },
): Promise<ZaloAccountItem> {
  const actor = actorOf(request);
  const { zaloAccountId, userId } = link;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const account = await lockAccount(tx, actor, zaloAccountId);
      if (account.userId === userId) return;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), userScope(actor)));
      if (!user) throw new AppError('zalo_user_ref_invalid');
      if (account.userId !== null) throw new AppError('zalo_account_already_linked');
      const [other] = await tx
        .select({ id: zaloAccounts.id })
        .from(zaloAccounts)
        .where(eq(zaloAccounts.userId, userId))
        .limit(1);
      if (other) throw new AppError('zalo_user_already_linked');
      await tx
        .update(zaloAccounts)
        .set({ userId, linkedAt: new Date(), updatedAt: new Date() })
        .where(eq(zaloAccounts.id, account.id));
      await audit({
        action: 'link',
        subject: 'zalo-account',
        recordId: account.id,
        before: { userId: null },
        after: { userId },
      });
    },
    LINK_CONFLICTS,
  );
  return zaloAccountOrFail(db, actor, zaloAccountId);
}

/** DELETE zalo-accounts/{id}/unlink: only the link goes; the account and the user stay. */
export async function unlinkZaloAccount(
  db: Db,
  request: FastifyRequest,
  id: number,
): Promise<ZaloAccountItem> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const account = await lockAccount(tx, actor, id);
    if (account.userId === null) throw new AppError('zalo_account_not_linked');
    await tx
      .update(zaloAccounts)
      .set({ userId: null, linkedAt: null, updatedAt: new Date() })
      .where(eq(zaloAccounts.id, id));
    await audit({
      action: 'unlink',
      subject: 'zalo-account',
      recordId: id,
      before: { userId: account.userId },
      after: { userId: null },
    });
  });
  return zaloAccountOrFail(db, actor, id);
}

/**
 * A Vietnamese mobile number as stored ('0912345678'), typed with or without spaces, dots or
 * dashes; anything else is phoneNumber_is_not_format, as the deployed system answers.
 */
function mobileNumber(typed: string): string {
  const number = typed.replace(/[\s.-]/g, '');
  if (!VIETNAMESE_MOBILE.test(number)) throw new AppError('phoneNumber_is_not_format');
  return number.replace(/^\+84/, '0');
}

/**
 * Where the new user lands: the organisation chosen (inside the caller's scope, else
 * organization_ref_invalid) with its ward and zone, so the officers of that ward or zone see the
 * user too; 0 chooses none (a caller whose scope is one organisation then gets their own, as
 * user/create-user does).
 */
async function unitOf(db: DbOrTx, actor: Actor, organizationId: number): Promise<Partial<Places>> {
  if (organizationId === 0) return {};
  const [unit] = await db
    .select({
      organizationId: organizations.id,
      xaPhuongId: organizations.xaPhuongId,
      cumKhuCnId: organizations.cumKhuCnId,
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationScope(actor)));
  if (!unit) throw new AppError('organization_ref_invalid');
  return unit;
}

/**
 * POST zalo-accounts/create-user: a user made from a follower (spec §5's rules, checked by the
 * body's schema; the role one the caller may grant, the organisation in their scope, the login
 * name and e-mail free), created as user/create-user creates one and linked to the account in one
 * transaction. The link claims the account only while it is linked to nobody: one linked meanwhile
 * (or before) is refused with zalo_account_already_linked, and the user just written goes with the
 * rollback.
 */
export async function createUserFromZalo(
  db: Db,
  request: FastifyRequest,
  body: ZaloCreateUserBody,
): Promise<ZaloAccountItem> {
  const actor = actorOf(request);
  // The route asks for the right to create users; the link it makes asks for the link right too.
  if (!actor.ability.can('link', 'zalo-account')) throw new AppError('forbidden');
  const phoneNumber = body.phoneNumber === undefined ? null : mobileNumber(body.phoneNumber);
  const account = await zaloAccountOrFail(db, actor, body.zaloAccountId);
  const roleIds = [body.roleId];
  const fields = {
    username: body.userName ?? null,
    fullName: body.fullName,
    identity: null,
    email: body.email,
    phoneNumber,
  };
  const places = await checkNewAccount(db, actor, {
    ...fields,
    ...(await unitOf(db, actor, body.organizationId)),
    roleIds,
  });
  const passwordHash = await hashPassword(body.password);
  await writeTransaction(
    db,
    request,
    async (w) => {
      const userId = await insertAccount(w, {
        ...fields,
        places,
        roleId: body.roleId,
        roleIds,
        staffId: null,
        passwordHash,
      });
      const [claimed] = await w.tx
        .update(zaloAccounts)
        .set({ userId, linkedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(zaloAccounts.id, account.id), isNull(zaloAccounts.userId)))
        .returning({ id: zaloAccounts.id });
      if (!claimed) throw new AppError('zalo_account_already_linked');
      await w.audit({
        action: 'link',
        subject: 'zalo-account',
        recordId: account.id,
        before: { userId: null },
        after: { userId },
      });
    },
    { unique: ACCOUNT_UNIQUE },
  );
  return zaloAccountOrFail(db, actor, account.id);
}

/**
 * PUT zalo-accounts/{id}/sync: the follower's profile read again from the OA through the follower
 * sync's own read (src/zalo/sync.ts) and stored; an account out of the caller's reach is not
 * found, and without a configured OA the answer is zalo_not_configured ('Chưa cấu hình Zalo OA').
 */
export async function syncZaloAccount(
  db: Db,
  zalo: Services['zalo'],
  actor: Actor,
  id: number,
): Promise<ZaloAccountItem> {
  const account = await zaloAccountOrFail(db, actor, id);
  try {
    await zalo.sync.syncOne(account.zaloOaUserId);
  } catch (err) {
    throw zaloAnswer(err);
  }
  return zaloAccountOrFail(db, actor, id);
}
