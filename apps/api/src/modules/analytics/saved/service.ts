import {
  type SavedReportBody,
  type SavedReportItem,
  type SavedReportUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import { roles, savedReportRoles, savedReports } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { applyPatch } from '../../../write/patch.js';
import { assertUnique, writeTransaction } from '../../../write/transaction.js';
import { savedReportOrFail, visibleTo } from './repository.js';

/** A concurrent create or rename with the same name by the same author: the check's own answer. */
const CONFLICTS = {
  unique: { saved_reports_owner_name_key: 'saved_report_name_exists' },
  foreignKey: () => new AppError('saved_report_role_ref_invalid'),
} as const;

type Row = typeof savedReports.$inferSelect;
const snapshot = (r: Row, sharedRoleIds: number[]) => ({
  name: r.name,
  description: r.description,
  definition: r.definition,
  sharedRoleIds,
});

/** A name is unique among its author's reports, ignoring case and accents. */
async function assertNameFree(tx: DbOrTx, ownerId: number, name: string, exceptId?: number) {
  await assertUnique(
    tx,
    savedReports,
    savedReports.id,
    [
      {
        column: savedReports.nameKey,
        value: toSearchText(name),
        code: 'saved_report_name_exists',
        exact: true,
      },
    ],
    exceptId,
    eq(savedReports.ownerId, ownerId),
  );
}

/** Shares name existing roles; any role may be named (a report is only a definition). */
async function writeShares(tx: DbOrTx, reportId: number, roleIds: number[]) {
  const ids = [...new Set(roleIds)];
  if (ids.length > 0) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
    if (found.length !== ids.length) throw new AppError('saved_report_role_ref_invalid');
  }
  await tx.delete(savedReportRoles).where(eq(savedReportRoles.reportId, reportId));
  if (ids.length > 0) await tx.insert(savedReportRoles).values(ids.map((roleId) => ({ reportId, roleId })));
  return ids.sort((a, b) => a - b);
}

const sharedIdsOf = async (tx: DbOrTx, reportId: number) =>
  (
    await tx
      .select({ id: savedReportRoles.roleId })
      .from(savedReportRoles)
      .where(eq(savedReportRoles.reportId, reportId))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

/** POST analytics/saved: a definition saved under a name by its author, shared with the roles given. */
export async function createSavedReport(
  db: Db,
  request: FastifyRequest,
  body: SavedReportBody,
): Promise<SavedReportItem> {
  const actor = actorOf(request);
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertNameFree(tx, actor.userId, body.name);
      const [created] = await tx
        .insert(savedReports)
        .values({
          name: body.name,
          nameKey: toSearchText(body.name),
          description: body.description ?? null,
          definition: body.definition,
          ownerId: actor.userId,
        })
        .returning();
      const shared = await writeShares(tx, created!.id, body.sharedRoleIds);
      await audit({
        action: 'create',
        subject: 'saved-report',
        recordId: created!.id,
        after: snapshot(created!, shared),
      });
      return created!.id;
    },
    CONFLICTS,
  );
  return savedReportOrFail(db, actor, id);
}

/**
 * The report locked for a write by its author: 404 when the caller cannot see it, 403 when they
 * see it only because it is shared with them.
 */
async function ownReportForUpdate(tx: DbOrTx, request: FastifyRequest, id: number): Promise<Row> {
  const actor = actorOf(request);
  const [row] = await tx
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), visibleTo(actor)))
    .for('update');
  if (!row) throw new AppError('saved_report_not_found');
  if (row.ownerId !== actor.userId) throw new AppError('saved_report_not_owner');
  return row;
}

/** PUT analytics/saved/update: the fields given change, the others stay (docs/requirements.md, "Updates"). */
export async function updateSavedReport(
  db: Db,
  request: FastifyRequest,
  body: SavedReportUpdateBody,
): Promise<SavedReportItem> {
  const { id, ...patch } = body;
  const actor = actorOf(request);
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await ownReportForUpdate(tx, request, id);
      const sharedBefore = await sharedIdsOf(tx, id);
      const fields = applyPatch(snapshot(before, sharedBefore), patch);
      await assertNameFree(tx, actor.userId, fields.name, id);
      const [after] = await tx
        .update(savedReports)
        .set({
          name: fields.name,
          nameKey: toSearchText(fields.name),
          description: fields.description ?? null,
          definition: fields.definition,
          updatedAt: new Date(),
        })
        .where(eq(savedReports.id, id))
        .returning();
      const shared =
        patch.sharedRoleIds === undefined ? sharedBefore : await writeShares(tx, id, fields.sharedRoleIds);
      await audit({
        action: 'update',
        subject: 'saved-report',
        recordId: id,
        before: snapshot(before, sharedBefore),
        after: snapshot(after!, shared),
      });
    },
    CONFLICTS,
  );
  return savedReportOrFail(db, actor, id);
}

/** DELETE analytics/saved/delete: by its author only; its shares go with it. */
export async function deleteSavedReport(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const before = await ownReportForUpdate(tx, request, id);
    const sharedBefore = await sharedIdsOf(tx, id);
    await tx.delete(savedReports).where(eq(savedReports.id, id));
    await audit({
      action: 'delete',
      subject: 'saved-report',
      recordId: id,
      before: snapshot(before, sharedBefore),
    });
  });
}
