import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { permissions, rolePermissions } from '../db/schema/index.js';

/** The permission codes a role holds, in catalogue order. */
export async function roleCodes(db: DbOrTx, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ code: permissions.code })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.id));
  return rows.map((r) => r.code);
}
