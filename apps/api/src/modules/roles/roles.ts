import {
  ADMIN_GROUP_ID,
  dataOf,
  listOf,
  okResponse,
  roleCreateBody,
  roleDetail,
  roleIdQuery,
  roleListItem,
  roleListQuery,
  roleUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit.js';
import { roles, sessions } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { assertScopeGrantable } from '../auth/account-rules.js';
import { findRole, listRoles, roleNameTaken, usersHoldingRole } from './repository.js';

/** A concurrent create or rename with the same name meets the unique index: same message. */
function roleConflict(err: unknown): never {
  if (uniqueViolation(err) === 'roles_name_key') throw new AppError('role_name_exists');
  throw err;
}

const snapshot = (r: typeof roles.$inferSelect) => ({
  name: r.name,
  description: r.description,
  scope: r.scope,
  icon: r.icon,
});

/** spec §7 Roles: role/list-all, create, update, delete, detail. */
export const roleCrudRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/role/list-all',
      {
        config: { permission: ['read', 'role'] },
        schema: {
          tags: ['roles'],
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
          tags: ['roles'],
          summary: 'Chi tiết vai trò',
          querystring: roleIdQuery,
          response: { 200: dataOf(roleDetail) },
        },
      },
      async (request) => {
        const role = await findRole(db, request.query.roleId);
        if (!role) throw new AppError('role_not_found');
        return { data: role };
      },
    );

    app.post(
      '/role/create',
      {
        config: { permission: ['create', 'role'] },
        schema: {
          tags: ['roles'],
          summary: 'Thêm vai trò (chưa có quyền nào; cấp quyền ở trang quyền chức năng)',
          body: roleCreateBody,
          response: { 200: dataOf(roleDetail) },
        },
      },
      async (request) => {
        const body = request.body;
        assertScopeGrantable(actorOf(request), body.scope);
        if (await roleNameTaken(db, body.name)) throw new AppError('role_name_exists');
        const values = {
          name: body.name,
          description: body.description ?? null,
          scope: body.scope,
          icon: body.icon,
          isSystem: false,
          searchText: toSearchText(body.name),
        };
        const id = await db
          .transaction(async (tx) => {
            const [created] = await tx.insert(roles).values(values).returning();
            await audit(tx, request, {
              action: 'create',
              subject: 'role',
              recordId: created!.id,
              after: snapshot(created!),
            });
            return created!.id;
          })
          .catch(roleConflict);
        return { data: (await findRole(db, id))! };
      },
    );

    app.post(
      '/role/update',
      {
        config: { permission: ['update', 'role'] },
        schema: {
          tags: ['roles'],
          summary: 'Cập nhật vai trò (mã vai trò trong thân yêu cầu)',
          body: roleUpdateBody,
          response: { 200: dataOf(roleDetail) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        assertScopeGrantable(actorOf(request), body.scope);
        await db
          .transaction(async (tx) => {
            const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
            if (!before) throw new AppError('role_not_found');
            // The administrators see everything: a narrower scope would hide data from them.
            if (before.userGroupId === ADMIN_GROUP_ID && body.scope !== 'province') {
              throw new AppError('admin_role_scope_fixed');
            }
            if (await roleNameTaken(tx, body.name, id)) throw new AppError('role_name_exists');
            const [after] = await tx
              .update(roles)
              .set({
                name: body.name,
                description: body.description ?? null,
                scope: body.scope,
                icon: body.icon,
                searchText: toSearchText(body.name),
                updatedAt: new Date(),
              })
              .where(eq(roles.id, id))
              .returning();
            await audit(tx, request, {
              action: 'update',
              subject: 'role',
              recordId: id,
              before: snapshot(before),
              after: snapshot(after!),
            });
          })
          .catch(roleConflict);
        return { data: (await findRole(db, id))! };
      },
    );

    app.post(
      '/role/delete',
      {
        config: { permission: ['delete', 'role'] },
        schema: {
          tags: ['roles'],
          summary: 'Xóa vai trò (không xóa được vai trò mặc định hoặc vai trò đang có người dùng)',
          querystring: roleIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const { roleId } = request.query;
        await db.transaction(async (tx) => {
          // Locked: a user cannot be given the role between the count and the delete.
          const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).for('update');
          if (!role) throw new AppError('role_not_found');
          if (role.isSystem) throw new AppError('role_is_system');
          const holders = await usersHoldingRole(tx, roleId);
          if (holders > 0) {
            throw new AppError(
              'role_in_use',
              `Không thể xóa vai trò đang được gán cho ${holders} người dùng. Hãy gỡ vai trò khỏi họ trước.`,
            );
          }
          // Sessions of users who no longer hold the role are dead already; they must not block it.
          await tx.delete(sessions).where(eq(sessions.roleId, roleId));
          await tx.delete(roles).where(eq(roles.id, roleId));
          await audit(tx, request, {
            action: 'delete',
            subject: 'role',
            recordId: roleId,
            before: snapshot(role),
          });
        });
        return { data: { success: true as const } };
      },
    );
  };
