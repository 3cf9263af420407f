import {
  checkCustomPatch,
  customValuesOf,
  mergeCustomValues,
  type OrganizationCreateBody,
  type OrganizationFields,
  type OrganizationItem,
  type OrganizationMoveBody,
  type OrganizationUpdateBody,
} from '@congdoan/shared';
import { and, count, countDistinct, eq, like, ne, not, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { events, memberEvents, members, organizations, unionStaff, users } from '../../db/schema/index.js';
import {
  assertOrganizationInScope,
  assertOrganizationReferences,
  assertUniqueOrganization,
  checkedCustomValues,
  insertOrganization,
  lockTree,
  ORGANIZATION_UNIQUE_CODES,
  organizationColumns,
  type ParentRef,
  parentFor,
} from '../../domain/organization-create.js';
import { organizationScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch } from '../../write/patch.js';
import { writeTransaction } from '../../write/transaction.js';
import { organizationItemOrFail } from './repository.js';

/**
 * The writes of organisations (at the end) and their rules: references that exist and lie in the
 * caller's scope, a hierarchy without cycles, a path that moves with its subtree, unique codes and
 * names under one parent, custom values that match their fields. The import (import/) checks its
 * rows on its own and shares only the tree's part: lockTree, moveSubtree, subtreeOutsideScope.
 * What a new organisation takes is in src/domain/organization-create.ts, which a company's founding shares.
 */

/** The fields of a stored organisation, as a body names them (what an update merges onto). */
const fieldsOf = (item: OrganizationItem): OrganizationFields => ({
  name: item.name,
  code: item.code,
  organizationParentId: item.organizationParentId,
  level: item.level,
  xaPhuongId: item.xaPhuongId,
  cumKhuCnId: item.cumKhuCnId,
  loaiHinh: item.loaiHinh,
  loaiCongTy: item.loaiCongTy,
  namThanhLap: item.namThanhLap,
  address: item.address,
  phoneNumber: item.phoneNumber,
  email: item.email,
  chairName: item.chairName,
  chairPhone: item.chairPhone,
  workerCount: item.workerCount,
  workerMaleCount: item.workerMaleCount,
  workerFemaleCount: item.workerFemaleCount,
  memberCount: item.memberCount,
  memberMaleCount: item.memberMaleCount,
  memberFemaleCount: item.memberFemaleCount,
  executiveBoardSize: item.executiveBoardSize,
  auditCommitteeSize: item.auditCommitteeSize,
  businessSector: item.businessSector,
  country: item.country,
  note: item.note,
  status: item.status,
});

/**
 * Puts an organisation under a new parent and carries its subtree along (every descendant's path is
 * rewritten in one statement). Refuses the organisation itself or one of its descendants as parent,
 * and a subtree holding organisations the caller cannot see (a zone union with units in other wards,
 * moved by a ward officer, would carry them along). Call inside a transaction, after lockTree.
 */
export async function moveSubtree(tx: DbOrTx, actor: Actor, id: number, newParent: ParentRef | null) {
  const [row] = await tx
    .select({ path: organizations.path })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update');
  if (!row) throw new AppError('organization_not_found');
  if (newParent?.path.startsWith(row.path)) throw new AppError('organization_cycle');
  if ((await subtreeOutsideScope(tx, actor, row.path)) > 0)
    throw new AppError('organization_subtree_outside_scope');
  const newPath = `${newParent?.path ?? '/'}${id}/`;
  await tx
    .update(organizations)
    .set({ organizationParentId: newParent?.id ?? null, updatedAt: new Date() })
    .where(eq(organizations.id, id));
  if (newPath === row.path) return;
  await tx.execute(sql`
    update organizations set path = ${newPath} || substr(path, ${row.path.length + 1})
    where path like ${`${row.path}%`}`);
}

/** How many organisations under `path` (itself included) lie outside the caller's scope. */
export async function subtreeOutsideScope(db: DbOrTx, actor: Actor, path: string): Promise<number> {
  const scope = organizationScope(actor);
  if (!scope) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(organizations)
    .where(and(like(organizations.path, `${path}%`), not(scope)));
  return row?.n ?? 0;
}

/** The row as written, still in the caller's scope. */
async function itemAfterWrite(tx: DbOrTx, actor: Actor, id: number): Promise<OrganizationItem> {
  await assertOrganizationInScope(tx, actor, id);
  return organizationItemOrFail(tx, actor, id);
}

/** Refuses to delete an organisation that still has children, accounts, staff, events it organises or members (now or in their history), saying which. */
async function assertDeletable(db: DbOrTx, id: number) {
  // One after another: a transaction is one connection.
  const [children] = await db
    .select({ n: count() })
    .from(organizations)
    .where(eq(organizations.organizationParentId, id));
  const [accounts] = await db.select({ n: count() }).from(users).where(eq(users.organizationId, id));
  const [staff] = await db.select({ n: count() }).from(unionStaff).where(eq(unionStaff.organizationId, id));
  // Its events would lose their organiser, and the officers of the unit their history.
  const [organized] = await db.select({ n: count() }).from(events).where(eq(events.organizationId, id));
  const [enrolled] = await db.select({ n: count() }).from(members).where(eq(members.organizationId, id));
  // A member who moved away keeps the union they left in their history.
  const [moved] = await db
    .select({ n: countDistinct(memberEvents.memberId) })
    .from(memberEvents)
    .innerJoin(members, eq(members.id, memberEvents.memberId))
    .where(
      and(
        or(eq(memberEvents.fromOrganizationId, id), eq(memberEvents.toOrganizationId, id)),
        ne(members.organizationId, id),
      ),
    );
  const parts = [
    [children?.n ?? 0, 'đơn vị trực thuộc'],
    [accounts?.n ?? 0, 'người dùng'],
    [staff?.n ?? 0, 'cán bộ công đoàn'],
    [organized?.n ?? 0, 'sự kiện do đơn vị tổ chức'],
    [enrolled?.n ?? 0, 'đoàn viên'],
    [moved?.n ?? 0, 'đoàn viên đã chuyển đi (lịch sử sinh hoạt)'],
  ].flatMap(([n, label]) => ((n as number) > 0 ? [`${(n as number).toLocaleString('vi-VN')} ${label}`] : []));
  if (parts.length) {
    throw new AppError('organization_in_use', `Không thể xóa: đơn vị còn ${parts.join(', ')}`);
  }
}

// --- The writes of the organisation routes ---------------------------------------------------------

/** The unique index a concurrent write can trip, and the answer it gives. */
const UNIQUE_CODES = ORGANIZATION_UNIQUE_CODES;

/** POST organization/create-organization: the fields, and the custom values when given. */
export async function createOrganization(
  db: Db,
  request: FastifyRequest,
  body: OrganizationCreateBody,
): Promise<OrganizationItem> {
  const actor = actorOf(request);
  const { customFields: _custom, dynamicFields: _alias, ...given } = body;
  return writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await lockTree(tx); // the parent's path must not move before the new row takes it
      const id = await insertOrganization(tx, actor, given, customValuesOf(body));
      const after = await itemAfterWrite(tx, actor, id);
      await audit({ action: 'create', subject: 'organization', recordId: id, after });
      return after;
    },
    { unique: UNIQUE_CODES },
  );
}

