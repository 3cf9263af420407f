import {
  type DeployedStatisticsQuery,
  type DetailedStatistics,
  MEMBER_STATISTICS_MESSAGE,
  type MemberStatistics,
} from '@congdoan/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { Db } from '../../../db/client.js';
import { executeRows } from '../../../db/query.js';
import { events, membershipReports, organizations, users } from '../../../db/schema/index.js';
import { vnMonthStart } from '../../../domain/events/vn-calendar.js';
import { figuresAt } from '../../../domain/figures.js';
import { activeGrassroots } from '../../../domain/organization-fields.js';
import { eventVisible, organizationScope, reportScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';

/**
 * The deployed system's two statistics reads (report/thong-ke-chi-tiet, report/thong-ke-doan-vien),
 * answered in the caller's data scope: the deployed ones counted the whole federation.
 */

const MONTHS = 12;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const n = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);

/** The unit asked for (in scope, else 404) as a condition on a unit column: its subtree. */
async function subtreeOf(db: Db, actor: Actor, organizationId: number | undefined) {
  if (organizationId === undefined) return { unit: null, within: () => undefined };
  const [unit] = await db
    .select({ id: organizations.id, path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationScope(actor)));
  if (!unit) throw new AppError('organization_not_found');
  return {
    unit,
    within: (column: SQL | typeof organizations.id | typeof events.organizationId) =>
      sql`${column} in (select d.id from ${organizations} d where d.path like ${`${unit.path}%`})`,
  };
}

/**
 * The rows of `theoToChuc`: the caller's top units — the unit asked for, else the caller's own
 * unit — shown with its direct children, the province itself left out (its children are its rows);
 * without a unit of their own (an administrator, a ward's or a zone's officer) the units in scope
 * right under the province or with no parent in scope. Each with its subtree's figures, inside
 * the scope.
 */
async function byUnit(db: Db, actor: Actor, top: number | null) {
  const scope = organizationScope(actor) ?? sql`true`;
  const o = organizations;
  const tops =
    top === null
      ? sql`${o.level} <> 'province' and (${o.organizationParentId} is null
          or ${o.organizationParentId} in (select p.id from ${organizations} p where p.level = 'province')
          or ${o.organizationParentId} not in (select ${organizations.id} from ${organizations} where ${scope}))`
      : sql`(${o.id} = ${top} and ${o.level} <> 'province') or ${o.organizationParentId} = ${top}`;
  const kept = and(scope, sql`(${tops})`);
  // Each row's subtree inside the scope: `d` a descendant (or the unit itself).
  const subtree = (alias: string) => sql.raw(`${alias}.path like organizations.path || '%'`);
  const inScopeIds = sql`(select ${organizations.id} from ${organizations} where ${scope})`;
  return executeRows<DetailedStatistics['theoToChuc'][number]>(
    db,
    sql`select ${o.id} as "organizationId", ${o.name} as "organizationName",
        (select count(*)::int from organizations d where ${subtree('d')} and d.level = 'grassroots'
          and d.status = 'active' and d.id in ${inScopeIds}) as "soCongDoan",
        (select coalesce(sum(d.member_count), 0)::int from organizations d where ${subtree('d')}
          and d.level = 'grassroots' and d.status = 'active' and d.id in ${inScopeIds}) as "soDoanVien",
        (select count(*)::int from events e join organizations d on d.id = e.organization_id
          where ${subtree('d')} and e.cancelled_at is null and d.id in ${inScopeIds}) as "soSuKien",
        (select count(*)::int from membership_reports r join organizations d on d.id = r.organization_id
          where ${subtree('d')} and d.id in ${inScopeIds}) as "soBaoCao"
      from ${organizations}
      where ${kept}
      order by length(${o.path}), ${o.path}`,
  );
}

