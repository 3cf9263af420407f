import {
  type StaffCreateBody,
  type StaffItem,
  type StaffUpdateBody,
  TERM_END_BEFORE_START_MESSAGE,
  termInOrder,
  toSearchText,
  vietnamDate,
} from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { organizations, positions, unionStaff, users } from '../../db/schema/index.js';
import { assertStaffLinkable, staffLinkUnique } from '../../domain/accounts.js';
import { organizationScope, staffScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch, assertMerged } from '../../write/patch.js';
import {
  assertExists,
  assertUnique,
  type Conflicts,
  type Write,
  writeTransaction,
} from '../../write/transaction.js';
import { findStaff, staffOrFail } from './repository.js';

/**
 * The rules of union staff writes that span several tables (union_staff, users, audit_log): the
 * organisation lies in the caller's scope, the CCCD is unique, and the optional link to a user
 * account is users.staff_id, changed in the same transaction as the record.
 */

/** The unique indexes a concurrent write can trip, and the answer each gives. */
const CONFLICTS: Conflicts = {
  unique: { union_staff_identity_key: 'staff_identity_exists', ...staffLinkUnique('staff') },
};

/** The fields of a record as the forms send them; a record stored without a position keeps none. */
type StaffRecord = Omit<StaffCreateBody, 'userId' | 'positionId'> & { positionId: number | null };

/** A stored record's fields (what an update merges onto). */
const recordOf = (item: StaffItem): StaffRecord => ({
  organizationId: item.organizationId,
  fullName: item.fullName,
  gender: item.gender,
  dateOfBirth: item.dateOfBirth,
  identity: item.identity,
  phoneNumber: item.phoneNumber,
  email: item.email,
  positionId: item.positionId,
  termStart: item.termStart,
  termEnd: item.termEnd,
  employment: item.employment,
});

/** What the audit log keeps of a record: its fields, with the names an officer reads in the history. */
const snapshot = (item: StaffItem) => ({
  ...recordOf(item),
  organizationName: item.organizationName,
  positionName: item.positionName,
  userId: item.userId,
  username: item.username,
});

const values = (body: StaffRecord) => ({
  organizationId: body.organizationId,
  fullName: body.fullName,
  gender: body.gender ?? null,
  dateOfBirth: body.dateOfBirth ?? null,
  identity: body.identity ?? null,
  phoneNumber: body.phoneNumber ?? null,
  email: body.email ?? null,
  positionId: body.positionId,
  termStart: body.termStart ?? null,
  termEnd: body.termEnd ?? null,
  employment: body.employment,
  searchText: toSearchText(body.fullName, body.identity, body.phoneNumber, body.email),
});

/** A record is placed only in an organisation the caller may see (as users are), in a position that exists. */
async function assertReferences(tx: DbOrTx, actor: Actor, body: StaffRecord) {
  await assertExists(
    tx,
    organizations,
    body.organizationId,
    'organization_ref_invalid',
    organizationScope(actor),
  );
  if (body.positionId !== null) await assertExists(tx, positions, body.positionId, 'position_ref_invalid');
}

/** A CCCD belongs to one record (digits: compared as stored, which the unique index serves). */
async function assertIdentityFree(tx: DbOrTx, identity: string | null | undefined, exceptId?: number) {
  if (identity == null) return;
  const field = { column: unionStaff.identity, value: identity, code: 'staff_identity_exists' as const };
  await assertUnique(tx, unionStaff, unionStaff.id, [{ ...field, exact: true }], exceptId);
}

/** The record in the caller's scope, locked for the transaction; else staff_not_found. */
async function lockStaff(tx: DbOrTx, actor: Actor, staffId: number) {
  const [row] = await tx
    .select({ id: unionStaff.id })
    .from(unionStaff)
    .where(and(eq(unionStaff.id, staffId), staffScope(actor)))
    .for('update');
  if (!row) throw new AppError('staff_not_found');
}

/** The account linked to a record, locked; null when none is. */
async function lockLinkedUser(tx: DbOrTx, staffId: number) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.staffId, staffId)).for('update');
  return row?.id ?? null;
}

