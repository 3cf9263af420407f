import {
  dataOf,
  grantableRole,
  listOf,
  userDetail,
  userIdQuery,
  userListItem,
  userListQuery,
  userPickerItem,
  userPickerQuery,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { userImportRoutes } from './import-routes.js';
import { findUser, grantableRoles, listPickerUsers, listUsers } from './repository.js';
import { userWriteRoutes } from './write-routes.js';

export const userRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
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
      '/user/list-all-user',
      {
        config: { permission: ['read', 'user'] },
        schema: {
          tags: ['users'],
          summary: 'Tất cả người dùng trong phạm vi, không phân trang (tối đa 200), cho ô chọn',
          querystring: userPickerQuery,
          response: { 200: dataOf(z.array(userPickerItem)) },
        },
      },
      async (request) => ({ data: await listPickerUsers(db, actorOf(request), request.query) }),
    );

    // One handler for both paths of spec §7.
    for (const url of ['/user/detail-user-by-id', '/user/get-user']) {
      app.get(
        url,
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
    }

    app.get(
      '/user/grantable-roles',
      {
        config: { permission: ['read', 'user'] },
        schema: {
          tags: ['users'],
          summary:
            'Các vai trò người gọi được phép cấp (không rộng hơn quyền của mình), cho biểu mẫu người dùng',
          response: { 200: dataOf(z.array(grantableRole)) },
        },
      },
      async (request) => ({ data: await grantableRoles(db, actorOf(request)) }),
    );

    await app.register(userWriteRoutes(services));
    await app.register(userImportRoutes(services));
  };
