import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  loginBody,
  loginResponse,
  logoutBody,
  okResponse,
  refreshBody,
  switchRoleBody,
} from '@congdoan/shared';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { verifyPassword } from '../../passwords.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import {
  refreshSession,
  revokeSession,
  sessionOfRefreshToken,
  startSession,
  switchSessionRole,
} from '../../sessions/sessions.js';
import { accountRoutes } from './account/routes.js';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const tooMany = (resetAt: Date) =>
  new AppError(
    'too_many_login_attempts',
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000))} phút`,
  );

/** Sessions: sign-in, refresh, sign-out and the role switch; then the accounts. */
export const authRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, signer, limiter } = services;
    app.post(
      '/auth/login',
      {
        config: { permission: 'public' },
        schema: { tags: ['auth'], summary: 'Đăng nhập', body: loginBody, response: { 200: loginResponse } },
      },
      async (request) => {
        const { username, password } = request.body;
        const login = username.toLowerCase();
        // The login name, the e-mail or the CCCD number; a login name match wins over the others.
        const candidates = await db
          .select({
            id: users.id,
            username: users.username,
            hash: users.passwordHash,
            isActive: users.isActive,
            roleId: users.activeRoleId,
          })
          .from(users)
          .where(
            or(
              eq(sql`lower(${users.username})`, login),
              eq(sql`lower(${users.email})`, login),
              eq(users.identity, username),
            ),
          )
          .limit(3);
        const user = candidates.find((c) => c.username?.toLowerCase() === login) ?? candidates[0];

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
        await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
        const data = await startSession(db, signer, {
          userId: user.id,
          roleId: user.roleId,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        await audit(db, request, { action: 'login', subject: 'user', recordId: user.id, actorId: user.id });
        return { data };
      },
    );

    app.post(
      '/auth/refresh-token',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Làm mới phiên đăng nhập',
          body: refreshBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => {
        const data = await refreshSession(db, signer, request.body.refreshToken, async (sessionId) => {
          request.log.warn(
            { sessionId },
            'a spent refresh token was presented again: its session is revoked',
          );
          await audit(db, request, {
            action: 'refresh_token_reuse',
            subject: 'session',
            recordId: sessionId,
          });
        });
        return { data };
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Đăng xuất',
          body: logoutBody.optional(),
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const fromToken = request.body?.refreshToken
          ? await sessionOfRefreshToken(db, request.body.refreshToken)
          : null;
        const sessionId = request.actor?.sessionId ?? fromToken;
        if (sessionId) {
          await revokeSession(db, sessionId, 'logout');
          await audit(db, request, { action: 'logout', subject: 'session', recordId: sessionId });
        }
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/auth/switch-role',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['auth'],
          summary: 'Chuyển vai trò đang dùng',
          body: switchRoleBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const data = await switchSessionRole(db, signer, {
          sessionId: actor.sessionId,
          userId: actor.userId,
          roleId: request.body.roleId,
          refreshToken: request.body.refreshToken,
        });
        await audit(db, request, {
          action: 'switch_role',
          subject: 'user',
          recordId: actor.userId,
          before: { roleId: actor.roleId },
          after: { roleId: request.body.roleId },
        });
        return { data };
      },
    );

    await app.register(accountRoutes(services));
  };
