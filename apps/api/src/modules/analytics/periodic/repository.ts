import {
  PERIODIC_RANGE_MAX,
  type PeriodicChange,
  type PeriodicFigures,
  type PeriodicMover,
  type PeriodicOccurrence,
  type PeriodicQuery,
  type PeriodicReport,
  percentOf,
} from '@congdoan/shared';
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  industrialZones,
  membershipReports,
  organizationChoices,
  organizations,
  reportOccurrences,
  reportPeriods,
  wards,
} from '../../../db/schema/index.js';
import { type OccurrenceRow, type PeriodRow, periodOrFail } from '../../../domain/reporting/occurrences.js';
import {
  addProgress,
  NO_TYPE,
  placeColumns,
  progressRows,
  progressTotals,
  reportsOf,
  standingCounts,
  unitsWhere,
  zeroProgress,
} from '../../../domain/reporting/progress.js';
import { AppError } from '../../../errors.js';
import { NO_WARD, NO_ZONE } from '../../../import/xlsx.js';

/**
 * The periodic report of an occurrence in the caller's scope (docs/architecture.md, "Module
 * shape"): the units that must report by standing — as the tracking counts them
 * (domain/reporting/progress.ts) — grouped by ward, zone and organisation type in one statement
 * with the approved figures of this occurrence and of the period's previous one; the units whose
 * members changed most in a second.
 */

const toOccurrence = (o: OccurrenceRow, period: Pick<PeriodRow, 'name'>): PeriodicOccurrence => ({
  id: o.id,
  ten: o.name,
  thoiGianCapNhatDoanSoId: o.periodId,
  tenThoiGianCapNhat: period.name,
  thoiGianBatDau: o.startsAt.toISOString(),
  thoiGianKetThuc: o.endsAt.toISOString(),
});

async function occurrenceOrFail(db: DbOrTx, id: number) {
  const [occurrence] = await db.select().from(reportOccurrences).where(eq(reportOccurrences.id, id));
  if (!occurrence) throw new AppError('report_occurrence_not_found');
  return occurrence;
}

/** The occurrence asked for, else the latest begun of any period. */
async function chosenOccurrence(db: DbOrTx, id: number | undefined, now: Date) {
  if (id !== undefined) return occurrenceOrFail(db, id);
  const [latest] = await db
    .select()
    .from(reportOccurrences)
    .where(lte(reportOccurrences.startsAt, now))
    .orderBy(desc(reportOccurrences.startsAt), desc(reportOccurrences.id))
    .limit(1);
  if (!latest) throw new AppError('report_occurrence_not_found');
  return latest;
}

/** The period's occurrence just before `o` (by start), if any. */
async function previousOf(db: DbOrTx, o: OccurrenceRow) {
  const [previous] = await db
    .select()
    .from(reportOccurrences)
    .where(and(eq(reportOccurrences.periodId, o.periodId), lt(reportOccurrences.startsAt, o.startsAt)))
    .orderBy(desc(reportOccurrences.startsAt))
    .limit(1);
  return previous ?? null;
}

/** The range's occurrences, oldest first; a first one of another period or later is refused. */
async function rangeOf(db: DbOrTx, to: OccurrenceRow, fromId: number | undefined) {
  if (fromId === undefined) return [];
  const from = await occurrenceOrFail(db, fromId);
  const refuse = (message: string) => {
    throw new AppError('validation_failed', message, [{ path: 'fromOccurrenceId', message }]);
  };
  if (from.periodId !== to.periodId) refuse('Kỳ bắt đầu phải thuộc cùng loại kỳ báo cáo với kỳ đã chọn');
  if (from.startsAt > to.startsAt) refuse('Kỳ bắt đầu phải trước kỳ kết thúc');
  const rows = await db
    .select()
    .from(reportOccurrences)
    .where(
      and(
        eq(reportOccurrences.periodId, to.periodId),
        gte(reportOccurrences.startsAt, from.startsAt),
        lte(reportOccurrences.startsAt, to.startsAt),
      ),
    )
    .orderBy(asc(reportOccurrences.startsAt));
  if (rows.length > PERIODIC_RANGE_MAX)
    refuse(`Mỗi lần xem tối đa ${PERIODIC_RANGE_MAX} kỳ: hãy chọn kỳ bắt đầu gần hơn`);
  return rows;
}

const approvedNow = alias(membershipReports, 'approved_now');
const approvedBefore = alias(membershipReports, 'approved_before');

/** The approved report of a unit in an occurrence (at most one: the unit key's unique index). */
type ReportColumns = { organizationId: AnyColumn; occurrenceId: AnyColumn; state: AnyColumn };
const approvedIn = (a: ReportColumns, occurrenceId: number | null) =>
  and(
    eq(a.organizationId, organizations.id),
    occurrenceId === null ? sql`false` : eq(a.occurrenceId, occurrenceId),
    eq(a.state, 'da_phe_duyet'),
  );

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

