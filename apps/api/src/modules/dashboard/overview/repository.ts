import { growthLabel, type OverviewAnswer, type OverviewQuery, vietnamDate } from '@congdoan/shared';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { Db } from '../../../db/client.js';
import {
  companiesWithoutUnion,
  events,
  membershipReports,
  notificationRecipients,
  organizations,
  reportOccurrences,
} from '../../../db/schema/index.js';
import { aboveUnit } from '../../../domain/approvers.js';
import { vnMonthStart } from '../../../domain/events/vn-calendar.js';
import { figuresAt } from '../../../domain/figures.js';
import { activeGrassroots } from '../../../domain/organization-fields.js';
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
 * The active grassroots unions in scope and their members at the window's end and start, read from
 * the history of each union's figures (src/domain/figures.ts): a union counts from its creation on.
 */
async function unionFigures(db: Db, actor: Actor, subtree: SQL | undefined, w: ReturnType<typeof windowsOf>) {
  const unionsKept = and(activeGrassroots, organizationScope(actor), subtree)!;
  const [end, start] = await figuresAt(db, [w.current.end, w.current.start], unionsKept);
  return {
    unions: end!.units,
    unionsBefore: start!.units,
    members: end!.members,
    membersBefore: start!.members,
    membersCounted: end!.membersCounted,
    membersDeclared: end!.membersDeclared,
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

/** The subtree of the unit asked for, as a condition on a unit column; the unit must be in scope. */
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
    tongSoDoanVienTheoHoSo: unions?.membersCounted ?? null,
    tongSoDoanVienTheoBaoCao: unions?.membersDeclared ?? null,
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
