import type { ProgressRow, TrackingQuery } from '@congdoan/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { industrialZones, membershipReports, organizations, wards } from '../db/schema/index.js';
import type { Actor } from '../plugins/auth.js';
import { organizationScope } from '../scope.js';
import { searchCondition } from '../search.js';
import { type OccurrenceRow, type PeriodRow, periodTargets } from './occurrences.js';

/**
 * Where each unit that must report stands in an occurrence, in the caller's scope: the tracking
 * pages and the dashboard read it (one row per unit, never one per report, with its report — the
 * one not rejected, else its latest rejected one — if any).
 */

export const report = alias(membershipReports, 'report');

/** The unit's report in the occurrence: the one not rejected, else its latest rejected one. */
export const reportOf = (occurrenceId: number) => sql`(select r.id from membership_reports r
  where r.occurrence_id = ${occurrenceId} and r.organization_id = ${organizations.id}
  order by (r.state = 'tu_choi'), r.created_at desc, r.id desc limit 1)`;

/** The facts of a unit's standing, as SQL over the joined report. */
export function standing(o: OccurrenceRow, now: Date) {
  const reported = sql<boolean>`(${report.id} is not null and ${report.state} <> 'tu_choi')`;
  const deadline = sql`${o.endsAt.toISOString()}::timestamptz`;
  const late = sql<boolean>`((${reported} and ${report.createdAt} > ${deadline})
    or (not ${reported} and ${now.toISOString()}::timestamptz > ${deadline}))`;
  return { reported, late };
}

export type ProgressFilters = Pick<TrackingQuery, 'xaPhuongId' | 'cumKhuCnId' | 'search'>;

/** The units of the occurrence in the caller's scope, with the filters of the query. */
export const unitsWhere = (actor: Actor, period: PeriodRow, q: ProgressFilters) =>
  and(
    periodTargets(period),
    organizationScope(actor),
    q.xaPhuongId === undefined ? undefined : eq(organizations.xaPhuongId, q.xaPhuongId),
    q.cumKhuCnId === undefined ? undefined : eq(organizations.cumKhuCnId, q.cumKhuCnId),
    searchCondition(organizations.searchText, q.search),
  );

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
  q: ProgressFilters,
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
  q: ProgressFilters = {},
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
