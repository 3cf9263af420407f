import {
  activeLockUserBody,
  createUserBody,
  dataOf,
  okResponse,
  updateUserBody,
  userDetail,
  userIdQuery,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { findUser } from './repository.js';
import { createUser, deleteUser, setUserActive, updateUser } from './service.js';

/** Create, update, lock/unlock and delete; each pair of spec §7 aliases shares one handler. */
export const userWriteRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const detailOf = async (request: Parameters<typeof actorOf>[0], userId: number) => {
      const user = await findUser(db, actorOf(request), userId);
      // A write may move the user out of the caller's scope only through a place the scope allows,
      // so this is not expected; answer as not found rather than leak.
      if (!user) throw new AppError('user_not_found');
      return user;
    };

    app.post(
      '/user/create-user',
      {
        config: { permission: ['create', 'user'] },
        schema: {
          tags: ['users'],
          summary: 'Thêm người dùng (một hoặc nhiều vai trò, roleId là vai trò đang dùng)',
          body: createUserBody,
          response: { 200: dataOf(userDetail) },
        },
      },
      async (request) => {
        const id = await createUser(db, request, request.body);
        return { data: await detailOf(request, id) };
      },
    );

    const update = {
      config: { permission: ['update', 'user'] as const },
      schema: {
        tags: ['users'],
        summary: 'Cập nhật người dùng (mật khẩu chỉ gửi khi đổi; đổi mật khẩu kết thúc các phiên đăng nhập)',
        body: updateUserBody,
        response: { 200: dataOf(userDetail) },
      },
    };
    const updateHandler = async (
      request: { body: typeof updateUserBody._zod.output } & Parameters<typeof actorOf>[0],
    ) => {
      await updateUser(db, request, request.body);
      return { data: await detailOf(request, request.body.userId) };
    };
    app.post('/user/update-user', update, updateHandler);
    app.put('/user/update', update, updateHandler);

    app.post(
      '/user/active-lock-user',
      {
        config: { permission: ['update', 'user'] },
        schema: {
          tags: ['users'],
          summary:
            'Khóa (isActive 0) hoặc mở khóa (isActive 1) người dùng; khóa kết thúc các phiên đăng nhập',
          body: activeLockUserBody,
          response: { 200: dataOf(userDetail) },
        },
      },
      async (request) => {
        await setUserActive(db, request, request.body);
        return { data: await detailOf(request, request.body.userId) };
      },
    );

    const remove = {
      config: { permission: ['delete', 'user'] as const },
      schema: {
        tags: ['users'],
        summary: 'Xóa người dùng (không xóa được khi dữ liệu khác còn tham chiếu)',
        querystring: userIdQuery,
        response: { 200: okResponse },
      },
    };
    const removeHandler = async (request: { query: { userId: number } } & Parameters<typeof actorOf>[0]) => {
      await deleteUser(db, request, request.query.userId);
      return { data: { success: true as const } };
    };
    app.post('/user/delete-user', remove, removeHandler);
    app.delete('/user/delete', remove, removeHandler);
  };
