import { eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { organizations } from '../../../db/schema/index.js';
import { organizationFieldColumns } from '../../../domain/organization-fields.js';
import { organizationScope } from '../../../domain/scope.js';
import { exact, slices } from '../../../import/lookups.js';
import type { Stored } from './plan.js';

/** What the organisations import reads of the database, each once for the whole file. */

/** What the check needs of every organisation in the caller's scope. */
export interface Known {
  id: number;
  code: string | null;
  name: string;
  parentId: number | null;
  parentCode: string | null;
  parentName: string | null;
  path: string;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
}

const parentTable = alias(organizations, 'import_parent');

export async function organizationsInScope(db: DbOrTx, actor: Actor): Promise<Known[]> {
  return db
    .select({
      id: organizations.id,
      code: organizations.code,
      name: organizations.name,
      parentId: organizations.organizationParentId,
      parentCode: parentTable.code,
      parentName: parentTable.name,
      path: organizations.path,
      xaPhuongId: organizations.xaPhuongId,
      cumKhuCnId: organizations.cumKhuCnId,
    })
    .from(organizations)
    .leftJoin(parentTable, eq(parentTable.id, organizations.organizationParentId))
    .where(organizationScope(actor));
}

/** Organisations anywhere holding one of the codes (codes are unique across the province). */
export async function organizationsByCode(db: DbOrTx, codes: string[]) {
  const found = new Map<string, number>();
  for (const s of slices(codes)) {
    const rows = await db
      .select({ id: organizations.id, code: organizations.code })
      .from(organizations)
      .where(inArray(sql`lower(${organizations.code})`, s));
    for (const r of rows) if (r.code) found.set(exact(r.code), r.id);
  }
  return found;
}

/**
 * The organisations the file updates as stored, locked in the order of their ids until the
 * import's transaction ends (its check runs inside it): a member admitted meanwhile recounts its
 * union after the import, not under it (its trigger's write waits for the lock).
 */
export async function storedRows(db: DbOrTx, ids: number[]): Promise<Map<number, Stored>> {
  const out = new Map<number, Stored>();
  for (const s of slices([...ids].sort((a, b) => a - b))) {
    const rows = await db
      .select({
        id: organizations.id,
        parentId: organizations.organizationParentId,
        path: organizations.path,
        code: organizations.code,
        name: organizations.name,
        ...organizationFieldColumns,
        memberRecordCount: organizations.memberRecordCount,
      })
      .from(organizations)
      .where(inArray(organizations.id, s))
      .orderBy(organizations.id)
      .for('update');
    for (const r of rows) {
      out.set(r.id, {
        ...r,
        customFields: r.customFields ?? {},
      });
    }
  }
  return out;
}

/** Names taken under the given parents anywhere (a ward officer's siblings may lie outside the scope). */
export async function childrenNames(db: DbOrTx, parentIds: number[], withRoots: boolean) {
  const taken = new Map<string, { id: number; code: string | null }>();
  const conditions: SQL[] = slices(parentIds).map((s) => inArray(organizations.organizationParentId, s));
  if (withRoots) conditions.push(isNull(organizations.organizationParentId));
  for (const condition of conditions) {
    const rows = await db
      .select({
        id: organizations.id,
        code: organizations.code,
        name: organizations.name,
        parentId: organizations.organizationParentId,
      })
      .from(organizations)
      .where(condition);
    for (const r of rows) taken.set(`${r.parentId}|${exact(r.name)}`, { id: r.id, code: r.code });
  }
  return taken;
}
