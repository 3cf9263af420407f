import {
  pageCount,
  percentOf,
  type TrackingPage,
  type TrackingQuery,
  type TrackingRow,
  type TrackingStats,
} from '@congdoan/shared';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { byName } from '../../../db/query.js';
import { industrialZones, organizations, reportOccurrences, users, wards } from '../../../db/schema/index.js';
import {
  type OccurrenceRow,
  occurrencesAt,
  type PeriodRow,
  periodOrFail,
} from '../../../domain/reporting/occurrences.js';
import {
  occurrenceProgress,
  progressTotals,
  reportOfUnit,
  reportsOf,
  standing,
  unitsWhere,
} from '../../../domain/reporting/progress.js';
import { AppError } from '../../../errors.js';

/**
 * Where each unit that must report stands in an occurrence: one row per unit (never one per
 * report), with its report — the one not rejected, else its latest rejected one — if any.
 */

type OccurrenceQuery = Pick<
  TrackingQuery,
  'kyBaoCaoId' | 'thoiGianCapNhatDoanSoId' | 'thang' | 'quy' | 'nam'
>;

/** A period's occurrence of the month, quarter or year given (the latest of those matching). */
async function occurrenceDated(db: DbOrTx, periodId: number, q: OccurrenceQuery) {
  const [occurrence] = await db
    .select()
    .from(reportOccurrences)
    .where(
      and(
        eq(reportOccurrences.periodId, periodId),
        q.nam === undefined ? undefined : eq(reportOccurrences.year, q.nam),
        q.thang === undefined ? undefined : eq(reportOccurrences.month, q.thang),
        q.quy === undefined ? undefined : eq(reportOccurrences.quarter, q.quy),
      ),
    )
    .orderBy(desc(reportOccurrences.startsAt))
    .limit(1);
  return occurrence;
}

/**
 * The occurrence a tracking query is about: the one named; else the period's occurrence of the
 * month, quarter or year given; else the one the period is at, between windows its latest begun
 * (occurrencesAt, as the periods' current occurrence but for where it stands between windows).
 */
export async function trackedOccurrence(
  db: DbOrTx,
  q: OccurrenceQuery,
  now = new Date(),
): Promise<{ period: PeriodRow; occurrence: OccurrenceRow }> {
  if (q.kyBaoCaoId !== undefined) {
    const [occurrence] = await db
      .select()
      .from(reportOccurrences)
      .where(eq(reportOccurrences.id, q.kyBaoCaoId));
    if (!occurrence) throw new AppError('report_occurrence_not_found');
    return { period: await periodOrFail(db, occurrence.periodId), occurrence };
  }
  if (q.thoiGianCapNhatDoanSoId === undefined) {
    const message = 'Vui lòng chọn kỳ báo cáo (thoiGianCapNhatDoanSoId hoặc kyBaoCaoId)';
    throw new AppError('validation_failed', message, [{ path: 'thoiGianCapNhatDoanSoId', message }]);
  }
  const period = await periodOrFail(db, q.thoiGianCapNhatDoanSoId);
  const dated = q.nam !== undefined || q.thang !== undefined || q.quy !== undefined;
  const occurrence = dated
    ? await occurrenceDated(db, period.id, q)
    : (await occurrencesAt(db, [period.id], now, 'latest')).get(period.id);
  if (!occurrence) throw new AppError('report_occurrence_not_found');
  return { period, occurrence };
}

const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

const stateFilter = (
  state: TrackingQuery['trangThaiBaoCao'],
  report: { state: SQL.Aliased | AnyColumn },
  s: ReturnType<typeof standing>,
): SQL | undefined => {
  switch (state) {
    case 'da_bao_cao':
      return s.reported;
    case 'chua_bao_cao':
      return sql`not ${s.reported}`;
    case 'qua_han':
      return s.late;
    case 'dung_han':
      return sql`(${s.reported} and not ${s.late})`;
    // the state of the report standing for the unit (a rejected one: not sent again)
    case 'cho_phe_duyet':
    case 'da_phe_duyet':
    case 'tu_choi':
      return sql`${report.state} = ${state}`;
    default:
      return undefined;
  }
};

