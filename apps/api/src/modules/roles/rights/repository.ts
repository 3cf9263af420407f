import {
  ADMIN_GROUP_ID,
  PERMISSION_GRID,
  type PermissionCatalogueGroup,
  type PermissionHolder,
  type RolePermissions,
} from '@congdoan/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { permissionGroups, permissions, rolePermissions, roles } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { roleCodes } from '../../../sessions/role-codes.js';

/** The role a grid is about, locked for the transaction when `lock` is set; 404 when there is none. */
export async function roleHead(db: DbOrTx, roleId: number, lock = false) {
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

/**
 * GET permission/list-all: the catalogue's grid with, on every right, the roles holding it. An
 * administrator role (manage all) holds every right whatever it lists.
 */
export async function listPermissionCatalogue(db: DbOrTx) {
  const [allRoles, grants] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, userGroupId: roles.userGroupId })
      .from(roles)
      .orderBy(asc(roles.id)),
    db
      .select({ roleId: rolePermissions.roleId, code: permissions.code })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
  ]);
  const holders = allRoles.map((r) => ({
    id: r.id,
    name: r.name,
    isAdmin: r.userGroupId === ADMIN_GROUP_ID,
  }));
  const byCode = new Map<string, Set<number>>();
  for (const g of grants) byCode.set(g.code, (byCode.get(g.code) ?? new Set()).add(g.roleId));
  const holdersOf = (code: string): PermissionHolder[] =>
    holders.filter((r) => r.isAdmin || byCode.get(code)?.has(r.id));
  const list: PermissionCatalogueGroup[] = PERMISSION_GRID.map((group) => ({
    code: group.code,
    name: group.name,
    subjects: group.subjects.map((s) => ({
      subject: s.subject,
      label: s.label,
      rights: s.actions.map((a) => ({ ...a, roles: holdersOf(a.code) })),
    })),
  }));
  return { list, count: list.length };
}
