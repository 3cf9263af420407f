import {
  ADMIN_GROUP_ID,
  DEFAULT_ROLE_SCOPE,
  type RoleCreateBody,
  type RoleCreated,
  type RoleDetail,
  type RoleUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { roles, sessions } from '../../db/schema/index.js';
import { assertScopeGrantable } from '../../domain/grants.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch } from '../../write/patch.js';
import { assertUnique, writeTransaction } from '../../write/transaction.js';
import { roleOrFail, usersHoldingRole } from './repository.js';

/** A concurrent create or rename with the same name meets the unique index: same message. */
const CONFLICTS = { unique: { roles_name_key: 'role_name_exists' } } as const;

/** Role names are unique ignoring case (the schema has trimmed them). */
const nameField = (name: string) => [{ column: roles.name, value: name, code: 'role_name_exists' as const }];

const snapshot = (r: typeof roles.$inferSelect) => ({
  name: r.name,
  description: r.description,
  scope: r.scope,
  icon: r.icon,
});

/** POST role/create: a role without rights; without a scope it gets DEFAULT_ROLE_SCOPE (shared). */
export async function createRole(
  db: Db,
  request: FastifyRequest,
  body: RoleCreateBody,
): Promise<RoleCreated> {
  const scope = body.scope ?? DEFAULT_ROLE_SCOPE;
  assertScopeGrantable(actorOf(request), scope);
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertUnique(tx, roles, roles.id, nameField(body.name));
      const [created] = await tx
        .insert(roles)
        .values({
          name: body.name,
          description: body.description ?? null,
          scope,
          icon: body.icon,
          isSystem: false,
          searchText: toSearchText(body.name),
        })
        .returning();
      await audit({ action: 'create', subject: 'role', recordId: created!.id, after: snapshot(created!) });
      return created!.id;
    },
    CONFLICTS,
  );
  return { ...(await roleOrFail(db, id)), scopeDefaulted: body.scope === undefined };
}

/**
 * POST role/update: the id travels in the body; the fields given change, the others (the scope
 * too: a rename keeps it) stay (docs/requirements.md, "Updates").
 */
export async function updateRole(db: Db, request: FastifyRequest, body: RoleUpdateBody): Promise<RoleDetail> {
  const { id, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      if (!before) throw new AppError('role_not_found');
      const fields = applyPatch(snapshot(before), patch);
      // Kept or changed, the scope is one the caller may give: nobody edits a role wider than themselves.
      assertScopeGrantable(actorOf(request), fields.scope);
      // The administrators see everything: a narrower scope would hide data from them.
      if (before.userGroupId === ADMIN_GROUP_ID && fields.scope !== 'province') {
        throw new AppError('admin_role_scope_fixed');
      }
      await assertUnique(tx, roles, roles.id, nameField(fields.name), id);
      const [after] = await tx
        .update(roles)
        .set({ ...fields, searchText: toSearchText(fields.name), updatedAt: new Date() })
        .where(eq(roles.id, id))
        .returning();
      await audit({
        action: 'update',
        subject: 'role',
        recordId: id,
        before: snapshot(before),
        after: snapshot(after!),
      });
    },
    CONFLICTS,
  );
  return roleOrFail(db, id);
}

/** POST role/delete: not a seeded role, nor one that users still hold. */
export async function deleteRole(db: Db, request: FastifyRequest, roleId: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
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
      await audit({ action: 'delete', subject: 'role', recordId: roleId, before: snapshot(role) });
    },
    {
      // An event's audience names the role (docs/requirements.md, "Events").
      foreignKey: () =>
        new AppError('role_in_use', 'Không thể xóa vai trò đang là đối tượng tham gia của sự kiện'),
    },
  );
}
