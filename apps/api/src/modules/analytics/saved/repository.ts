import type { AnalyticsDefinition, SavedReportItem } from '@congdoan/shared';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { roles, savedReportRoles, savedReports, userRoles, users } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';

/**
 * Saved report definitions are no union's data: a caller reads the ones they wrote and the ones
 * shared with a role they hold (assigned, or the active one). What a report shows is read later,
 * by the engine, in the viewer's own data scope.
 */
export function visibleTo(actor: Actor): SQL {
  return or(
    eq(savedReports.ownerId, actor.userId),
    sql`exists (select 1 from ${savedReportRoles} srr
      where srr.report_id = ${savedReports.id}
        and (srr.role_id = ${actor.roleId}
          or srr.role_id in (select ur.role_id from ${userRoles} ur where ur.user_id = ${actor.userId})))`,
  )!;
}

const columns = {
  id: savedReports.id,
  name: savedReports.name,
  description: savedReports.description,
  definition: savedReports.definition,
  ownerId: savedReports.ownerId,
  ownerName: users.fullName,
  createdAt: savedReports.createdAt,
  updatedAt: savedReports.updatedAt,
};

async function itemsOf(db: DbOrTx, actor: Actor, where: SQL): Promise<SavedReportItem[]> {
  const rows = await db
    .select(columns)
    .from(savedReports)
    .innerJoin(users, eq(users.id, savedReports.ownerId))
    .where(and(where, visibleTo(actor)))
    .orderBy(byName(savedReports.name), asc(savedReports.id));
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ createdAt, updatedAt, definition, ...row }) => ({
    ...row,
    definition: definition as AnalyticsDefinition,
    canEdit: row.ownerId === actor.userId,
    sharedRoles: shares.get(row.id) ?? [],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** The roles each report is shared with, by report. */
async function sharesOf(db: DbOrTx, reportIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (reportIds.length === 0) return out;
  const rows = await db
    .select({ reportId: savedReportRoles.reportId, id: roles.id, name: roles.name })
    .from(savedReportRoles)
    .innerJoin(roles, eq(roles.id, savedReportRoles.roleId))
    .where(inArray(savedReportRoles.reportId, reportIds))
    .orderBy(byName(roles.name));
  for (const { reportId, ...role } of rows) out.set(reportId, [...(out.get(reportId) ?? []), role]);
  return out;
}

/** GET analytics/saved: mine and those shared with my roles, by name. */
export const listSavedReports = (db: DbOrTx, actor: Actor) => itemsOf(db, actor, sql`true`);

/** One saved report the caller may read; 404 when there is none (or it is not theirs to see). */
export async function savedReportOrFail(db: DbOrTx, actor: Actor, id: number): Promise<SavedReportItem> {
  const [item] = await itemsOf(db, actor, eq(savedReports.id, id));
  if (!item) throw new AppError('saved_report_not_found');
  return item;
}
