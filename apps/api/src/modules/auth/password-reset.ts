import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  RESET_ATTEMPTS_PER_ADDRESS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_REQUESTS_PER_EMAIL,
} from '@congdoan/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { passwordResetCodes, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../../rate-limit/rate-limiter.js';
import { hashPassword } from '../../sessions/passwords.js';
import { revokeUserSessions } from '../../sessions/sessions.js';
import type { TokenSigner } from '../../sessions/tokens.js';
import { writeTransaction } from '../../write/transaction.js';

const RESET_WINDOW_MS = RESET_CODE_TTL_MINUTES * 60_000;

async function activeUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user?.isActive === 1 ? user : null;
}

/**
 * Sends a 6-digit code to an active account's e-mail; earlier codes stop working. The mail is an
 * outbox row of the same transaction: sent after the commit, retried if the mail server refuses.
 */
export async function requestPasswordReset(
  deps: { db: Db; signer: TokenSigner; limiter: RateLimiter },
  request: FastifyRequest,
  email: string,
) {
  const { db, signer, limiter } = deps;
  const byEmail = await limiter.take(
    `reset:email:${email.toLowerCase()}`,
    RESET_REQUESTS_PER_EMAIL,
    RESET_WINDOW_MS,
  );
  if (!byEmail.allowed) return; // silently: the answer never tells whether the e-mail has an account
  const user = await activeUserByEmail(db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await writeTransaction(db, request, async (w) => {
    await w.tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await w.tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: signer.hmac(`${user.id}:${code}`),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
    });
    await w.audit({
      action: 'request_password_reset',
      subject: 'user',
      recordId: user.id,
      actorId: user.id,
    });
    await w.enqueue('email', {
      to: user.email!,
      subject: 'Mã xác nhận đặt lại mật khẩu',
      text:
        `Xin chào ${user.fullName},\n\nMã xác nhận đặt lại mật khẩu của bạn là: ${code}\n` +
        `Mã có hiệu lực trong ${RESET_CODE_TTL_MINUTES} phút. Nếu bạn không yêu cầu, hãy bỏ qua thư này.\n`,
    });
  });
}

/** Checks the code (with an attempt limit), sets the new password and ends every session. */
export async function resetPassword(
  deps: { db: Db; signer: TokenSigner; limiter: RateLimiter },
  request: FastifyRequest,
  input: { email: string; code: string; newPassword: string },
) {
  const { db, signer, limiter } = deps;
  const byAddress = await limiter.take(
    `reset:address:${request.ip}`,
    RESET_ATTEMPTS_PER_ADDRESS,
    RESET_WINDOW_MS,
  );
  if (!byAddress.allowed) throw new AppError('too_many_requests');
  const user = await activeUserByEmail(db, input.email);
  if (!user) throw new AppError('reset_code_invalid');
  const [current] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  if (!current) throw new AppError('reset_code_invalid');
  // The attempt is counted before the comparison, in one statement, so parallel guesses cannot
  // all be compared: only the first RESET_CODE_MAX_ATTEMPTS get a row back.
  const [attempt] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, current.id),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts, codeHash: passwordResetCodes.codeHash });
  if (!attempt) throw new AppError('reset_code_attempts_exceeded');
  const given = Buffer.from(signer.hmac(`${user.id}:${input.code}`));
  const stored = Buffer.from(attempt.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new AppError(
      attempt.attempts >= RESET_CODE_MAX_ATTEMPTS ? 'reset_code_attempts_exceeded' : 'reset_code_invalid',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const [spent] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, current.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!spent) throw new AppError('reset_code_invalid'); // a parallel request used it first
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password_changed');
    await audit({
      action: 'reset_password',
      subject: 'user',
      recordId: user.id,
      actorId: user.id,
    });
  });
}
