import { assistantSettings, assistantSettingsBody, dataOf } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { settingsOf } from './repository.js';
import { updateSettings } from './service.js';

const tags = ['assistant'];

/** The signed-in user's own assistant settings (spec §3): autoSave, sound, the chat's theme. */
export const assistantSettingsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/assistant/settings',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Cài đặt trợ lý của tôi (mặc định: lưu tự động, không âm thanh, giao diện sáng)',
          response: { 200: dataOf(assistantSettings) },
        },
      },
      async (request) => ({ data: await settingsOf(db, actorOf(request).userId) }),
    );

    app.put(
      '/assistant/settings',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary:
            'Sửa cài đặt trợ lý của tôi (trường không gửi giữ nguyên; tắt lưu tự động không xóa các cuộc trò chuyện đã lưu)',
          body: assistantSettingsBody,
          response: { 200: dataOf(assistantSettings) },
        },
      },
      async (request) => ({ data: await updateSettings(db, request, request.body) }),
    );
  };
