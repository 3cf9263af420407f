import { growthLabel, type OverviewAnswer, type OverviewQuery, vietnamDate } from '@congdoan/shared';
import { and, count, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../actor.js';
import type { Db } from '../../../db/client.js';
import { executeRows } from '../../../db/query.js';
import {
  companiesWithoutUnion,
  events,
  memberEvents,
  members,
  membershipReports,
  notificationRecipients,
  organizations,
  reportOccurrences,
} from '../../../db/schema/index.js';
import { aboveUnit } from '../../../domain/approvers.js';
import { vnMonthStart } from '../../../domain/events/vn-calendar.js';
import { companyScope, eventVisible, organizationScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';

/**
 * GET report/thong-ke-tong-quan: the dashboard's figure cards, each against the window just before
 * (docs/requirements.md, "Dashboard"). A stock (unions, members, waiting reports) is read as it
 * stood at the end of each window; a flow (events) is counted inside each.
 */

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;

/** The moment a Việt Nam day ('YYYY-MM-DD') begins. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - VN_OFFSET);
/** The Việt Nam day of a moment. */
const dayOf = (at: Date) => vietnamDate(at);
/** The last Việt Nam day of a window ending (exclusively) at `end`. */
const lastDayBefore = (end: Date) => dayOf(new Date(end.getTime() - 1));

export interface Window {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/**
 * The window asked for and the one before it: fromDate..toDate (both included); without toDate to
 * the end of fromDate's month, without fromDate from the first of toDate's month, without both
 * this month; the one before is last month for a calendar month, else as many days just before.
 */
export function windowsOf(q: Pick<OverviewQuery, 'fromDate' | 'toDate'>, now = new Date()) {
  let current: Window;
  if (q.fromDate === undefined && q.toDate === undefined) {
    current = { start: vnMonthStart(now), end: vnMonthStart(now, 1) };
  } else {
    const start = q.fromDate !== undefined ? dayStart(q.fromDate) : vnMonthStart(dayStart(q.toDate!));
    const end =
      q.toDate !== undefined ? new Date(dayStart(q.toDate).getTime() + DAY) : vnMonthStart(start, 1);
    current = { start, end };
  }
  const calendarMonth =
    vnMonthStart(current.start).getTime() === current.start.getTime() &&
    vnMonthStart(current.start, 1).getTime() === current.end.getTime();
  const previous = calendarMonth
    ? { start: vnMonthStart(current.start, -1), end: current.start }
    : {
        start: new Date(current.start.getTime() - (current.end.getTime() - current.start.getTime())),
        end: current.start,
      };
  return { current, previous };
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const n = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);

/**
 * A unit's members at moment T (docs/requirements.md, "Dashboard"): its count now, unless a report
 * of it was approved at or after T; then the member total of its report approved before T with
 * the latest occurrence, else its count now. Only the units with an approval since the window's
 * start can differ from their count, so their approved reports are read once, together, for both
 * moments: a look-up per unit and moment made PostgreSQL plan 40,000 subqueries over 10,000 units,
 * whose estimated cost alone set off a JIT compilation of about half a second (bench/reports.ts).
 */
function approvedSince(db: Db, w: ReturnType<typeof windowsOf>) {
  const b = membershipReports;
  const recent = alias(membershipReports, 'recent');
  const totalBefore = (t: Date) =>
    sql<
      number | null
    >`(array_agg(${b.memberTotal} order by ${reportOccurrences.endsAt} desc, ${b.decidedAt} desc)
      filter (where ${b.decidedAt} < ${at(t)}))[1]`;
  return db
    .select({
      organizationId: b.organizationId,
      approvedAfterEnd: sql<boolean>`bool_or(${b.decidedAt} >= ${at(w.current.end)})`.as(
        'approved_after_end',
      ),
      totalBeforeEnd: totalBefore(w.current.end).as('total_before_end'),
      totalBeforeStart: totalBefore(w.current.start).as('total_before_start'),
    })
    .from(b)
    .innerJoin(reportOccurrences, eq(reportOccurrences.id, b.occurrenceId))
    .where(
      and(
        eq(b.state, 'da_phe_duyet'),
        inArray(
          b.organizationId,
          db
            .select({ id: recent.organizationId })
            .from(recent)
            .where(and(eq(recent.state, 'da_phe_duyet'), gte(recent.decidedAt, w.current.start))),
        ),
      ),
    )
    .groupBy(b.organizationId)
    .as('approved');
}

/**
 * The member records' own history since the window's start, as a change of the counted unions'
 * figures (docs/decisions.md, "Counts from member records"): each admission +1 to its union, each
 * transfer −1 from and +1 to, each change of status into or out of đang sinh hoạt ±1 to the union
 * it happened in (its event names it; older ones, the member's union now); summed over the counted unions `where` keeps, for the events at or after each
 * moment. A counted union's members at T are its count now less what came after T. A deleted
 * member (a record entered by mistake) takes its history along, as if it had never been.
 */
async function recordsMovedSince(db: Db, where: SQL, w: ReturnType<typeof windowsOf>) {
  const [end, start] = [w.current.end, w.current.start];
  const [row] = await executeRows<{ afterEnd: number; afterStart: number }>(
    db,
    sql`select
        coalesce(sum(v.delta) filter (where e.created_at >= ${at(end)} and ${organizations.createdAt} < ${at(end)}), 0)::int as "afterEnd",
        coalesce(sum(v.delta) filter (where ${organizations.createdAt} < ${at(start)}), 0)::int as "afterStart"
      from ${memberEvents} e
      join ${members} m on m.id = e.member_id
      cross join lateral (values
        (coalesce(e.to_organization_id, m.organization_id),
         case when e.kind <> 'doi_trang_thai' then 1
              when e.to_status = 'dang_sinh_hoat' then 1
              when e.from_status = 'dang_sinh_hoat' then -1
              else 0 end),
        (e.from_organization_id, case when e.kind = 'chuyen_sinh_hoat' then -1 else 0 end)
      ) v(organization_id, delta)
      join ${organizations} on ${organizations.id} = v.organization_id
      where e.created_at >= ${at(start)} and v.delta <> 0 and ${organizations.memberRecordCount} > 0 and ${where}`,
  );
  return row ?? { afterEnd: 0, afterStart: 0 };
}

async function unionFigures(db: Db, actor: Actor, subtree: SQL | undefined, w: ReturnType<typeof windowsOf>) {
  const [end, start] = [w.current.end, w.current.start];
  const approved = approvedSince(db, w);
  // A counted union reads its records (recordsMovedSince); one without, its approved reports.
  const membersAt = (changed: SQL, totalBefore: SQL) =>
    sql`(case when ${changed} and ${organizations.memberRecordCount} = 0
      then coalesce(${totalBefore}, ${organizations.memberCount})
      else ${organizations.memberCount} end)`;
  const unionsKept = and(
    eq(organizations.level, 'grassroots'),
    eq(organizations.status, 'active'),
    organizationScope(actor),
    subtree,
  )!;
  const [[row], moved] = await Promise.all([
    db
      .select({
        unions: n(sql`count(*) filter (where ${organizations.createdAt} < ${at(end)})`),
        unionsBefore: n(sql`count(*) filter (where ${organizations.createdAt} < ${at(start)})`),
        members: n(
          sql`sum(${membersAt(sql`${approved.approvedAfterEnd}`, sql`${approved.totalBeforeEnd}`)})
          filter (where ${organizations.createdAt} < ${at(end)})`,
        ),
        membersBefore: n(
          sql`sum(${membersAt(sql`${approved.organizationId} is not null`, sql`${approved.totalBeforeStart}`)})
          filter (where ${organizations.createdAt} < ${at(start)})`,
        ),
      })
      .from(organizations)
      .leftJoin(approved, eq(approved.organizationId, organizations.id))
      .where(unionsKept),
    recordsMovedSince(db, unionsKept, w),
  ]);
  // Never below none, should a history be incomplete (records written around the member writes).
  return {
    ...row!,
    members: Math.max(0, row!.members - moved.afterEnd),
    membersBefore: Math.max(0, row!.membersBefore - moved.afterStart),
  };
}

async function eventFigures(db: Db, actor: Actor, subtree: SQL | undefined, w: ReturnType<typeof windowsOf>) {
  const inWindow = (x: Window) =>
    sql`${events.startsAt} < ${at(x.end)} and ${events.endsAt} >= ${at(x.start)}`;
  const [row] = await db
    .select({
      now: n(sql`count(*) filter (where ${inWindow(w.current)})`),
      before: n(sql`count(*) filter (where ${inWindow(w.previous)})`),
    })
    .from(events)
    .where(
      and(
        eventVisible(actor),
        isNull(events.cancelledAt),
        sql`${events.startsAt} < ${at(w.current.end)} and ${events.endsAt} >= ${at(w.previous.start)}`,
        subtree,
      ),
    );
  return row!;
}

async function waitingFigures(
  db: Db,
  actor: Actor,
  subtree: SQL | undefined,
  periodId: number | undefined,
  w: ReturnType<typeof windowsOf>,
) {
  const r = membershipReports;
  // Waiting at T: filed before T and not decided by then.
  const waitingAt = (t: Date) =>
    sql`${r.createdAt} < ${at(t)} and (${r.state} = 'cho_phe_duyet' or ${r.decidedAt} >= ${at(t)})`;
  const [row] = await db
    .select({
      now: n(sql`count(*) filter (where ${waitingAt(w.current.end)})`),
      before: n(sql`count(*) filter (where ${waitingAt(w.current.start)})`),
    })
    .from(r)
    .where(
      and(
        aboveUnit(actor),
        sql`(${r.state} = 'cho_phe_duyet' or ${r.decidedAt} >= ${at(w.current.start)})`,
        periodId === undefined
          ? undefined
          : sql`${r.occurrenceId} in (select id from ${reportOccurrences} where period_id = ${periodId})`,
        subtree,
      ),
    );
  return row!;
}

async function unreadOf(db: Db, userId: number) {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.userId, userId), isNull(notificationRecipients.readAt)));
  return row?.value ?? 0;
}

