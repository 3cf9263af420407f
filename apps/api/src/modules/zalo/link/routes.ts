import { dataOf, zaloLinkCode, zaloMyAccount } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { myAccount } from './repository.js';
import { createLinkCode, unlinkMyAccount } from './service.js';

/** Each signed-in user's own link to their Zalo account (beyond the spec). */
export const linkRoutes =
  ({ db, signer, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['zalo'];

    app.post(
      '/zalo/link-code',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary:
            'Lấy mã liên kết Zalo của chính mình (8 ký tự, dùng một lần, hết hạn sau 10 phút; mã mới thay mã cũ): gửi mã này cho Zalo OA để liên kết tài khoản Zalo',
          response: { 200: dataOf(zaloLinkCode) },
        },
      },
      async (request) => ({ data: await createLinkCode(db, signer, config, request) }),
    );

    app.get(
      '/zalo/my-account',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Tài khoản Zalo đã liên kết với chính mình (nếu có)',
          response: { 200: dataOf(zaloMyAccount) },
        },
      },
      async (request) => ({ data: await myAccount(db, actorOf(request).userId) }),
    );

    app.delete(
      '/zalo/my-account',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Hủy liên kết tài khoản Zalo của chính mình (tài khoản Zalo vẫn còn, chỉ bỏ liên kết)',
          response: { 200: dataOf(zaloMyAccount) },
        },
      },
      async (request) => ({ data: await unlinkMyAccount(db, request) }),
    );
  };
