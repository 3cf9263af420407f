import {
  changePasswordBody,
  confirmResetBody,
  dataOf,
  forgotPasswordBody,
  okResponse,
  REGISTRATIONS_PER_ADDRESS,
  ROLE_IDS,
  registerBody,
  sessionUser,
  toSearchText,
  updateProfileBody,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { userRoles, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import {
  accountConflict,
  assertAccountFree,
  assertRoleGrantable,
  placesForNewAccount,
} from './account-rules.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { loadSessionUser } from './session-user.js';
import { revokeUserSessions } from './sessions.js';

/** Accounts: sign-up, password reset and change, the profile. */
export const accountRoutes =
  ({ db, signer, limiter }: Services): FastifyPluginAsyncZod =>
  async (app) => {
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
        if (!actor) {
          const window = await limiter.take(
            `register:address:${request.ip}`,
            REGISTRATIONS_PER_ADDRESS,
            3_600_000,
          );
          if (!window.allowed) throw new AppError('too_many_requests');
        }
        // Without the right to create users the new account is always a union member.
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
        await requestPasswordReset({ db, signer, limiter }, request, request.body.email);
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
        await resetPassword({ db, signer, limiter }, request, request.body);
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
            passwordHash: users.passwordHash,
          })
          .from(users)
          .where(eq(users.id, actor.userId));
        if (!before) throw new AppError('unauthorized');
        // The e-mail receives reset codes: changing it needs the password, not only a session.
        if ((body.email ?? null)?.toLowerCase() !== before.email?.toLowerCase()) {
          if (!body.currentPassword) throw new AppError('current_password_required');
          if (!(await verifyPassword(before.passwordHash, body.currentPassword))) {
            throw new AppError('wrong_current_password');
          }
        }
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
  };
