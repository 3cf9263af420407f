import {
  dataOf,
  listOf,
  okResponse,
  staffCreateBody,
  staffIdQuery,
  staffItem,
  staffListQuery,
  staffUpdateBody,
  vietnamDate,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { staffBoardRoutes } from './boards/routes.js';
import { listStaff, staffOrFail } from './repository.js';
import { createStaff, deleteStaff, updateStaff } from './service.js';

/** Union staff (cán bộ công đoàn) of the organisations in the caller's data scope. */
export const staffRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const tags = ['staff'];

    app.get(
      '/staff/list-all',
      {
        config: { permission: ['read', 'staff'] },
        schema: {
          tags,
          summary:
            'Danh sách cán bộ công đoàn (20 mỗi trang; tìm không dấu theo tên, CCCD, điện thoại, e-mail; lọc theo đơn vị — includeChildren=true gồm cả đơn vị trực thuộc —, chức vụ, nhiệm kỳ, hình thức, giới tính)',
          querystring: staffListQuery,
          response: { 200: listOf(staffItem) },
        },
      },
      async (request) => ({ data: await listStaff(db, actorOf(request), request.query, vietnamDate()) }),
    );

    app.get(
      '/staff/detail',
      {
        config: { permission: ['read', 'staff'] },
        schema: {
          tags,
          summary: 'Chi tiết cán bộ công đoàn',
          querystring: staffIdQuery,
          response: { 200: dataOf(staffItem) },
        },
      },
      async (request) => ({ data: await staffOrFail(db, actorOf(request), request.query.staffId) }),
    );

    app.post(
      '/staff/create',
      {
        config: { permission: ['create', 'staff'] },
        schema: {
          tags,
          summary:
            'Thêm cán bộ công đoàn (đơn vị trong phạm vi dữ liệu; userId gắn tài khoản, cần quyền cập nhật người dùng)',
          body: staffCreateBody,
          response: { 200: dataOf(staffItem) },
        },
      },
      async (request) => ({ data: await createStaff(db, request, request.body) }),
    );

    app.put(
      '/staff/update',
      {
        config: { permission: ['update', 'staff'] },
        schema: {
          tags,
          summary:
            'Cập nhật cán bộ công đoàn (thay toàn bộ; userId: bỏ trống giữ tài khoản đã gắn, null bỏ gắn, mã tài khoản để gắn)',
          body: staffUpdateBody,
          response: { 200: dataOf(staffItem) },
        },
      },
      async (request) => ({ data: await updateStaff(db, request, request.body) }),
    );

    app.delete(
      '/staff/delete',
      {
        config: { permission: ['delete', 'staff'] },
        schema: {
          tags,
          summary: 'Xóa cán bộ công đoàn (tài khoản đã gắn được giữ lại, chỉ bỏ liên kết)',
          querystring: staffIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteStaff(db, request, request.query.staffId);
        return { data: { success: true as const } };
      },
    );

    await app.register(staffBoardRoutes(services));
  };
