import type { DashboardSummary } from '@congdoan/shared';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { industrialZones, organizations, roles, users, wards } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { organizationScope, userScope } from '../../scope.js';

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

async function organizationFigures(db: Db, actor: Actor) {
  const rows = await db
    .select({ level: organizations.level, count: count() })
    .from(organizations)
    .where(organizationScope(actor))
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

/** The figures of the home page in the caller's scope; a part they may not read is null. */
export async function dashboardSummaryFor(db: Db, actor: Actor): Promise<DashboardSummary> {
  const can = (subject: 'user' | 'organization' | 'ward' | 'industrial-zone') =>
    actor.ability.can('read', subject);
  const [usersPart, organizationsPart, wardCount, zoneCount] = await Promise.all([
    can('user') ? userFigures(db, actor) : null,
    can('organization') ? organizationFigures(db, actor) : null,
    can('ward') ? categoryCount(db, actor, 'ward') : null,
    can('industrial-zone') ? categoryCount(db, actor, 'zone') : null,
  ]);
  return {
    users: usersPart,
    organizations: organizationsPart,
    wards: wardCount,
    industrialZones: zoneCount,
    // the event figures come with the events (issue P9)
    events: null,
  };
}
