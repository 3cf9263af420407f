import {
  ADMIN_GROUP_ID,
  expandSecondReading,
  type RolePermissions,
  unmappedSecondReading,
  withImpliedReads,
} from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { permissions, rolePermissions, roles } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { roleCodes } from '../../../sessions/role-codes.js';
import { writeTransaction } from '../../../write/transaction.js';
import { roleHead, rolePermissionGrid } from './repository.js';

/**
 * PUT role/permissions: replaces a role's grants in one transaction. Refused, with nothing changed:
 * the administrator role (manage all, whatever it lists), a code outside the catalogue, and a code
 * the caller adds without holding it (an administrator may add any). Removing a code needs no such
 * check: it can only narrow what the role does. A second-reading code (MANAGE_MEMBERS…) stands for the codes
 * it names (SECOND_READING_PAIRS), one that names none is refused; a code brings its subject's read code with it. Users of the role
 * get the new codes at their next token refresh.
 */
export async function replaceRoleGrants(
  db: Db,
  request: FastifyRequest,
  roleId: number,
  requested: readonly string[],
): Promise<RolePermissions> {
  const actor = actorOf(request);
  // A second-reading code that stands for no right of the catalogue (VIEW_AUDIT_LOGS) is refused, not dropped.
  const unmapped = unmappedSecondReading(requested);
  if (unmapped.length) {
    throw new AppError(
      'permission_code_invalid',
      undefined,
      unmapped.map((code) => ({
        path: 'codes',
        message: `Mã quyền ${code} không ứng với quyền nào của hệ thống`,
      })),
    );
  }
  // any right includes reading its subject: the read codes are saved with it (and checked like the others)
  const wanted = withImpliedReads(expandSecondReading(requested));
  await writeTransaction(db, request, async ({ tx, audit }) => {
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
    await audit({
      action: 'update_permissions',
      subject: 'role',
      recordId: roleId,
      before: { codes: before },
      after: { codes: after },
    });
  });
  return rolePermissionGrid(db, roleId);
}
