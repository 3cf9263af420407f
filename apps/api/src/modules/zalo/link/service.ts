import { randomInt } from 'node:crypto';
import {
  ZALO_LINK_CODE_ALPHABET,
  ZALO_LINK_CODE_LENGTH,
  ZALO_LINK_CODE_TTL_MINUTES,
  type ZaloLinkCode,
  type ZaloMyAccount,
} from '@congdoan/shared';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { users, zaloAccounts, zaloLinkCodes } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import type { TokenSigner } from '../../../sessions/tokens.js';
import { uniqueViolation, type Write, writeTransaction } from '../../../write/transaction.js';
import { zaloConfigured } from '../../../zalo/configured.js';
import type { ZaloSettings } from '../../../zalo/oa.js';
import { myAccount } from './repository.js';

/**
 * Self-service linking (docs/requirements.md, "Zalo OA"): a signed-in user takes a one-time code
 * and sends it to the OA from Zalo; the webhook links the sender's account to the code's user.
 */

/** The code's hash, keyed with the server's secret: a leaked table cannot be brute-forced offline. */
const codeHash = (signer: TokenSigner, code: string) => signer.hmac(`zalo-link:${code}`);

function newCode(): string {
  return Array.from(
    { length: ZALO_LINK_CODE_LENGTH },
    () => ZALO_LINK_CODE_ALPHABET[randomInt(ZALO_LINK_CODE_ALPHABET.length)],
  ).join('');
}

/** A message's text as a code (spaces, dashes and case ignored), or null when it is not one. */
export function asLinkCode(text: string | undefined): string | null {
  const code = (text ?? '').toUpperCase().replace(/[\s-]/g, '');
  const pattern = new RegExp(`^[${ZALO_LINK_CODE_ALPHABET}]{${ZALO_LINK_CODE_LENGTH}}$`);
  return pattern.test(code) ? code : null;
}

/**
 * POST zalo/link-code: a new code for the caller (their earlier one stops working), stored as its
 * keyed hash, valid ZALO_LINK_CODE_TTL_MINUTES and once. Refused without the OA's settings, and
 * while the caller already has a linked account (unlink first).
 */
export async function createLinkCode(
  db: Db,
  signer: TokenSigner,
  config: ZaloSettings,
  request: FastifyRequest,
): Promise<ZaloLinkCode> {
  // Without the key that signs the OA's events, the message carrying the code would be refused.
  if (!zaloConfigured(config) || !config.ZALO_OA_SECRET_KEY) throw new AppError('zalo_not_configured');
  const { userId } = actorOf(request);
  if ((await myAccount(db, userId)).linked) throw new AppError('zalo_my_account_exists');
  const expiresAt = new Date(Date.now() + ZALO_LINK_CODE_TTL_MINUTES * 60_000);
  for (let attempt = 1; ; attempt++) {
    const code = newCode();
    try {
      await writeTransaction(db, request, async ({ tx, audit }) => {
        await tx
          .delete(zaloLinkCodes)
          .where(
            or(
              eq(zaloLinkCodes.userId, userId),
              lt(zaloLinkCodes.expiresAt, sql`now()`),
              isNotNull(zaloLinkCodes.usedAt),
            ),
          );
        await tx.insert(zaloLinkCodes).values({ codeHash: codeHash(signer, code), userId, expiresAt });
        await audit({ action: 'create_link_code', subject: 'zalo-account', recordId: null, actorId: userId });
      });
      return { code, expiresAt: expiresAt.toISOString(), oaName: null };
    } catch (err) {
      // The same code live for someone else (one in a trillion): draw another.
      if (uniqueViolation(err) === null || attempt >= 3) throw err;
    }
  }
}

/** DELETE zalo/my-account: removes the caller's link (the account stays, as a follower). */
export async function unlinkMyAccount(db: Db, request: FastifyRequest): Promise<ZaloMyAccount> {
  const { userId } = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const [account] = await tx
      .select({ id: zaloAccounts.id })
      .from(zaloAccounts)
      .where(eq(zaloAccounts.userId, userId))
      .for('update');
    if (!account) return;
    await tx
      .update(zaloAccounts)
      .set({ userId: null, linkedAt: null, updatedAt: sql`now()` })
      .where(eq(zaloAccounts.id, account.id));
    await audit({
      action: 'unlink',
      subject: 'zalo-account',
      recordId: account.id,
      before: { userId },
      after: { userId: null },
    });
  });
  return myAccount(db, userId);
}

/** The follower who sent a code, as the webhook found or created it. */
export interface Sender {
  id: number;
  oaUserId: string;
  userId: number | null;
}

/**
 * A code sent to the OA by `sender`: links the sender's account to the code's user, inside the
 * webhook's transaction, and answers on Zalo either way. One account ↔ one user: an account linked
 * to someone else, or a user who has another account, is refused (nothing overwritten).
 */
export async function linkByCode(w: Write, signer: TokenSigner, sender: Sender, code: string) {
  const reply = (text: string) => w.enqueue('zalo', { zaloAccountId: sender.id, to: sender.oaUserId, text });
  const [row] = await w.tx
    .select({ codeHash: zaloLinkCodes.codeHash, userId: zaloLinkCodes.userId })
    .from(zaloLinkCodes)
    .where(
      and(
        eq(zaloLinkCodes.codeHash, codeHash(signer, code)),
        sql`${zaloLinkCodes.usedAt} is null`,
        sql`${zaloLinkCodes.expiresAt} > now()`,
      ),
    )
    .for('update');
  const [user] = row
    ? await w.tx
        .select({ id: users.id, fullName: users.fullName, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  if (!row || !user || user.isActive !== 1) {
    return reply(
      'Mã liên kết không đúng hoặc đã hết hạn. Vui lòng lấy mã mới trong trang cá nhân trên hệ thống rồi gửi lại.',
    );
  }
  const markUsed = () =>
    w.tx.update(zaloLinkCodes).set({ usedAt: sql`now()` }).where(eq(zaloLinkCodes.codeHash, row.codeHash));
  if (sender.userId === user.id) {
    await markUsed();
    return reply(`Tài khoản Zalo này đã được liên kết với ${user.fullName}.`);
  }
  if (sender.userId !== null) {
    return reply(
      'Tài khoản Zalo này đã liên kết với một tài khoản khác của hệ thống. Vui lòng liên hệ quản trị viên.',
    );
  }
  const [other] = await w.tx
    .select({ id: zaloAccounts.id })
    .from(zaloAccounts)
    .where(eq(zaloAccounts.userId, user.id));
  if (other) {
    return reply(
      `Tài khoản ${user.fullName} đã liên kết với một tài khoản Zalo khác. Hãy hủy liên kết cũ trong trang cá nhân rồi gửi lại mã.`,
    );
  }
  await w.tx
    .update(zaloAccounts)
    .set({ userId: user.id, linkedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(zaloAccounts.id, sender.id));
  await markUsed();
  await w.audit({
    action: 'link',
    subject: 'zalo-account',
    recordId: sender.id,
    before: { userId: null },
    after: { userId: user.id },
    actorId: user.id,
  });
  await reply(`Đã liên kết tài khoản Zalo với ${user.fullName}.`);
}
