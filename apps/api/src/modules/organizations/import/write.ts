import { type OrganizationImportResult, toSearchText } from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { organizations } from '../../../db/schema/index.js';
import { withFiguresSource } from '../../../domain/figures.js';
import { AppError } from '../../../errors.js';
import { allocateIds, bulkInsert, bulkUpdate } from '../../../import/bulk.js';
import type { Conflicts, Write } from '../../../write/transaction.js';
import { moveSubtree } from '../service.js';
import {
  finalPaths,
  type ImportNames,
  type OrganizationImportPlan,
  type OrganizationValues,
  VALUE_KEYS,
} from './plan.js';

/**
 * The organisations import's write, inside the transaction that checked the plan under the tree
 * lock: new organisations with ids and paths worked out first, changed ones, moves (their subtrees
 * along), and one audit row per organisation besides the row for the file.
 */

/** A code taken by a concurrent write answers as the check would have. */
export const ORGANIZATION_CONFLICTS: Conflicts = {
  unique: { organizations_code_key: 'organization_code_exists' },
};

const VALUE_COLUMNS = [...VALUE_KEYS, 'customFields', 'searchText'] as const;

const stored = (v: OrganizationValues) => ({ ...v, searchText: toSearchText(v.name, v.code) });

/**
 * Puts an existing organisation under another parent, its subtree along: the one place the import
 * moves anything (the same rule as PUT organization/move).
 */
async function moveOrganization(tx: DbOrTx, actor: Actor, id: number, parentId: number | null) {
  const parent =
    parentId === null
      ? null
      : (
          await tx
            .select({ id: organizations.id, path: organizations.path })
            .from(organizations)
            .where(eq(organizations.id, parentId))
        )[0];
  if (parentId !== null && !parent) throw new AppError('organization_ref_invalid');
  await moveSubtree(tx, actor, id, parent ?? null);
}

/** An organisation as its history shows it: the row's values with the names beside the ids. */
function snapshot(
  names: ImportNames,
  v: OrganizationValues,
  /** The parent as the plan knows it (a new row: -row) and as it is written. */
  parent: { planned: number | null; id: number | null },
) {
  const name = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return {
    name: v.name,
    code: v.code,
    organizationParentId: parent.id,
    parentName: name(names.organization, parent.planned),
    level: v.level,
    xaPhuongId: v.xaPhuongId,
    xaPhuongName: name(names.ward, v.xaPhuongId),
    cumKhuCnId: v.cumKhuCnId,
    cumKhuCnName: name(names.zone, v.cumKhuCnId),
    loaiHinh: v.loaiHinh,
    loaiHinhName: name(names.choice, v.loaiHinh),
    loaiCongTy: v.loaiCongTy,
    loaiCongTyName: name(names.choice, v.loaiCongTy),
    namThanhLap: v.namThanhLap,
    address: v.address,
    phoneNumber: v.phoneNumber,
    email: v.email,
    chairName: v.chairName,
    chairPhone: v.chairPhone,
    workerCount: v.workerCount,
    memberCount: v.memberCount,
    executiveBoardSize: v.executiveBoardSize,
    auditCommitteeSize: v.auditCommitteeSize,
    businessSector: v.businessSector,
    country: v.country,
    note: v.note,
    status: v.status,
    customFields: v.customFields,
  };
}

/** Writes a checked plan and audits it; the caller's transaction holds the tree lock. */
export async function writeOrganizationImport(
  w: Write,
  actor: Actor,
  plan: OrganizationImportPlan,
  fileName: string,
): Promise<OrganizationImportResult> {
  const { tx } = w;
  const ids = await allocateIds(tx, organizations, plan.creates.length);
  const realId = new Map(plan.creates.map((c, i) => [c.tempId, ids[i]!]));
  const idOf = (id: number) => (id < 0 ? realId.get(id)! : id);
  const parentOf = (id: number | null) => (id === null ? null : idOf(id));
  const paths = finalPaths(plan, idOf);
  // The figures it sets are the import's in their history (src/domain/figures.ts).
  await withFiguresSource(tx, 'import', async () => {
    await bulkInsert(
      tx,
      organizations,
      ['id', 'organizationParentId', 'path', ...VALUE_COLUMNS],
      plan.creates.map((c) => ({
        id: idOf(c.tempId),
        organizationParentId: parentOf(c.parentId),
        path: paths.get(c.tempId)!,
        ...stored(c.values),
      })),
    );
    await bulkUpdate(
      tx,
      organizations,
      'id',
      [...VALUE_COLUMNS],
      plan.updates.map((u) => ({ id: u.id, ...stored(u.values) })),
      { stamp: 'updatedAt' },
    );
  });
  // Moves top-down, so that each parent already stands where it ends up.
  const moves = plan.updates
    .filter((u) => u.moved)
    .sort((a, b) => paths.get(a.id)!.length - paths.get(b.id)!.length);
  for (const m of moves) await moveOrganization(tx, actor, m.id, parentOf(m.parentId));
  if (moves.length) {
    const landed = await tx
      .select({ id: organizations.id, path: organizations.path })
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          moves.map((m) => m.id),
        ),
      );
    for (const l of landed) {
      if (l.path !== paths.get(l.id)) throw new Error(`import: organisation ${l.id} landed at ${l.path}`);
    }
  }
  // One audit row per organisation the import created or changed, so that each has its history.
  await w.auditMany([
    ...plan.creates.map((c) => ({
      action: 'create',
      subject: 'organization' as const,
      recordId: idOf(c.tempId),
      before: null,
      after: snapshot(plan.names, c.values, { planned: c.parentId, id: parentOf(c.parentId) }),
    })),
    ...plan.updates.map((u) => ({
      action: 'update',
      subject: 'organization' as const,
      recordId: u.id,
      before: snapshot(plan.names, u.before, { planned: u.before.parentId, id: u.before.parentId }),
      after: snapshot(plan.names, u.values, { planned: u.parentId, id: parentOf(u.parentId) }),
    })),
  ]);
  const result = { created: plan.creates.length, updated: plan.updates.length, skipped: plan.skipped };
  await w.audit({
    action: 'import',
    subject: 'organization',
    recordId: null,
    after: {
      fileName,
      ...result,
      createdIds: plan.creates.map((c) => idOf(c.tempId)),
      updatedIds: plan.updates.map((u) => u.id),
      movedIds: moves.map((m) => m.id),
    },
  });
  return result;
}