/**
 * An update or a move: under the tree lock, the row before and after, both in the caller's scope
 * (a ward officer keeps the organisation in their ward), audited together.
 */
function changeOrganization(
  db: Db,
  request: FastifyRequest,
  id: number,
  action: 'update' | 'move',
  change: (tx: Tx, actor: Actor, before: OrganizationItem) => Promise<void>,
): Promise<OrganizationItem> {
  const actor = actorOf(request);
  return writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await lockTree(tx);
      const before = await organizationItemOrFail(tx, actor, id);
      await change(tx, actor, before);
      const after = await itemAfterWrite(tx, actor, id);
      await audit({ action, subject: 'organization', recordId: id, before, after });
      return after;
    },
    { unique: UNIQUE_CODES },
  );
}

/**
 * PUT organization/update-organization and organization/with-dynamic-fields (one operation): the
 * fields the body gives, merged onto the stored row (docs/requirements.md, "Updates"), and the custom
 * values it gives, key by key. A parent change (only an explicit null makes a root) moves the subtree.
 */
export function updateOrganization(
  db: Db,
  request: FastifyRequest,
  body: OrganizationUpdateBody,
): Promise<OrganizationItem> {
  const { id, customFields: _custom, dynamicFields: _alias, ...patch } = body;
  const customPatch = customValuesOf(body);
  return changeOrganization(db, request, id, 'update', async (tx, actor, before) => {
    const merged = applyPatch(fieldsOf(before), patch);
    // Counted from the member records: the total and its split by gender (slCongDoanNam/Nu) alike.
    const counted = ['memberCount', 'memberMaleCount', 'memberFemaleCount'] as const;
    if (before.memberRecordCount > 0 && counted.some((k) => merged[k] !== before[k]))
      throw new AppError('organization_member_count_counted');
    const moving = merged.organizationParentId !== before.organizationParentId;
    const newParent = moving ? await parentFor(tx, actor, merged.organizationParentId) : null;
    await assertOrganizationReferences(tx, merged);
    await assertUniqueOrganization(tx, merged, id);
    const changes = customPatch && (await checkedCustomValues(tx, customPatch, checkCustomPatch));
    const { organizationParentId: _moved, ...columns } = organizationColumns(merged);
    await tx
      .update(organizations)
      .set({
        ...columns,
        ...(changes ? { customFields: mergeCustomValues(before.customFields, changes) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, id));
    if (moving) await moveSubtree(tx, actor, id, newParent);
  });
}

/** PUT organization/move: the organisation and its subtree under another parent. */
export function moveOrganization(
  db: Db,
  request: FastifyRequest,
  { id, organizationParentId }: OrganizationMoveBody,
): Promise<OrganizationItem> {
  return changeOrganization(db, request, id, 'move', async (tx, actor) => {
    await moveSubtree(tx, actor, id, await parentFor(tx, actor, organizationParentId));
  });
}

/** DELETE organization/delete-organization: only one without children, accounts, staff or events it organises. */
export async function deleteOrganization(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await lockTree(tx);
      const before = await organizationItemOrFail(tx, actor, id);
      await assertDeletable(tx, id);
      await tx.delete(organizations).where(eq(organizations.id, id));
      await audit({ action: 'delete', subject: 'organization', recordId: id, before });
    },
    // Something was attached meanwhile: the foreign key refuses, with the same code.
    { unique: UNIQUE_CODES, foreignKey: 'organization_in_use' },
  );
}
