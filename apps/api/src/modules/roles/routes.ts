import {
  DATA_SCOPE_LABELS,
  DEFAULT_ROLE_SCOPE,
  dataOf,
  listOf,
  okResponse,
  roleCreateBody,
  roleCreated,
  roleDetail,
  roleIdQuery,
  roleListItem,
  roleListQuery,
  roleUpdateBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { listRoles, roleOrFail } from './repository.js';
import { rightRoutes } from './rights/routes.js';
import { createRole, deleteRole, updateRole } from './service.js';

const tags = ['roles'];

/** Roles (docs/requirements.md, "Roles and rights"): role/list-all, create, update, delete, detail; then their rights. */
export const roleRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/role/list-all',
      {
        config: { permission: ['read', 'role'] },
        schema: {
          tags,
          summary: 'Danh sách vai trò (tìm không dấu theo tên)',
          querystring: roleListQuery,
          response: { 200: listOf(roleListItem) },
        },
      },
      async (request) => ({ data: await listRoles(db, request.query) }),
    );

    app.get(
      '/role/detail',
      {
        config: { permission: ['read', 'role'] },
        schema: {
          tags,
          summary: 'Chi tiết vai trò',
          querystring: roleIdQuery,
          response: { 200: dataOf(roleDetail) },
        },
      },
      async (request) => ({ data: await roleOrFail(db, request.query.roleId) }),
    );

    app.post(
      '/role/create',
      {
        config: { permission: ['create', 'role'] },
        schema: {
          tags,
          summary: `Thêm vai trò (chưa có quyền nào; cấp quyền ở trang quyền chức năng). Không gửi phạm vi dữ liệu: vai trò nhận phạm vi hẹp nhất, ${DEFAULT_ROLE_SCOPE} (${DATA_SCOPE_LABELS[DEFAULT_ROLE_SCOPE]}), và câu trả lời có scopeDefaulted = true`,
          body: roleCreateBody,
          response: { 200: dataOf(roleCreated) },
        },
      },
      async (request) => ({ data: await createRole(db, request, request.body) }),
    );

    app.post(
      '/role/update',
      {
        config: { permission: ['update', 'role'] },
        schema: {
          tags,
          summary: 'Cập nhật vai trò (mã vai trò trong thân yêu cầu)',
          body: roleUpdateBody,
          response: { 200: dataOf(roleDetail) },
        },
      },
      async (request) => ({ data: await updateRole(db, request, request.body) }),
    );

    app.post(
      '/role/delete',
      {
        config: { permission: ['delete', 'role'] },
        schema: {
          tags,
          summary: 'Xóa vai trò (không xóa được vai trò mặc định hoặc vai trò đang có người dùng)',
          querystring: roleIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteRole(db, request, request.query.roleId);
        return { data: { success: true as const } };
      },
    );

    await app.register(rightRoutes(services));
  };
