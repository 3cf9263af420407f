import {
  changePasswordBody,
  confirmResetBody,
  dataOf,
  forgotPasswordBody,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  loginBody,
  loginResponse,
  logoutBody,
  okResponse,
  ROLE_IDS,
  refreshBody,
  registerBody,
  sessionUser,
  switchRoleBody,
  toSearchText,
  updateProfileBody,
} from '@congdoan/shared';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { accountConflict, assertAccountFree, assertPlacesUsable } from './account-rules.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { loadSessionUser } from './session-user.js';
import {
  refreshSession,
  revokeSession,
  revokeUserSessions,
  sessionOfRefreshToken,
  startSession,
  switchSessionRole,
} from './sessions.js';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const tooMany = (resetAt: Date) =>
  new AppError(
    'too_many_login_attempts',
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000))} phút`,
  );

export const authRoutes =
  ({ db, signer, limiter, mail }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        config: { permission: 'public' },
        schema: { tags: ['auth'], summary: 'Đăng nhập', body: loginBody, response: { 200: loginResponse } },
      },
      async (request) => {
        const { username, password } = request.body;
        const login = username.toLowerCase();
        const accountKey = `login:account:${login}`;
        const addressKey = `login:address:${request.ip}`;
        // Failures count, per account and per address (an office behind one address signs in freely).
        for (const [key, max] of [
          [accountKey, LOGIN_MAX_FAILURES_PER_ACCOUNT],
          [addressKey, LOGIN_MAX_FAILURES_PER_ADDRESS],
        ] as const) {
          const window = await limiter.peek(key);
          if (window.count >= max) throw tooMany(window.resetAt);
        }
        const failed = async (code: 'user_not_found' | 'invalid_password') => {
          await limiter.hit(addressKey, WINDOW_MS);
          if (code === 'invalid_password') await limiter.hit(accountKey, WINDOW_MS);
          return new AppError(code);
        };

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
        if (!user) throw await failed('user_not_found');
        if (!(await verifyPassword(user.hash, password))) throw await failed('invalid_password');
        if (user.isActive !== 1) throw new AppError('user_locked');
        await limiter.clear(accountKey);
        await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
        const data = await startSession(db, signer, {
          userId: user.id,
          roleId: user.roleId,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
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
      async (request) => ({ data: await refreshSession(db, signer, request.body.refreshToken) }),
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
        if (sessionId) await revokeSession(db, sessionId, 'logout');
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/auth/register',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Đăng ký tài khoản',
          description:
            'Không có token: luôn tạo tài khoản đoàn viên (vai trò 5). Người có quyền thêm người dùng được chọn vai trò.',
          body: registerBody,
          response: { 200: dataOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const body = request.body;
        const actor = request.actor?.ability.can('create', 'user') ? request.actor : null;
        const roleId = actor ? (body.roleId ?? ROLE_IDS.member) : ROLE_IDS.member;
        const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
        if (!role) throw new AppError('role_not_found');
        const places = {
          organizationId: actor ? (body.organizationId ?? null) : null,
          xaPhuongId: body.xaPhuongId ?? null,
          cumKhuCnId: body.cumKhuCnId ?? null,
        };
        await assertPlacesUsable(db, actor, places);
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
        const id = await db
          .transaction(async (tx) => {
            const [created] = await tx
              .insert(users)
              .values({ ...values, passwordHash })
              .returning({ id: users.id });
            await tx.insert(userRoles).values({ userId: created!.id, roleId });
            await audit(tx, request, {
              action: 'register',
              subject: 'user',
              recordId: created!.id,
              after: { ...values, roleIds: [roleId] },
              actorId: actor?.userId ?? created!.id,
            });
            return created!.id;
          })
          .catch(accountConflict);
        return { data: { id } };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Quên mật khẩu: gửi mã xác nhận 6 chữ số qua e-mail',
          description: 'Luôn trả lời thành công, để không lộ e-mail nào có tài khoản.',
          body: forgotPasswordBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await requestPasswordReset({ db, signer, limiter, mail }, request, request.body.email);
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/auth/confirm-reset-code',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Xác nhận mã và đặt mật khẩu mới',
          body: confirmResetBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await resetPassword({ db, signer }, request, request.body);
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['auth'],
          summary: 'Đổi mật khẩu (kết thúc mọi phiên đăng nhập)',
          body: changePasswordBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const [u] = await db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.id, actor.userId));
        if (!u || !(await verifyPassword(u.hash, request.body.currentPassword))) {
          throw new AppError('wrong_current_password');
        }
        const passwordHash = await hashPassword(request.body.newPassword);
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
            .where(eq(users.id, actor.userId));
          await revokeUserSessions(tx, actor.userId, 'password_changed');
          await audit(tx, request, { action: 'change_password', subject: 'user', recordId: actor.userId });
        });
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/auth/me',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['auth'],
          summary: 'Thông tin người dùng đang đăng nhập',
          response: { 200: dataOf(sessionUser) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const loaded = await loadSessionUser(db, actor.userId, actor.roleId);
        if (!loaded) throw new AppError('unauthorized');
        return { data: loaded.user };
      },
    );

    app.put(
      '/auth/profile',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['auth'],
          summary: 'Cập nhật thông tin cá nhân',
          body: updateProfileBody,
          response: { 200: dataOf(sessionUser) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const body = request.body;
        await assertAccountFree(db, { email: body.email }, actor.userId);
        const [before] = await db
          .select({
            fullName: users.fullName,
            email: users.email,
            phoneNumber: users.phoneNumber,
            avatar: users.avatar,
            username: users.username,
            identity: users.identity,
          })
          .from(users)
          .where(eq(users.id, actor.userId));
        if (!before) throw new AppError('unauthorized');
        const after = {
          fullName: body.fullName,
          email: body.email ?? null,
          phoneNumber: body.phoneNumber ?? null,
          avatar: body.avatar ?? null,
        };
        await db
          .transaction(async (tx) => {
            await tx
              .update(users)
              .set({
                ...after,
                searchText: toSearchText(
                  after.fullName,
                  before.username,
                  after.email,
                  after.phoneNumber,
                  before.identity,
                ),
                updatedAt: new Date(),
              })
              .where(eq(users.id, actor.userId));
            await audit(tx, request, {
              action: 'update_profile',
              subject: 'user',
              recordId: actor.userId,
              before,
              after,
            });
          })
          .catch(accountConflict);
        const loaded = await loadSessionUser(db, actor.userId, actor.roleId);
        return { data: loaded!.user };
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
        const data = await switchSessionRole(db, signer, actor.sessionId, actor.userId, request.body.roleId);
        return { data };
      },
    );
  };