type Sums = { units: number; members: number; male: number; female: number; workers: number };
const zeroSums = (): Sums => ({ units: 0, members: 0, male: 0, female: 0, workers: 0 });

/** The units by standing and the approved figures, per ward, zone and type, in one statement. */
function groups(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  previous: OccurrenceRow | null,
  now: Date,
) {
  const report = reportsOf(db, [o.id]);
  return db
    .select({
      ...placeColumns,
      ...standingCounts(report, o.endsAt, now),
      nowUnits: sql<number>`count(${approvedNow.id})`.mapWith(Number),
      nowMembers: sumOf(approvedNow.memberTotal),
      nowMale: sumOf(approvedNow.memberMale),
      nowFemale: sumOf(approvedNow.memberFemale),
      nowWorkers: sumOf(approvedNow.workerTotal),
      beforeUnits: sql<number>`count(${approvedBefore.id})`.mapWith(Number),
      beforeMembers: sumOf(approvedBefore.memberTotal),
      beforeMale: sumOf(approvedBefore.memberMale),
      beforeFemale: sumOf(approvedBefore.memberFemale),
      beforeWorkers: sumOf(approvedBefore.workerTotal),
    })
    .from(organizations)
    .leftJoin(report, eq(report.organizationId, organizations.id))
    .leftJoin(approvedNow, approvedIn(approvedNow, o.id))
    .leftJoin(approvedBefore, approvedIn(approvedBefore, previous?.id ?? null))
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .leftJoin(organizationChoices, eq(organizationChoices.id, organizations.loaiHinh))
    .where(unitsWhere(actor, period, {}))
    .groupBy(...Object.values(placeColumns));
}

export const figuresOf = (s: Sums): PeriodicFigures => ({
  soDonVi: s.units,
  tongDoanVien: s.members,
  doanVienNam: s.male,
  doanVienNu: s.female,
  tongCnvcld: s.workers,
  tyLeThamGia: percentOf(s.members, s.workers),
});

/** The difference and its share of the earlier figure, one decimal (null when that was 0). */
export function changeOf(before: number | null, after: number | null): PeriodicChange {
  const b = before ?? 0;
  const chenhLech = Math.round(((after ?? 0) - b) * 10) / 10;
  return { chenhLech, phanTram: percentOf(chenhLech, b) };
}

/** The units whose members grew (or fell) most between the two occurrences' approved reports. */
function movers(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  previous: OccurrenceRow,
  direction: 'up' | 'down',
): Promise<PeriodicMover[]> {
  const delta = sql<number>`(${approvedNow.memberTotal} - ${approvedBefore.memberTotal})`;
  return db
    .select({
      organizationId: organizations.id,
      ten: organizations.name,
      xaPhuong: wards.name,
      truoc: approvedBefore.memberTotal,
      sau: approvedNow.memberTotal,
      chenhLech: delta.mapWith(Number),
    })
    .from(organizations)
    .innerJoin(approvedNow, approvedIn(approvedNow, o.id))
    .innerJoin(approvedBefore, approvedIn(approvedBefore, previous.id))
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .where(and(unitsWhere(actor, period, {}), direction === 'up' ? gt(delta, 0) : lt(delta, 0)))
    .orderBy(direction === 'up' ? desc(delta) : asc(delta), asc(organizations.id))
    .limit(10)
    .then((rows) => rows.map((r) => ({ ...r, phanTram: changeOf(r.truoc, r.sau).phanTram })));
}

/** Each occurrence of a range: its units by standing (progressTotals) and its approved figures. */
async function steps(db: DbOrTx, actor: Actor, period: PeriodRow, range: OccurrenceRow[], now: Date) {
  if (!range.length) return [];
  const ids = range.map((r) => r.id);
  const a = approvedNow;
  const [totals, sums] = await Promise.all([
    progressTotals(db, actor, period, range, now),
    db
      .select({
        occurrenceId: a.occurrenceId,
        units: sql<number>`count(*)`.mapWith(Number),
        members: sumOf(a.memberTotal),
        male: sumOf(a.memberMale),
        female: sumOf(a.memberFemale),
        workers: sumOf(a.workerTotal),
      })
      .from(organizations)
      .innerJoin(
        a,
        and(
          eq(a.organizationId, organizations.id),
          inArray(a.occurrenceId, ids),
          eq(a.state, 'da_phe_duyet'),
        ),
      )
      .where(unitsWhere(actor, period, {}))
      .groupBy(a.occurrenceId),
  ]);
  const sumsOf = new Map(sums.map((s) => [s.occurrenceId, s]));
  return range.map((r) => ({
    kyBaoCao: toOccurrence(r, period),
    ...totals.get(r.id)!,
    soLieu: figuresOf(sumsOf.get(r.id) ?? zeroSums()),
  }));
}

