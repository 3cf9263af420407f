import type { ProgressRow, TrackingPage, TrackingQuery, TrackingRow, TrackingStats } from '@congdoan/shared';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import {
  industrialZones,
  membershipReports,
  organizations,
  reportOccurrences,
  users,
  wards,
} from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../plugins/auth.js';
import {
  type OccurrenceRow,
  type PeriodRow,
  periodOrFail,
  periodTargets,
} from '../../../reporting/occurrences.js';
import { organizationScope } from '../../../scope.js';
import { searchCondition } from '../../../search.js';

/**
 * Where each unit that must report stands in an occurrence: one row per unit (never one per
 * report), with its report — the one not rejected, else its latest rejected one — if any.
 */

type OccurrenceQuery = Pick<
  TrackingQuery,
  'kyBaoCaoId' | 'thoiGianCapNhatDoanSoId' | 'thang' | 'quy' | 'nam'
>;

/**
 * The occurrence a tracking query is about: the one named; else the period's occurrence of the
 * month, quarter or year given; else the period's open one, else its latest begun, else its next.
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
  const of = eq(reportOccurrences.periodId, period.id);
  const pick = async (where: SQL | undefined, ...order: SQL[]) =>
    (
      await db
        .select()
        .from(reportOccurrences)
        .where(and(of, where))
        .orderBy(...order)
        .limit(1)
    )[0];
  const occurrence =
    q.nam !== undefined || q.thang !== undefined || q.quy !== undefined
      ? await pick(
          and(
            q.nam === undefined ? undefined : eq(reportOccurrences.year, q.nam),
            q.thang === undefined ? undefined : eq(reportOccurrences.month, q.thang),
            q.quy === undefined ? undefined : eq(reportOccurrences.quarter, q.quy),
          ),
          desc(reportOccurrences.startsAt),
        )
      : ((await pick(
          and(lte(reportOccurrences.startsAt, now), gte(reportOccurrences.endsAt, now)),
          asc(reportOccurrences.startsAt),
        )) ??
        (await pick(lte(reportOccurrences.startsAt, now), desc(reportOccurrences.startsAt))) ??
        (await pick(undefined, asc(reportOccurrences.startsAt))));
  if (!occurrence) throw new AppError('report_occurrence_not_found');
  return { period, occurrence };
}

const report = alias(membershipReports, 'report');
const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

/** The unit's report in the occurrence: the one not rejected, else its latest rejected one. */
const reportOf = (occurrenceId: number) => sql`(select r.id from membership_reports r
  where r.occurrence_id = ${occurrenceId} and r.organization_id = ${organizations.id}
  order by (r.state = 'tu_choi'), r.created_at desc, r.id desc limit 1)`;

/** The facts of a unit's standing, as SQL over the joined report. */
function standing(o: OccurrenceRow, now: Date) {
  const reported = sql<boolean>`(${report.id} is not null and ${report.state} <> 'tu_choi')`;
  const deadline = sql`${o.endsAt.toISOString()}::timestamptz`;
  const late = sql<boolean>`((${reported} and ${report.createdAt} > ${deadline})
    or (not ${reported} and ${now.toISOString()}::timestamptz > ${deadline}))`;
  return { reported, late };
}

const stateFilter = (
  state: TrackingQuery['trangThaiBaoCao'],
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
    default:
      return undefined;
  }
};

type Filters = Pick<TrackingQuery, 'xaPhuongId' | 'cumKhuCnId' | 'search'>;

/** The units of the occurrence in the caller's scope, with the filters of the query. */
const unitsWhere = (actor: Actor, period: PeriodRow, q: Filters) =>
  and(
    periodTargets(period),
    organizationScope(actor),
    q.xaPhuongId === undefined ? undefined : eq(organizations.xaPhuongId, q.xaPhuongId),
    q.cumKhuCnId === undefined ? undefined : eq(organizations.cumKhuCnId, q.cumKhuCnId),
    searchCondition(organizations.searchText, q.search),
  );

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
  const s = standing(occurrence, now);
  const from = () =>
    db
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
      .leftJoin(report, eq(report.id, reportOf(occurrence.id)))
      .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
      .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
      .leftJoin(submitter, eq(submitter.id, report.submittedBy))
      .leftJoin(decider, eq(decider.id, report.decidedBy));
  const where = and(unitsWhere(actor, period, q), stateFilter(q.trangThaiBaoCao, s));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(byName(organizations.name), asc(organizations.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(organizations)
      .leftJoin(report, eq(report.id, reportOf(occurrence.id)))
      .where(where),
  ]);
  const n = total?.value ?? 0;
  return {
    ...header(occurrence),
    danhSachChiTiet: rows.map(
      ({ submitterId, submitterName, deciderId, deciderName, ...r }): TrackingRow => ({
        ...r,
        ngayNop: iso(r.ngayNop),
        ngayPheDuyet: iso(r.ngayPheDuyet),
        nguoiBaoCao: person(submitterId, submitterName),
        nguoiDuyet: person(deciderId, deciderName),
        daBaoCao: Boolean(r.daBaoCao),
        quaHan: Boolean(r.quaHan),
      }),
    ),
    total: n,
    page: q.page,
    limit: q.limit,
    totalPages: Math.ceil(n / q.limit),
  };
}

