import {
  dataOf,
  inboxItem,
  inboxPage,
  inboxQuery,
  notificationIdParams,
  unreadCount,
  userIdParams,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { listInbox, unreadCountOf } from './repository.js';
import { markAllRead, markInboxItem } from './service.js';

/** Each signed-in user's own notifications (spec §7, "Notifications (user)"): no right needed. */
export const inboxRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];

    app.get(
      '/thong-bao/user/my-notifications',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Thông báo của tôi (mới nhất trước, 10 mỗi trang; trangThaiDoc: chua_doc hoặc da_doc)',
          querystring: inboxQuery,
          response: { 200: dataOf(inboxPage) },
        },
      },
      async (request) => ({ data: await listInbox(db, actorOf(request).userId, request.query) }),
    );

    app.get(
      '/thong-bao/user/unread-count',
      {
        config: { permission: 'signed-in' },
        schema: { tags, summary: 'Số thông báo chưa đọc của tôi', response: { 200: dataOf(unreadCount) } },
      },
      async (request) => {
        const count = await unreadCountOf(db, actorOf(request).userId);
        return { data: { count, unreadCount: count } };
      },
    );

    for (const [action, read, summary] of [
      ['mark-read', true, 'Đánh dấu đã đọc'],
      ['mark-unread', false, 'Đánh dấu chưa đọc'],
    ] as const) {
      app.post(
        `/thong-bao/user/:id/${action}`,
        {
          config: { permission: 'signed-in' },
          schema: { tags, summary, params: notificationIdParams, response: { 200: dataOf(inboxItem) } },
        },
        async (request) => ({ data: await markInboxItem(db, request, request.params.id, read) }),
      );
    }

    app.patch(
      '/thong-bao/tat-ca-da-doc/:userId',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Đánh dấu tất cả thông báo của tôi là đã đọc (userId là chính người gọi)',
          params: userIdParams,
          response: { 200: dataOf(z.object({ count: z.number().int() })) },
        },
      },
      async (request) => ({ data: await markAllRead(db, request, request.params.userId) }),
    );
  };