/** The subtree of the unit asked for, as a condition on a unit column; the unit must be in scope. */
/**
 * Whether the caller stands above any unit, so that a report may wait for them: not a grassroots
 * union's people, whose card would count none while its link listed their own waiting reports.
 */
async function hasUnitsBelow(db: Db, actor: Actor) {
  if (actor.scope === 'province') return true;
  if (actor.organizationId === null) return false;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      sql`${organizations.path} like (select o.path from ${organizations} o where o.id = ${actor.organizationId}) || '%'
        and ${organizations.id} <> ${actor.organizationId}`,
    )
    .limit(1);
  return row !== undefined;
}

async function subtreeOf(db: Db, actor: Actor, organizationId: number | undefined) {
  if (organizationId === undefined) return null;
  const [unit] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationScope(actor)));
  if (!unit) throw new AppError('organization_not_found');
  return (column: SQL | typeof organizations.id) =>
    sql`${column} in (select d.id from ${organizations} d where d.path like ${`${unit.path}%`})`;
}

/**
 * The companies without a union in scope; with a unit asked, those of the zones its subtree's
 * unions lie in (where a new union would join them).
 */
async function companyCount(db: Db, actor: Actor, subtree: SQL | undefined) {
  const [row] = await db
    .select({ value: count() })
    .from(companiesWithoutUnion)
    .where(
      and(
        companyScope(actor),
        subtree &&
          sql`${companiesWithoutUnion.cumKhuCnId} in (select ${organizations.cumKhuCnId} from ${organizations} where ${subtree})`,
      ),
    );
  return row?.value ?? 0;
}

