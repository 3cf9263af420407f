import {
  dataOf,
  deployedStaffItem,
  listOf,
  okResponse,
  staffCreateRequest,
  staffIdRequest,
  staffListQuery,
  staffUpdateRequest,
  toDeployedStaff,
  vietnamDate,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { staffBoardRoutes } from './boards/routes.js';
import { deployedStaffRoutes } from './deployed.js';
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
          response: { 200: listOf(deployedStaffItem) },
        },
      },
      async (request) => {
        const page = await listStaff(db, actorOf(request), request.query, vietnamDate());
        return { data: { ...page, list: page.list.map(toDeployedStaff) } };
      },
    );

    app.get(
      '/staff/detail',
      {
        config: { permission: ['read', 'staff'] },
        schema: {
          tags,
          summary: 'Chi tiết cán bộ công đoàn',
          querystring: staffIdRequest,
          response: { 200: dataOf(deployedStaffItem) },
        },
      },
      async (request) => ({
        data: toDeployedStaff(await staffOrFail(db, actorOf(request), request.query.staffId)),
      }),
    );

    app.post(
      '/staff/create',
      {
        config: { permission: ['create', 'staff'] },
        schema: {
          tags,
          summary:
            'Thêm cán bộ công đoàn (đơn vị trong phạm vi dữ liệu; userId gắn tài khoản, cần quyền cập nhật người dùng)',
          body: staffCreateRequest,
          response: { 200: dataOf(deployedStaffItem) },
        },
      },
      async (request) => ({ data: toDeployedStaff(await createStaff(db, request, request.body)) }),
    );

    app.put(
      '/staff/update',
      {
        config: { permission: ['update', 'staff'] },
        schema: {
          tags,
          summary:
            'Cập nhật cán bộ công đoàn (thay toàn bộ; userId: bỏ trống giữ tài khoản đã gắn, null bỏ gắn, mã tài khoản để gắn)',
          body: staffUpdateRequest,
          response: { 200: dataOf(deployedStaffItem) },
        },
      },
      async (request) => ({ data: toDeployedStaff(await updateStaff(db, request, request.body)) }),
    );

    app.delete(
      '/staff/delete',
      {
        config: { permission: ['delete', 'staff'] },
        schema: {
          tags,
          summary: 'Xóa cán bộ công đoàn (tài khoản đã gắn được giữ lại, chỉ bỏ liên kết)',
          querystring: staffIdRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteStaff(db, request, request.query.staffId);
        return { data: { success: true as const } };
      },
    );

    await app.register(staffBoardRoutes(services));
    // The deployed system's other staff calls (docs/compatibility.md).
    await app.register(deployedStaffRoutes({ db }));
  };
