import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  type LoginBody,
  type LogoutBody,
  type SwitchRoleBody,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { verifyPassword } from '../../sessions/passwords.js';
import {
  type IssuedSession,
  refreshSession,
  revokeSession,
  sessionOfRefreshToken,
  startSession,
  switchSessionRole,
} from '../../sessions/sessions.js';
import { writeTransaction } from '../../write/transaction.js';
import { accountSigningIn } from './repository.js';

/** The session writes: sign-in, refresh, sign-out and the role switch, each with its audit row. */

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const tooMany = (resetAt: Date) =>
  new AppError(
    'too_many_login_attempts',
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000))} phút`,
  );

/** POST auth/login: the password checked under the sign-in limits, then a new session. */
export async function login(
  { db, signer, limiter }: Pick<Services, 'db' | 'signer' | 'limiter'>,
  request: FastifyRequest,
  { username, password }: LoginBody,
): Promise<IssuedSession> {
  const user = await accountSigningIn(db, username);

  // Only failures count: five on one account (from anywhere) stop guessing its password, a
  // higher ceiling on one address stops trying one password on many accounts, and an office
  // behind one address is not locked out by its own typos. The answer, whichever it is, is
  // given only once the attempt holds its slots, so parallel guesses cannot outrun the count.
  const accountKey = user ? `login:account:${user.id}` : null;
  const limits = [{ key: `login:address:${request.ip}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS }];
  if (accountKey) limits.push({ key: accountKey, max: LOGIN_MAX_FAILURES_PER_ACCOUNT });
  const attempt = await limiter.attempt(limits, WINDOW_MS);
  if ('busy' in attempt) throw new AppError('too_many_requests');
  if ('refusedUntil' in attempt) throw tooMany(attempt.refusedUntil);
  try {
    if (!user) {
      await attempt.failed();
      throw new AppError('user_not_found');
    }
    if (!(await verifyPassword(user.hash, password))) {
      await attempt.failed();
      throw new AppError('invalid_password');
    }
  } finally {
    await attempt.release();
  }
  // The right password: earlier typos on this account are forgiven.
  if (accountKey) await limiter.clear(accountKey);
  if (user.isActive !== 1) throw new AppError('user_locked');
  return writeTransaction(db, request, async ({ tx, audit }) => {
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    const session = await startSession(tx, signer, {
      userId: user.id,
      roleId: user.roleId,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    await audit({ action: 'login', subject: 'user', recordId: user.id, actorId: user.id });
    return session;
  });
}

/** POST auth/refresh-token: a new pair; a replayed token revokes its session, audited. */
export async function refresh(
  { db, signer }: Pick<Services, 'db' | 'signer'>,
  request: FastifyRequest,
  refreshToken: string,
): Promise<IssuedSession> {
  // The revocation of a replay is committed before the refusal, so its audit row follows it.
  return refreshSession(db, signer, refreshToken, async (sessionId) => {
    request.log.warn({ sessionId }, 'a spent refresh token was presented again: its session is revoked');
    await writeTransaction(db, request, ({ audit }) =>
      audit({ action: 'refresh_token_reuse', subject: 'session', recordId: sessionId }),
    );
  });
}

/** POST auth/logout: ends the caller's session, or the one of the refresh token sent. */
export async function logout(db: Db, request: FastifyRequest, body: LogoutBody | undefined) {
  const fromToken = body?.refreshToken ? await sessionOfRefreshToken(db, body.refreshToken) : null;
  const sessionId = request.actor?.sessionId ?? fromToken;
  if (!sessionId) return;
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await revokeSession(tx, sessionId, 'logout');
    await audit({ action: 'logout', subject: 'session', recordId: sessionId });
  });
}

/** POST auth/switch-role: the session moves to another of the caller's roles. */
export async function switchRole(
  { db, signer }: Pick<Services, 'db' | 'signer'>,
  request: FastifyRequest,
  body: SwitchRoleBody,
): Promise<IssuedSession> {
  const actor = actorOf(request);
  return writeTransaction(db, request, async ({ tx, audit }) => {
    const session = await switchSessionRole(tx, signer, {
      sessionId: actor.sessionId,
      userId: actor.userId,
      roleId: body.roleId,
      refreshToken: body.refreshToken,
    });
    await audit({
      action: 'switch_role',
      subject: 'user',
      recordId: actor.userId,
      before: { roleId: actor.roleId },
      after: { roleId: body.roleId },
    });
    return session;
  });
}