export async function overviewFor(
  db: Db,
  actor: Actor,
  q: OverviewQuery,
  now = new Date(),
): Promise<OverviewAnswer> {
  const w = windowsOf(q, now);
  const subtree = await subtreeOf(db, actor, q.organizationId);
  const can = actor.ability.can.bind(actor.ability);
  const [unions, eventCounts, waiting, companies, unread] = await Promise.all([
    can('read', 'organization') ? unionFigures(db, actor, subtree?.(sql`${organizations.id}`), w) : null,
    can('read', 'event') ? eventFigures(db, actor, subtree?.(sql`${events.organizationId}`), w) : null,
    can('update', 'membership-report') && (await hasUnitsBelow(db, actor))
      ? waitingFigures(
          db,
          actor,
          subtree?.(sql`${membershipReports.organizationId}`),
          q.thoiGianCapNhatDoanSoId,
          w,
        )
      : null,
    can('read', 'organization') ? companyCount(db, actor, subtree?.(sql`${organizations.id}`)) : null,
    unreadOf(db, actor.userId),
  ]);
  const range = (x: Window) => ({ tuNgay: dayOf(x.start), denNgay: lastDayBefore(x.end) });
  return {
    tongSoCongDoan: unions?.unions ?? null,
    tangTruongCongDoan: unions ? growthLabel(unions.unions, unions.unionsBefore) : null,
    tongSoDoanVien: unions?.members ?? null,
    tangTruongDoanVien: unions ? growthLabel(unions.members, unions.membersBefore) : null,
    suKienTrongThang: eventCounts?.now ?? null,
    tangTruongSuKien: eventCounts ? growthLabel(eventCounts.now, eventCounts.before) : null,
    choPheduyet: waiting?.now ?? null,
    thayDoiChoPheduyet: waiting ? growthLabel(waiting.now, waiting.before) : null,
    tongSoCongTyChuaCoCD: companies,
    thongBaoChuaDoc: unread,
    khoangThoiGian: range(w.current),
    khoangTruoc: range(w.previous),
  };
}
