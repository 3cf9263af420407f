import {
  activeLockUserBody,
  createUserRequestBody,
  dataOf,
  grantableRole,
  listOf,
  okResponse,
  type UpdateUserBody,
  updateUserBody,
  userDetail,
  userIdQuery,
  userListItem,
  userListQuery,
  userPickerItem,
  userPickerQuery,
} from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { userImportRoutes } from './import/routes.js';
import { grantableRoles, listPickerUsers, listUsers, userOrFail } from './repository.js';
import { createUser, deleteUser, setUserActive, updateUser } from './service.js';

const tags = ['users'];

/** Users (docs/requirements.md, "Users"): where two paths name one operation, one handler serves both ("Aliases"). */
export const userRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/user/list-all',
      {
        config: { permission: ['read', 'user'] },
        schema: {
          tags,
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
          tags,
          summary: 'Tất cả người dùng trong phạm vi, không phân trang (tối đa 200), cho ô chọn',
          querystring: userPickerQuery,
          response: { 200: dataOf(z.array(userPickerItem)) },
        },
      },
      async (request) => ({ data: await listPickerUsers(db, actorOf(request), request.query) }),
    );

    for (const url of ['/user/detail-user-by-id', '/user/get-user']) {
      app.get(
        url,
        {
          config: { permission: ['read', 'user'] },
          schema: {
            tags,
            summary: 'Chi tiết người dùng',
            querystring: userIdQuery,
            response: { 200: dataOf(userDetail) },
          },
        },
        async (request) => ({ data: await userOrFail(db, actorOf(request), request.query.userId) }),
      );
    }

    app.get(
      '/user/grantable-roles',
      {
        config: { permission: ['read', 'user'] },
        schema: {
          tags,
          summary:
            'Các vai trò người gọi được phép cấp (không rộng hơn quyền của mình), cho biểu mẫu người dùng',
          response: { 200: dataOf(z.array(grantableRole)) },
        },
      },
      async (request) => ({ data: await grantableRoles(db, actorOf(request)) }),
    );

    app.post(
      '/user/create-user',
      {
        config: { permission: ['create', 'user'] },
        schema: {
          tags,
          summary: 'Thêm người dùng (một hoặc nhiều vai trò, roleId là vai trò đang dùng)',
          body: createUserRequestBody,
          response: { 200: dataOf(userDetail) },
        },
      },
      async (request) => ({ data: await createUser(db, request, request.body) }),
    );

    const update = {
      config: { permission: ['update', 'user'] as const },
      schema: {
        tags,
        summary: 'Cập nhật người dùng (mật khẩu chỉ gửi khi đổi; đổi mật khẩu kết thúc các phiên đăng nhập)',
        body: updateUserBody,
        response: { 200: dataOf(userDetail) },
      },
    };
    const updateHandler = async (request: FastifyRequest<{ Body: UpdateUserBody }>) => ({
      data: await updateUser(db, request, request.body),
    });
    app.post('/user/update-user', update, updateHandler);
    app.put('/user/update', update, updateHandler);

    app.post(
      '/user/active-lock-user',
      {
        config: { permission: ['update', 'user'] },
        schema: {
          tags,
          summary:
            'Khóa (isActive 0) hoặc mở khóa (isActive 1) người dùng; khóa kết thúc các phiên đăng nhập',
          body: activeLockUserBody,
          response: { 200: dataOf(userDetail) },
        },
      },
      async (request) => ({ data: await setUserActive(db, request, request.body) }),
    );

    const remove = {
      config: { permission: ['delete', 'user'] as const },
      schema: {
        tags,
        summary: 'Xóa người dùng (không xóa được khi dữ liệu khác còn tham chiếu)',
        querystring: userIdQuery,
        response: { 200: okResponse },
      },
    };
    const removeHandler = async (request: FastifyRequest<{ Querystring: { userId: number } }>) => {
      await deleteUser(db, request, request.query.userId);
      return { data: { success: true as const } };
    };
    app.post('/user/delete-user', remove, removeHandler);
    app.delete('/user/delete', remove, removeHandler);

    await app.register(userImportRoutes(services));
  };
