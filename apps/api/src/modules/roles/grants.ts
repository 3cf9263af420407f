import {
  ACTION_LABELS,
  ADMIN_GROUP_ID,
  ALLOWED_ACTIONS,
  PERMISSION_GROUPS,
  type PermissionGridGroup,
  type RolePermissions,
  SUBJECT_LABELS,
  toPermissionCode,
} from '@congdoan/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { permissionGroups, permissions, rolePermissions, roles } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../plugins/auth.js';
import { roleCodes } from '../auth/session-user.js';

/**
 * The grid of the rights page, straight from the shared catalogue: each group as the side menu
 * groups its subjects, each subject with only the actions spec §6 allows it.
 */
export const PERMISSION_GRID: PermissionGridGroup[] = PERMISSION_GROUPS.map((group) => ({
  code: group.code,
  name: group.name,
  subjects: group.subjects.map((subject) => ({
    subject,
    label: SUBJECT_LABELS[subject],
    actions: ALLOWED_ACTIONS[subject].map((action) => ({
      action,
      label: ACTION_LABELS[action],
      code: toPermissionCode({ action, subject }),
    })),
  })),
}));

async function roleHead(db: DbOrTx, roleId: number, lock = false) {
  const query = db
    .select({ id: roles.id, name: roles.name, userGroupId: roles.userGroupId })
    .from(roles)
    .where(eq(roles.id, roleId));
  const [role] = await (lock ? query.for('update') : query);
  if (!role) throw new AppError('role_not_found');
  return { id: role.id, name: role.name, isAdmin: role.userGroupId === ADMIN_GROUP_ID };
}

export async function rolePermissionGrid(db: DbOrTx, roleId: number): Promise<RolePermissions> {
  const role = await roleHead(db, roleId);
  return { role, groups: PERMISSION_GRID, codes: await roleCodes(db, roleId) };
}

/**
 * Replaces a role's grants in one transaction. Refused, with nothing changed: the administrator
 * role (manage all, whatever it lists), a code outside the catalogue, and a code the caller adds
 * without holding it (an administrator may add any). Removing a code needs no such check: it can
 * only narrow what the role does. Users of the role get the new codes at their next token refresh.
 */
export async function replaceRoleGrants(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  roleId: number,
  requested: readonly string[],
): Promise<RolePermissions> {
  const wanted = [...new Set(requested)];
  await db.transaction(async (tx) => {
    // The row lock makes two concurrent saves of one role run one after the other.
    const role = await roleHead(tx, roleId, true);
    if (role.isAdmin) throw new AppError('admin_role_locked');
    const known = wanted.length
      ? await tx
          .select({ id: permissions.id, code: permissions.code })
          .from(permissions)
          .where(inArray(permissions.code, wanted))
      : [];
    const unknown = wanted.filter((code) => !known.some((k) => k.code === code));
    if (unknown.length) {
      throw new AppError(
        'permission_code_invalid',
        undefined,
        unknown.slice(0, 20).map((code) => ({ path: 'codes', message: `Mã quyền không hợp lệ: ${code}` })),
      );
    }
    const before = await roleCodes(tx, roleId);
    if (actor.userGroupId !== ADMIN_GROUP_ID) {
      const held = new Set(actor.permissions);
      const beyond = wanted.filter((code) => !before.includes(code) && !held.has(code));
      if (beyond.length) {
        throw new AppError(
          'permission_not_grantable',
          undefined,
          beyond.slice(0, 20).map((code) => ({ path: 'codes', message: `Bạn không có quyền: ${code}` })),
        );
      }
    }
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (known.length) {
      await tx.insert(rolePermissions).values(known.map((p) => ({ roleId, permissionId: p.id })));
    }
    await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, roleId));
    const after = await roleCodes(tx, roleId);
    await audit(tx, request, {
      action: 'update_permissions',
      subject: 'role',
      recordId: roleId,
      before: { codes: before },
      after: { codes: after },
    });
  });
  return rolePermissionGrid(db, roleId);
}

/**
 * The permission groups and their permissions, read-only. Both tables are written only by the
 * start-up seed from the shared catalogue (upserts keyed by code), so no name can collide and the
 * spec's PermissionGroup_is_exist / Permission_is_exist have no write path here to guard.
 */
export async function listPermissionGroups(db: DbOrTx) {
  const [groups, perms] = await Promise.all([
    db.select().from(permissionGroups).orderBy(asc(permissionGroups.sortOrder), asc(permissionGroups.id)),
    db
      .select({
        id: permissions.id,
        code: permissions.code,
        name: permissions.name,
        action: permissions.action,
        subject: permissions.subject,
        groupId: permissions.groupId,
      })
      .from(permissions)
      .orderBy(asc(permissions.id)),
  ]);
  const list = groups.map((g) => ({
    id: g.id,
    code: g.code,
    name: g.name,
    permissions: perms.filter((p) => p.groupId === g.id).map(({ groupId: _, ...p }) => p),
  }));
  return { list, count: list.length };
}