/**
 * Changing which account a record is linked to writes users.staff_id, so it needs the right to
 * update users (assertMayLink); the account is checked as accounts.ts says.
 */
async function link({ tx, audit }: Write, actor: Actor, staffId: number, userId: number) {
  // Past the check the account is linked to no record (this one's account, if any, was unlinked).
  await assertStaffLinkable(tx, actor, { userId, staffId }, 'staff');
  await tx.update(users).set({ staffId, updatedAt: new Date() }).where(eq(users.id, userId));
  await audit({
    action: 'update',
    subject: 'user',
    recordId: userId,
    before: { staffID: null },
    after: { staffID: staffId },
  });
}

async function unlink({ tx, audit }: Write, staffId: number, userId: number) {
  await tx.update(users).set({ staffId: null, updatedAt: new Date() }).where(eq(users.id, userId));
  await audit({
    action: 'update',
    subject: 'user',
    recordId: userId,
    before: { staffID: staffId },
    after: { staffID: null },
  });
}

function assertMayLink(actor: Actor) {
  if (!actor.ability.can('update', 'user')) throw new AppError('forbidden');
}

/** The record as written, read inside the transaction (no scope: the checks above placed it). */
async function written(tx: DbOrTx, staffId: number) {
  const item = await findStaff(tx, null, staffId, vietnamDate());
  if (!item) throw new AppError('staff_not_found');
  return item;
}

/** POST staff/create. */
export async function createStaff(
  db: Db,
  request: FastifyRequest,
  body: StaffCreateBody,
): Promise<StaffItem> {
  const actor = actorOf(request);
  if (body.userId != null) assertMayLink(actor);
  const id = await writeTransaction(
    db,
    request,
    async (w) => {
      const { tx } = w;
      await assertReferences(tx, actor, body);
      await assertIdentityFree(tx, body.identity);
      const [row] = await tx.insert(unionStaff).values(values(body)).returning({ id: unionStaff.id });
      const id = row!.id;
      if (body.userId != null) await link(w, actor, id, body.userId);
      const after = snapshot(await written(tx, id));
      await w.audit({ action: 'create', subject: 'staff', recordId: id, after });
      return id;
    },
    CONFLICTS,
  );
  return staffOrFail(db, actor, id);
}

/**
 * PUT staff/update: the fields given change, the others stay (docs/requirements.md, "Updates"); the
 * link changes only when userId is sent.
 */
export async function updateStaff(
  db: Db,
  request: FastifyRequest,
  body: StaffUpdateBody,
): Promise<StaffItem> {
  const actor = actorOf(request);
  const { id, userId, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async (w) => {
      const { tx } = w;
      await lockStaff(tx, actor, id);
      const stored = await written(tx, id);
      const before = snapshot(stored);
      const record = applyPatch(recordOf(stored), patch);
      assertMerged(termInOrder(record), 'termEnd', TERM_END_BEFORE_START_MESSAGE);
      await assertReferences(tx, actor, record);
      await assertIdentityFree(tx, record.identity, id);
      const linked = await lockLinkedUser(tx, id);
      if (userId !== undefined && userId !== linked) {
        assertMayLink(actor);
        if (linked !== null) await unlink(w, id, linked);
        if (userId !== null) await link(w, actor, id, userId);
      }
      await tx
        .update(unionStaff)
        .set({ ...values(record), updatedAt: new Date() })
        .where(eq(unionStaff.id, id));
      const after = snapshot(await written(tx, id));
      await w.audit({ action: 'update', subject: 'staff', recordId: id, before, after });
    },
    CONFLICTS,
  );
  return staffOrFail(db, actor, id);
}

/** DELETE staff/delete: a linked account stays, without its link (users.staff_id ON DELETE SET NULL). */
export async function deleteStaff(db: Db, request: FastifyRequest, staffId: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async (w) => {
    await lockStaff(w.tx, actor, staffId);
    const before = snapshot(await written(w.tx, staffId));
    const linked = await lockLinkedUser(w.tx, staffId);
    if (linked !== null) await unlink(w, staffId, linked);
    await w.tx.delete(unionStaff).where(eq(unionStaff.id, staffId));
    await w.audit({ action: 'delete', subject: 'staff', recordId: staffId, before });
  });
}