const header = (o: OccurrenceRow) => ({
  kyBaoCaoId: o.id,
  thoiGianCapNhatDoanSoId: o.periodId,
  tenKyBaoCao: o.name,
  thoiGianBatDau: o.startsAt.toISOString(),
  thoiGianKetThuc: o.endsAt.toISOString(),
  thoiHanNop: o.endsAt.toISOString(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;
const person = (id: number | null, fullName: string | null) =>
  id === null ? null : { id, fullName: fullName ?? '' };

/** GET bao-cao-doan-so-theo-ky/tracking/trang-thai: one page of units, by name. */
export async function trackingPage(
  db: DbOrTx,
  actor: Actor,
  q: TrackingQuery,
  now = new Date(),
): Promise<TrackingPage> {
  const { period, occurrence } = await trackedOccurrence(db, q, now);
  const report = reportOfUnit(db, occurrence.id);
  const s = standing(report, occurrence.endsAt, now);
  const units = unitsWhere(actor, period, q);
  const rows = db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      diaChi: organizations.address,
      xaPhuongId: organizations.xaPhuongId,
      xaPhuongName: wards.name,
      cumKhuCnId: organizations.cumKhuCnId,
      cumKhuCongNghiepName: industrialZones.name,
      baoCaoId: report.id,
      tenBaoCao: report.name,
      ngayNop: report.createdAt,
      trangThaiPheDuyet: report.state,
      ngayPheDuyet: report.decidedAt,
      soLuongDoanVienNam: report.memberMale,
      soLuongDoanVienNu: report.memberFemale,
      tongSoCongDoan: report.memberTotal,
      tongSoCnvcld: report.workerTotal,
      submitterId: submitter.id,
      submitterName: submitter.fullName,
      deciderId: decider.id,
      deciderName: decider.fullName,
      daBaoCao: s.reported,
      quaHan: s.late,
    })
    .from(organizations)
    .leftJoinLateral(report, sql`true`)
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .leftJoin(submitter, eq(submitter.id, report.submittedBy))
    .leftJoin(decider, eq(decider.id, report.decidedBy))
    .where(and(units, stateFilter(q.trangThaiBaoCao, report, s)))
    .orderBy(byName(organizations.name), asc(organizations.id));
  // The count reads the reports only to filter by standing, and then all at once.
  const count = () => {
    const value = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(organizations);
    if (q.trangThaiBaoCao === undefined) return value.where(units);
    const all = reportsOf(db, [occurrence.id]);
    return value
      .leftJoin(all, eq(all.organizationId, organizations.id))
      .where(and(units, stateFilter(q.trangThaiBaoCao, all, standing(all, occurrence.endsAt, now))));
  };
  const page = await listPage(
    q,
    rows,
    count(),
    ({ submitterId, submitterName, deciderId, deciderName, ...r }): TrackingRow => ({
      ...r,
      ngayNop: iso(r.ngayNop),
      ngayPheDuyet: iso(r.ngayPheDuyet),
      nguoiBaoCao: person(submitterId, submitterName),
      nguoiDuyet: person(deciderId, deciderName),
      daBaoCao: Boolean(r.daBaoCao),
      quaHan: Boolean(r.quaHan),
    }),
  );
  return {
    ...header(occurrence),
    danhSachChiTiet: page.list,
    total: page.count,
    page: q.page,
    limit: q.limit,
    totalPages: pageCount(page.count, q.limit),
  };
}

/** GET bao-cao-doan-so-theo-ky/tracking/thong-ke. */
export async function trackingStats(
  db: DbOrTx,
  actor: Actor,
  q: TrackingQuery,
  now = new Date(),
): Promise<TrackingStats> {
  const { period, occurrence } = await trackedOccurrence(db, q, now);
  const { total, byWard, byZone, byType } = await occurrenceProgress(db, actor, period, occurrence, q, now);
  return {
    ...header(occurrence),
    ...total,
    // a number in the deployed shape even without units (the page reads '—' then, from tongSoCDCS)
    tyLeDaBaoCao: percentOf(total.soDaBaoCao, total.tongSoCDCS) ?? 0,
    theoXaPhuong: byWard,
    theoCumKhu: byZone,
    theoLoaiHinh: byType,
  };
}

/** GET bao-cao-doan-so-theo-ky/tracking/theo-ky: a period's occurrences, newest first, each with its progress. */
export async function occurrencesWithProgress(
  db: DbOrTx,
  actor: Actor,
  q: { thoiGianCapNhatDoanSoId: number; page: number; limit: number },
  now = new Date(),
) {
  const period = await periodOrFail(db, q.thoiGianCapNhatDoanSoId);
  const of = eq(reportOccurrences.periodId, period.id);
  const page = await listPage(
    q,
    db.select().from(reportOccurrences).where(of).orderBy(desc(reportOccurrences.startsAt)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reportOccurrences)
      .where(of),
  );
  const totals = await progressTotals(db, actor, period, page.list, now);
  const list = page.list.map((o) => ({
    ...header(o),
    dangDienRa: o.startsAt <= now && now <= o.endsAt,
    daQuaHan: now > o.endsAt,
    ...totals.get(o.id)!,
  }));
  return { list, count: page.count };
}
