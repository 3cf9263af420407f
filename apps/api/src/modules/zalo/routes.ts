import { dataOf, zaloSaveOaTokenBody, zaloStatus, zaloSyncResult, zaloTokenBody } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { linkRoutes } from './link/routes.js';
import { saveOaTokens, syncFollowers } from './service.js';
import { webhookRoutes } from './webhook/routes.js';

/**
 * The Zalo OA connection (docs/requirements.md, "Zalo OA"): its status, the tokens an administrator
 * enters, the follower sync, the OA's webhook and each user's own link to their Zalo account.
 * The accounts screen's routes (list, link, create user, send) are the zalo-accounts module's.
 */
export const zaloRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, zalo } = services;
    const tags = ['zalo'];

    app.get(
      '/zalo/status',
      {
        config: { permission: ['read', 'zalo-account'] },
        schema: {
          tags,
          summary:
            'Trạng thái kết nối Zalo OA: đã cấu hình (ZALO_APP_ID, ZALO_APP_SECRET), đã có token, hạn token, lỗi làm mới gần nhất, lần đồng bộ gần nhất — không bao giờ trả token',
          response: { 200: dataOf(zaloStatus) },
        },
      },
      async () => ({ data: await zalo.oa.status() }),
    );

    app.put(
      '/zalo/oa-token',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary:
            'Nhập token của Zalo OA (access token, refresh token, số giây còn hạn; mặc định 25 giờ) — chỉ quản trị hệ thống; thay token cũ, hệ thống tự làm mới trước khi hết hạn',
          body: zaloTokenBody,
          response: { 200: dataOf(zaloStatus) },
        },
      },
      async (request) => ({ data: await saveOaTokens(db, zalo, request, request.body) }),
    );

    app.post(
      '/zalo/save-oa-token',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary:
            'Như PUT zalo/oa-token, với thân { access_token, refresh_token, expires_in } của hệ thống cũ — chỉ quản trị hệ thống',
          body: zaloSaveOaTokenBody,
          response: { 200: dataOf(zaloStatus) },
        },
      },
      async (request) => ({ data: await saveOaTokens(db, zalo, request, request.body) }),
    );

    app.post(
      '/zalo-accounts/sync',
      {
        config: { permission: ['read', 'zalo-account'] },
        schema: {
          tags,
          summary:
            'Đồng bộ người theo dõi từ Zalo OA (danh sách và hồ sơ; người đã rời OA được đánh dấu không theo dõi, không xóa); một lần chạy mỗi lúc trên mọi máy chủ',
          response: { 200: dataOf(zaloSyncResult) },
        },
      },
      async () => ({ data: await syncFollowers(zalo) }),
    );

    await app.register(webhookRoutes(services));
    await app.register(linkRoutes(services));
  };