/** The caller's data scope in words, for the page and the workbook's heading. */
export async function scopeText(db: DbOrTx, actor: Actor): Promise<string> {
  const nameOf = async (table: typeof wards | typeof industrialZones, id: number | null) => {
    if (id === null) return '—';
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? '—';
  };
  switch (actor.scope) {
    case 'province':
      return 'Toàn tỉnh';
    case 'ward':
      return `Xã/phường: ${await nameOf(wards, actor.xaPhuongId)}`;
    case 'zone':
      return `Cụm/khu công nghiệp: ${await nameOf(industrialZones, actor.cumKhuCnId)}`;
    case 'organization': {
      if (actor.organizationId === null) return 'Đơn vị của người dùng';
      const [unit] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId));
      return `${unit?.name ?? 'Đơn vị của người dùng'} và các đơn vị trực thuộc`;
    }
    case 'self':
      return 'Chỉ dữ liệu của bản thân';
  }
}

/** GET analytics/periodic. */
export async function periodicReport(
  db: DbOrTx,
  actor: Actor,
  q: PeriodicQuery,
  now = new Date(),
): Promise<PeriodicReport> {
  const o = await chosenOccurrence(db, q.occurrenceId, now);
  const [period, previous, range, phamVi] = await Promise.all([
    periodOrFail(db, o.periodId),
    previousOf(db, o),
    rangeOf(db, o, q.fromOccurrenceId),
    scopeText(db, actor),
  ]);
  const [rows, up, down, cacKy] = await Promise.all([
    groups(db, actor, period, o, previous, now),
    previous ? movers(db, actor, period, o, previous, 'up') : [],
    previous ? movers(db, actor, period, o, previous, 'down') : [],
    steps(db, actor, period, range, now),
  ]);

  const tong = zeroProgress();
  const current = zeroSums();
  const before = zeroSums();
  const byWard = progressRows();
  const byZone = progressRows();
  const byType = progressRows();
  for (const g of rows) {
    addProgress(tong, g);
    byWard.add(g.wardId, g.wardName ?? NO_WARD, g);
    byZone.add(g.zoneId, g.zoneName ?? NO_ZONE, g);
    byType.add(g.typeId, g.typeName ?? NO_TYPE, g);
    current.units += g.nowUnits;
    current.members += g.nowMembers;
    current.male += g.nowMale;
    current.female += g.nowFemale;
    current.workers += g.nowWorkers;
    before.units += g.beforeUnits;
    before.members += g.beforeMembers;
    before.male += g.beforeMale;
    before.female += g.beforeFemale;
    before.workers += g.beforeWorkers;
  }
  const soLieu = figuresOf(current);
  const soLieuKyTruoc = previous ? figuresOf(before) : null;
  return {
    kyBaoCao: toOccurrence(o, period),
    kyTruoc: previous ? toOccurrence(previous, period) : null,
    phamVi,
    tong,
    theoXaPhuong: byWard.sorted(),
    theoCumKhu: byZone.sorted(),
    theoLoaiHinh: byType.sorted(),
    soLieu,
    soLieuKyTruoc,
    thayDoi: soLieuKyTruoc
      ? {
          soDonVi: changeOf(soLieuKyTruoc.soDonVi, soLieu.soDonVi),
          tongDoanVien: changeOf(soLieuKyTruoc.tongDoanVien, soLieu.tongDoanVien),
          doanVienNam: changeOf(soLieuKyTruoc.doanVienNam, soLieu.doanVienNam),
          doanVienNu: changeOf(soLieuKyTruoc.doanVienNu, soLieu.doanVienNu),
          tongCnvcld: changeOf(soLieuKyTruoc.tongCnvcld, soLieu.tongCnvcld),
          tyLeThamGia: changeOf(soLieuKyTruoc.tyLeThamGia, soLieu.tyLeThamGia),
        }
      : null,
    tangNhieuNhat: up,
    giamNhieuNhat: down,
    cacKy,
  };
}

/** GET analytics/periodic/occurrences: the occurrences begun, newest first, with their period's name. */
export async function begunOccurrences(db: DbOrTx, now = new Date()): Promise<PeriodicOccurrence[]> {
  const rows = await db
    .select({ o: reportOccurrences, name: reportPeriods.name })
    .from(reportOccurrences)
    .innerJoin(reportPeriods, eq(reportPeriods.id, reportOccurrences.periodId))
    .where(lte(reportOccurrences.startsAt, now))
    .orderBy(desc(reportOccurrences.startsAt), desc(reportOccurrences.id))
    .limit(500);
  return rows.map((r) => toOccurrence(r.o, { name: r.name }));
}
