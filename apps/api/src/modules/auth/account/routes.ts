import {
  changePasswordBody,
  confirmResetBody,
  dataOf,
  forgotPasswordBody,
  okResponse,
  registerBody,
  sessionUser,
  updateProfileBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { requestPasswordReset, resetPassword } from '../password-reset.js';
import { sessionUserOf } from './repository.js';
import { changePassword, register, updateProfile } from './service.js';

const tags = ['auth'];

/** Accounts: sign-up, password reset and change, the profile. */
export const accountRoutes =
  ({ db, signer, limiter }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/register',
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Đăng ký tài khoản',
          description:
            'Không có token: luôn tạo tài khoản đoàn viên (vai trò 5). Người có quyền thêm người dùng được chọn vai trò.',
          body: registerBody,
          response: { 200: dataOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => ({ data: await register({ db, limiter }, request, request.body) }),
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { permission: 'public' },
        schema: {
          tags,
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
          tags,
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
          tags,
          summary: 'Đổi mật khẩu (kết thúc mọi phiên đăng nhập)',
          body: changePasswordBody,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await changePassword(db, request, request.body);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/auth/me',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Thông tin người dùng đang đăng nhập',
          response: { 200: dataOf(sessionUser) },
        },
      },
      async (request) => ({ data: await sessionUserOf(db, actorOf(request)) }),
    );

    app.put(
      '/auth/profile',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Cập nhật thông tin cá nhân',
          body: updateProfileBody,
          response: { 200: dataOf(sessionUser) },
        },
      },
      async (request) => ({ data: await updateProfile(db, request, request.body) }),
    );
  };
