import type { DashboardSummary } from '@congdoan/shared';
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { Db } from '../../db/client.js';
import {
  eventRegistrations,
  events,
  eventTypes,
  industrialZones,
  organizations,
  roles,
  users,
  wards,
} from '../../db/schema/index.js';
import { vnMonthStart } from '../../domain/events/vn-calendar.js';
import { eventScope, eventVisible, organizationScope, userScope } from '../../domain/scope.js';

async function userFigures(db: Db, actor: Actor) {
  const scope = userScope(actor);
  const [[totals], byRole] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.isActive} = 1)`.mapWith(Number),
      })
      .from(users)
      .where(scope),
    // only the roles held by users in scope: a chair sees no row for the administrator role
    db
      .select({ roleId: roles.id, roleName: roles.name, count: count(users.id) })
      .from(roles)
      .innerJoin(users, and(eq(users.activeRoleId, roles.id), scope))
      .groupBy(roles.id, roles.name)
      .orderBy(asc(roles.id)),
  ]);
  const total = totals?.total ?? 0;
  const active = totals?.active ?? 0;
  return { total, active, locked: total - active, byRole };
}

/**
 * The active organisations in scope by level: the dashboard's "Tổ chức công đoàn theo cấp", whose
 * grassroots count is the figure card's (a dissolved union is in neither).
 */
async function organizationFigures(db: Db, actor: Actor) {
  const rows = await db
    .select({ level: organizations.level, count: count() })
    .from(organizations)
    .where(and(organizationScope(actor), eq(organizations.status, 'active')))
    .groupBy(organizations.level);
  const byLevel = rows;
  return { total: byLevel.reduce((s, l) => s + l.count, 0), byLevel };
}

/**
 * The wards (or industrial zones) in the caller's scope: all of them for the province; else those of the
 * organisations the caller may see, plus the caller's own ward (zone) for a ward (zone) scope.
 */
async function categoryCount(db: Db, actor: Actor, kind: 'ward' | 'zone') {
  const table = kind === 'ward' ? wards : industrialZones;
  let where: SQL | undefined;
  if (actor.scope !== 'province') {
    const column = kind === 'ward' ? organizations.xaPhuongId : organizations.cumKhuCnId;
    const own = kind === 'ward' ? actor.xaPhuongId : actor.cumKhuCnId;
    const ofOrganizations = inArray(
      table.id,
      db.select({ id: column }).from(organizations).where(organizationScope(actor)),
    );
    where = actor.scope === kind && own !== null ? or(ofOrganizations, eq(table.id, own)) : ofOrganizations;
  }
  return (await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0;
}

/**
 * The events part: the events the caller may read that are yet to start or under way (not
 * cancelled), the next five of them, and this month's (Việt Nam) registrations and attendance of
 * the events they manage.
 */
async function eventFigures(db: Db, actor: Actor, now = new Date()) {
  const visible = and(eventVisible(actor), isNull(events.cancelledAt));
  const upcoming = and(visible, gt(events.startsAt, now));
  const r = eventRegistrations;
  const [from, to] = [vnMonthStart(now), vnMonthStart(now, 1)];
  // Moments inside raw SQL go as ISO text, cast, the same on both engines.
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const [[counts], [month], next] = await Promise.all([
    db
      .select({
        upcoming: sql<number>`count(*) filter (where ${events.startsAt} > ${at(now)})`.mapWith(Number),
        ongoing:
          sql<number>`count(*) filter (where ${events.startsAt} <= ${at(now)} and ${events.endsAt} >= ${at(now)})`.mapWith(
            Number,
          ),
      })
      .from(events)
      .where(and(visible, gte(events.endsAt, now))),
    db
      .select({
        registrations: sql<number>`count(*) filter (where ${r.state} <> 'da_huy'
          and ${r.registeredAt} >= ${at(from)} and ${r.registeredAt} < ${at(to)})`.mapWith(Number),
        attended:
          sql<number>`count(*) filter (where ${r.attendedAt} >= ${at(from)} and ${r.attendedAt} < ${at(to)})`.mapWith(
            Number,
          ),
      })
      .from(r)
      .innerJoin(events, eq(events.id, r.eventId))
      .where(
        and(
          eventScope(actor),
          or(
            and(ne(r.state, 'da_huy'), gte(r.registeredAt, from), lt(r.registeredAt, to)),
            and(isNotNull(r.attendedAt), gte(r.attendedAt, from), lt(r.attendedAt, to)),
          ),
        ),
      ),
    db
      .select({
        id: events.id,
        tenSuKien: events.name,
        thoiGianBatDau: events.startsAt,
        diaDiem: events.location,
        mauSac: eventTypes.color,
      })
      .from(events)
      .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
      .where(upcoming)
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(5),
  ]);
  return {
    upcoming: counts?.upcoming ?? 0,
    ongoing: counts?.ongoing ?? 0,
    registrationsThisMonth: month?.registrations ?? 0,
    attendedThisMonth: month?.attended ?? 0,
    next: next.map((e) => ({ ...e, thoiGianBatDau: e.thoiGianBatDau.toISOString() })),
  };
}

/** The figures of the home page in the caller's scope; a part they may not read is null. */
export async function dashboardSummaryFor(db: Db, actor: Actor): Promise<DashboardSummary> {
  const can = (subject: 'user' | 'organization' | 'ward' | 'industrial-zone' | 'event') =>
    actor.ability.can('read', subject);
  const [usersPart, organizationsPart, wardCount, zoneCount, eventsPart] = await Promise.all([
    can('user') ? userFigures(db, actor) : null,
    can('organization') ? organizationFigures(db, actor) : null,
    can('ward') ? categoryCount(db, actor, 'ward') : null,
    can('industrial-zone') ? categoryCount(db, actor, 'zone') : null,
    can('event') ? eventFigures(db, actor) : null,
  ]);
  return {
    users: usersPart,
    organizations: organizationsPart,
    wards: wardCount,
    industrialZones: zoneCount,
    events: eventsPart,
  };
}
