import { listOf, outboxItem, outboxListQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { listOutbox } from './repository.js';

/**
 * The outbox as administrators see it: what was sent, what waits for its next attempt, and what
 * was given up with its last error. Administrators only: a row names its recipient.
 */
export const outboxRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/outbox/list-all',
      {
        config: { permission: 'administrator' },
        schema: {
          tags: ['outbox'],
          summary:
            'Hàng đợi gửi (e-mail…): các lần gửi, mới nhất trước; lọc theo trạng thái (failed: đã dừng sau số lần thử tối đa, kèm lỗi cuối) và kênh — chỉ quản trị hệ thống',
          querystring: outboxListQuery,
          response: { 200: listOf(outboxItem) },
        },
      },
      async (request) => ({ data: await listOutbox(db, request.query) }),
    );
  };