/** The last 12 Việt Nam months: members at each month's end (now for this one), events, reports. */
async function byMonth(db: Db, actor: Actor, within: (c: SQL) => SQL | undefined, now: Date) {
  const starts = Array.from({ length: MONTHS }, (_, i) => vnMonthStart(now, i - MONTHS + 1));
  const ends = starts.map((_, i) => (i === MONTHS - 1 ? now : starts[i + 1]!));
  const figures = await figuresAt(
    db,
    ends,
    and(activeGrassroots, organizationScope(actor), within(sql`${organizations.id}`))!,
  );
  const monthOf = (column: SQL) =>
    sql`date_trunc('month', ${column} at time zone 'Asia/Ho_Chi_Minh')::date::text`;
  const from = at(starts[0]!);
  const [eventRows, reportRows] = await Promise.all([
    db
      .select({ month: monthOf(sql`${events.startsAt}`).mapWith(String), n: n(sql`count(*)`) })
      .from(events)
      .where(
        and(
          eventVisible(actor),
          isNull(events.cancelledAt),
          sql`${events.startsAt} >= ${from} and ${events.startsAt} <= ${at(now)}`,
          within(sql`${events.organizationId}`),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(sql`${membershipReports.createdAt}`).mapWith(String), n: n(sql`count(*)`) })
      .from(membershipReports)
      .where(
        and(
          reportScope(actor),
          sql`${membershipReports.createdAt} >= ${from}`,
          within(sql`${membershipReports.organizationId}`),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const count = (rows: { month: string; n: number }[], key: string) =>
    rows.find((r) => r.month.startsWith(key))?.n ?? 0;
  return starts.map((s, i) => {
    const key = new Date(s.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
    return {
      thang: key,
      soDoanVien: figures[i]!.members,
      soSuKien: count(eventRows, key),
      soBaoCao: count(reportRows, key),
    };
  });
}

/** GET report/thong-ke-chi-tiet. */
export async function detailedStatistics(
  db: Db,
  actor: Actor,
  q: DeployedStatisticsQuery,
  now = new Date(),
): Promise<DetailedStatistics> {
  const { unit, within } = await subtreeOf(db, actor, q.organizationId);
  const r = membershipReports;
  const [theoToChuc, theoThoiGian, [states]] = await Promise.all([
    byUnit(db, actor, unit?.id ?? actor.organizationId),
    byMonth(db, actor, within, now),
    db
      .select({
        choPheduyet: n(sql`count(*) filter (where ${r.state} = 'cho_phe_duyet')`),
        daPheduyet: n(sql`count(*) filter (where ${r.state} = 'da_phe_duyet')`),
        tuChoi: n(sql`count(*) filter (where ${r.state} = 'tu_choi')`),
      })
      .from(r)
      .where(and(reportScope(actor), within(sql`${r.organizationId}`))),
  ]);
  return { theoToChuc, theoThoiGian, trangThaiBaoCao: states! };
}

/** GET report/thong-ke-doan-vien: the members of the active grassroots unions in scope, now. */
export async function memberStatistics(
  db: Db,
  actor: Actor,
  q: DeployedStatisticsQuery,
): Promise<MemberStatistics> {
  const { within } = await subtreeOf(db, actor, q.organizationId);
  const o = organizations;
  const [[figures], [me]] = await Promise.all([
    db
      .select({
        units: n(sql`count(*)`),
        male: n(sql`sum(${o.memberMaleCount})`),
        female: n(sql`sum(${o.memberFemaleCount})`),
        total: n(sql`sum(${o.memberCount})`),
      })
      .from(o)
      .where(and(activeGrassroots, organizationScope(actor), within(sql`${o.id}`))),
    db
      .select({ id: users.id, fullName: users.fullName, organizationName: o.name })
      .from(users)
      .leftJoin(o, eq(o.id, users.organizationId))
      .where(eq(users.id, actor.userId)),
  ]);
  return {
    success: true,
    message: MEMBER_STATISTICS_MESSAGE,
    data: {
      userInfo: {
        id: actor.userId,
        fullName: me?.fullName ?? null,
        organizationId: actor.organizationId,
        organizationName: me?.organizationName ?? null,
        xaPhuongId: actor.xaPhuongId,
        cumKhuCnId: actor.cumKhuCnId,
      },
      statistics: {
        soLuongDoanVienNam: figures!.male,
        soLuongDoanVienNu: figures!.female,
        tongSoLuongDoanVien: figures!.total,
      },
      filterInfo: { organizationId: q.organizationId ?? null, soCongDoan: figures!.units },
    },
  };
}