const zero = () => ({
  tongSoCDCS: 0,
  soDaBaoCao: 0,
  soChuaBaoCao: 0,
  soDungHan: 0,
  soQuaHan: 0,
  soChoPheDuyet: 0,
  soDaPheDuyet: 0,
  soTuChoi: 0,
});
type Progress = ReturnType<typeof zero>;

/** Units by standing, per ward and zone, in one statement. */
async function progressGroups(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  q: Filters,
  now: Date,
) {
  const s = standing(o, now);
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  return db
    .select({
      wardId: organizations.xaPhuongId,
      wardName: wards.name,
      zoneId: organizations.cumKhuCnId,
      zoneName: industrialZones.name,
      tongSoCDCS: sql<number>`count(*)`.mapWith(Number),
      soDaBaoCao: n(s.reported),
      soDungHan: n(sql`${s.reported} and not ${s.late}`),
      soQuaHan: n(s.late),
      soChoPheDuyet: n(sql`${report.state} = 'cho_phe_duyet'`),
      soDaPheDuyet: n(sql`${report.state} = 'da_phe_duyet'`),
      soTuChoi: n(sql`${report.state} = 'tu_choi'`),
    })
    .from(organizations)
    .leftJoin(report, eq(report.id, reportOf(o.id)))
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .where(unitsWhere(actor, period, q))
    .groupBy(organizations.xaPhuongId, wards.name, organizations.cumKhuCnId, industrialZones.name);
}

function add(into: Progress, g: Omit<Progress, 'soChuaBaoCao'>) {
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

/** The progress of an occurrence in the caller's scope: totals, by ward, by zone. */
export async function occurrenceProgress(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  q: Filters = {},
  now = new Date(),
) {
  const groups = await progressGroups(db, actor, period, o, q, now);
  const total = zero();
  const byWard = new Map<number | null, ProgressRow>();
  const byZone = new Map<number | null, ProgressRow>();
  for (const g of groups) {
    add(total, g);
    const ward = byWard.get(g.wardId) ?? {
      id: g.wardId,
      ten: g.wardName ?? 'Chưa xác định xã/phường',
      ...zero(),
    };
    add(ward, g);
    byWard.set(g.wardId, ward);
    const zone = byZone.get(g.zoneId) ?? {
      id: g.zoneId,
      ten: g.zoneName ?? 'Ngoài cụm/khu công nghiệp',
      ...zero(),
    };
    add(zone, g);
    byZone.set(g.zoneId, zone);
  }
  const sorted = (m: Map<number | null, ProgressRow>) =>
    [...m.values()].sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : collator.compare(a.ten, b.ten)));
  return { total, byWard: sorted(byWard), byZone: sorted(byZone) };
}

/** GET bao-cao-doan-so-theo-ky/tracking/thong-ke. */
export async function trackingStats(
  db: DbOrTx,
  actor: Actor,
  q: TrackingQuery,
  now = new Date(),
): Promise<TrackingStats> {
  const { period, occurrence } = await trackedOccurrence(db, q, now);
  const { total, byWard, byZone } = await occurrenceProgress(db, actor, period, occurrence, q, now);
  return {
    ...header(occurrence),
    ...total,
    tyLeDaBaoCao: total.tongSoCDCS ? Math.round((total.soDaBaoCao / total.tongSoCDCS) * 1000) / 10 : 0,
    theoXaPhuong: byWard,
    theoCumKhu: byZone,
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportOccurrences)
      .where(of)
      .orderBy(desc(reportOccurrences.startsAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(reportOccurrences)
      .where(of),
  ]);
  const list = await Promise.all(
    rows.map(async (o) => ({
      ...header(o),
      dangDienRa: o.startsAt <= now && now <= o.endsAt,
      daQuaHan: now > o.endsAt,
      ...(await occurrenceProgress(db, actor, period, o, {}, now)).total,
    })),
  );
  return { list, count: total?.value ?? 0 };
}
