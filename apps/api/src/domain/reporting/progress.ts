import { NO_PLACE, type PlaceFilter, type ProgressRow, type TrackingQuery } from '@congdoan/shared';
import { type AnyColumn, and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import {
  industrialZones,
  membershipReports,
  organizationChoices,
  organizations,
  reportOccurrences,
  wards,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { NO_WARD, NO_ZONE } from '../../import/xlsx.js';
import { organizationScope } from '../scope.js';
import { type OccurrenceRow, type PeriodRow, periodTargets } from './occurrences.js';

/**
 * Where each unit that must report stands in an occurrence, in the caller's scope: the tracking
 * pages and the dashboard read it (one row per unit, never one per report, with its report — the
 * one not rejected, else its latest rejected one — if any).
 */

/** Which of a unit's reports in an occurrence stands for it: the one not rejected, else its latest. */
const standsFirst = () => [
  sql`(${membershipReports.state} = 'tu_choi')`,
  desc(membershipReports.createdAt),
  desc(membershipReports.id),
];

/**
 * Each unit's report in each of the occurrences, as a table to join on the occurrence and the unit,
 * for figures over every unit: one pass over the occurrences' reports
 * (membership_reports_occurrence_idx), and only the columns a unit's standing needs. A look-up per
 * unit made PostgreSQL hash every report of every occurrence to join the look-ups' answers
 * (bench/reports.ts).
 */
export const reportsOf = (db: DbOrTx, occurrenceIds: number[]) =>
  db
    .selectDistinctOn([membershipReports.occurrenceId, membershipReports.organizationId], {
      id: membershipReports.id,
      occurrenceId: membershipReports.occurrenceId,
      organizationId: membershipReports.organizationId,
      state: membershipReports.state,
      createdAt: membershipReports.createdAt,
    })
    .from(membershipReports)
    .where(inArray(membershipReports.occurrenceId, occurrenceIds))
    .orderBy(membershipReports.occurrenceId, membershipReports.organizationId, ...standsFirst())
    .as('report');

/**
 * The unit's report in the occurrence, whole, looked up for each unit it is joined to (a lateral
 * join): a page of units reads its own units' reports, where `reportsOf` would read them all.
 */
export const reportOfUnit = (db: DbOrTx, occurrenceId: number) =>
  db
    .select()
    .from(membershipReports)
    .where(
      and(
        eq(membershipReports.occurrenceId, occurrenceId),
        eq(membershipReports.organizationId, organizations.id),
      ),
    )
    .orderBy(...standsFirst())
    .limit(1)
    .as('report');

/**
 * The facts of a unit's standing, as SQL over its joined report, against the occurrence's deadline
 * (a moment, or the column of the occurrence joined beside it).
 */
export function standing(
  report: Pick<ReturnType<typeof reportsOf>, 'id' | 'state' | 'createdAt'>,
  endsAt: Date | typeof reportOccurrences.endsAt,
  now: Date,
) {
  const reported = sql<boolean>`(${report.id} is not null and ${report.state} <> 'tu_choi')`;
  const deadline = endsAt instanceof Date ? sql`${endsAt.toISOString()}::timestamptz` : sql`${endsAt}`;
  const late = sql<boolean>`((${reported} and ${report.createdAt} > ${deadline})
    or (not ${reported} and ${now.toISOString()}::timestamptz > ${deadline}))`;
  return { reported, late };
}

export type ProgressFilters = Pick<TrackingQuery, 'xaPhuongId' | 'cumKhuCnId' | 'loaiHinh' | 'search'>;

/** A place filter: the units of that ward, zone or type, or (NO_PLACE) those without one. */
const placeIs = (column: AnyColumn, place: PlaceFilter | undefined) =>
  place === undefined ? undefined : place === NO_PLACE ? isNull(column) : eq(column, place);

/** The units of the occurrence in the caller's scope, with the filters of the query. */
export const unitsWhere = (actor: Actor, period: PeriodRow, q: ProgressFilters) =>
  and(
    periodTargets(period),
    organizationScope(actor),
    placeIs(organizations.xaPhuongId, q.xaPhuongId),
    placeIs(organizations.cumKhuCnId, q.cumKhuCnId),
    placeIs(organizations.loaiHinh, q.loaiHinh),
    searchCondition(organizations.searchText, q.search),
  );

/** No unit yet, in each standing. */
export const zeroProgress = () => ({
  tongSoCDCS: 0,
  soDaBaoCao: 0,
  soChuaBaoCao: 0,
  soDungHan: 0,
  soQuaHan: 0,
  soChoPheDuyet: 0,
  soDaPheDuyet: 0,
  soTuChoi: 0,
});
export type Progress = ReturnType<typeof zeroProgress>;

/**
 * The units counted by standing in an occurrence (submitted, on time, late, pending, approved,
 * rejected; those not submitted are worked out by `addProgress`), as the columns of a select over
 * units left-joined to `report`, grouped as the caller needs: the one definition of a unit's
 * standing that the tracking, the dashboard and the periodic report count by.
 */
export function standingCounts(
  report: ReturnType<typeof reportsOf>,
  endsAt: Date | typeof reportOccurrences.endsAt,
  now: Date,
) {
  const s = standing(report, endsAt, now);
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  return {
    tongSoCDCS: sql<number>`count(*)`.mapWith(Number),
    soDaBaoCao: n(s.reported),
    soDungHan: n(sql`${s.reported} and not ${s.late}`),
    soQuaHan: n(s.late),
    soChoPheDuyet: n(sql`${report.state} = 'cho_phe_duyet'`),
    soDaPheDuyet: n(sql`${report.state} = 'da_phe_duyet'`),
    soTuChoi: n(sql`${report.state} = 'tu_choi'`),
  };
}

/** A unit's place, which the breakdowns group by (the tables joined by name: wards, zones, choices). */
export const placeColumns = {
  wardId: organizations.xaPhuongId,
  wardName: wards.name,
  zoneId: organizations.cumKhuCnId,
  zoneName: industrialZones.name,
  typeId: organizations.loaiHinh,
  typeName: organizationChoices.name,
};

/** An occurrence's units by standing, per ward, zone and organisation type, in one statement. */
function progressGroups(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  q: ProgressFilters,
  now: Date,
) {
  const report = reportsOf(db, [o.id]);
  return db
    .select({ ...placeColumns, ...standingCounts(report, o.endsAt, now) })
    .from(organizations)
    .leftJoin(report, eq(report.organizationId, organizations.id))
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .leftJoin(organizationChoices, eq(organizationChoices.id, organizations.loaiHinh))
    .where(unitsWhere(actor, period, q))
    .groupBy(...Object.values(placeColumns));
}

/** Adds a group's counts by standing to `into` (its units not reported worked out). */
export function addProgress(into: Progress, g: Omit<Progress, 'soChuaBaoCao'>) {
  into.tongSoCDCS += g.tongSoCDCS;
  into.soDaBaoCao += g.soDaBaoCao;
  into.soChuaBaoCao += g.tongSoCDCS - g.soDaBaoCao;
  into.soDungHan += g.soDungHan;
  into.soQuaHan += g.soQuaHan;
  into.soChoPheDuyet += g.soChoPheDuyet;
  into.soDaPheDuyet += g.soDaPheDuyet;
  into.soTuChoi += g.soTuChoi;
}

const collator = new Intl.Collator('vi');

/** A unit without an organisation type, in a breakdown by type. */
export const NO_TYPE = 'Chưa xác định loại hình';

/** Rows of counts by standing keyed by a ward, zone or type: groups added in, read sorted by name (none last). */
export function progressRows() {
  const rows = new Map<number | null, ProgressRow>();
  return {
    add(id: number | null, ten: string, g: Omit<Progress, 'soChuaBaoCao'>) {
      const row = rows.get(id) ?? { id, ten, ...zeroProgress() };
      addProgress(row, g);
      rows.set(id, row);
    },
    sorted: () =>
      [...rows.values()].sort((a, b) =>
        a.id === null ? 1 : b.id === null ? -1 : collator.compare(a.ten, b.ten),
      ),
  };
}

/** The progress of an occurrence in the caller's scope: totals, by ward, by zone, by type. */
export async function occurrenceProgress(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  q: ProgressFilters = {},
  now = new Date(),
) {
  const groups = await progressGroups(db, actor, period, o, q, now);
  const total = zeroProgress();
  const byWard = progressRows();
  const byZone = progressRows();
  const byType = progressRows();
  for (const g of groups) {
    addProgress(total, g);
    byWard.add(g.wardId, g.wardName ?? NO_WARD, g);
    byZone.add(g.zoneId, g.zoneName ?? NO_ZONE, g);
    byType.add(g.typeId, g.typeName ?? NO_TYPE, g);
  }
  return { total, byWard: byWard.sorted(), byZone: byZone.sorted(), byType: byType.sorted() };
}

/**
 * The totals of several occurrences of a period in the caller's scope, by occurrence id, in one
 * statement (a page of occurrences asked one each).
 */
export async function progressTotals(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  occurrences: OccurrenceRow[],
  now = new Date(),
) {
  const totals = new Map(occurrences.map((o) => [o.id, zeroProgress()]));
  if (!occurrences.length) return totals;
  const o = reportOccurrences;
  const ids = occurrences.map((x) => x.id);
  const report = reportsOf(db, ids);
  // every unit in each occurrence: the units that must report are the period's, the same in all
  const groups = await db
    .select({ occurrenceId: o.id, ...standingCounts(report, o.endsAt, now) })
    .from(organizations)
    .innerJoin(o, inArray(o.id, ids))
    .leftJoin(report, and(eq(report.occurrenceId, o.id), eq(report.organizationId, organizations.id)))
    .where(unitsWhere(actor, period, {}))
    .groupBy(o.id);
  for (const g of groups) addProgress(totals.get(g.occurrenceId)!, g);
  return totals;
}
