import { dataOf, listOf, userDetail, userIdQuery, userListItem, userListQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { findUser, listUsers } from './repository.js';

export const userRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/list-all',
      {
        config: { permission: ['read', 'user'] },
        schema: {
          tags: ['users'],
          summary: 'Danh sách người dùng (tìm không dấu theo tên, tên đăng nhập, e-mail, điện thoại, CCCD)',
          querystring: userListQuery,
          response: { 200: listOf(userListItem) },
        },
      },
      async (request) => ({ data: await listUsers(db, actorOf(request), request.query) }),
    );

    app.get(
      '/user/detail-user-by-id',
      {
        config: { permission: ['read', 'user'] },
        schema: {
          tags: ['users'],
          summary: 'Chi tiết người dùng',
          querystring: userIdQuery,
          response: { 200: dataOf(userDetail) },
        },
      },
      async (request) => {
        const user = await findUser(db, actorOf(request), request.query.userId);
        if (!user) throw new AppError('user_not_found');
        return { data: user };
      },
    );
  };
