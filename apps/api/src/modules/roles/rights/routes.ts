import {
  dataOf,
  listOf,
  permissionCatalogueGroup,
  permissionGroupItem,
  rolePermissionsBody,
  rolePermissionsQuery,
  rolePermissionsResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { listPermissionCatalogue, listPermissionGroups, rolePermissionGrid } from './repository.js';
import { replaceRoleGrants } from './service.js';

const tags = ['roles'];

/** Function rights of a role (docs/requirements.md, "Roles and rights") and the read-only permission groups. */
export const rightRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/role/permissions',
      {
        config: { permission: ['read', 'role'] },
        schema: {
          tags,
          summary: 'Quyền chức năng của một vai trò: các nhóm quyền, hành động được phép, mã quyền đang có',
          querystring: rolePermissionsQuery,
          response: { 200: dataOf(rolePermissionsResponse) },
        },
      },
      async (request) => ({ data: await rolePermissionGrid(db, request.query.roleId) }),
    );

    app.put(
      '/role/permissions',
      {
        config: { permission: ['update', 'role'] },
        schema: {
          tags,
          summary:
            'Thay toàn bộ quyền của một vai trò; người dùng của vai trò nhận quyền mới ở lần làm mới phiên tiếp theo',
          body: rolePermissionsBody,
          response: { 200: dataOf(rolePermissionsResponse) },
        },
      },
      async (request) => ({
        data: await replaceRoleGrants(db, request, request.body.roleId, request.body.codes),
      }),
    );

    app.get(
      '/permission-group/list-all',
      {
        config: { permission: ['read', 'permission-group'] },
        schema: {
          tags,
          summary: 'Danh sách nhóm quyền và các quyền của nhóm (chỉ xem)',
          response: { 200: listOf(permissionGroupItem) },
        },
      },
      async () => ({ data: await listPermissionGroups(db) }),
    );

    app.get(
      '/permission/list-all',
      {
        config: { permission: ['read', 'permission-group'] },
        schema: {
          tags,
          summary: 'Danh mục quyền theo nhóm, mỗi quyền kèm các vai trò đang có quyền đó (chỉ xem)',
          response: { 200: listOf(permissionCatalogueGroup) },
        },
      },
      async () => ({ data: await listPermissionCatalogue(db) }),
    );
  };
