import type { DashboardSummary } from '@congdoan/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
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
    db
      .select({ roleId: roles.id, roleName: roles.name, count: count(users.id) })
      .from(roles)
      .leftJoin(users, and(eq(users.activeRoleId, roles.id), scope))
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

const countOf = async (db: Db, table: typeof wards | typeof industrialZones) =>
  (await db.select({ value: count() }).from(table))[0]?.value ?? 0;

/** The figures of the home page in the caller's scope; a part they may not read is null. */
export async function dashboardSummaryFor(db: Db, actor: Actor): Promise<DashboardSummary> {
  const can = (subject: 'user' | 'organization' | 'ward' | 'industrial-zone') =>
    actor.ability.can('read', subject);
  const [usersPart, organizationsPart, wardCount, zoneCount] = await Promise.all([
    can('user') ? userFigures(db, actor) : null,
    can('organization') ? organizationFigures(db, actor) : null,
    can('ward') ? countOf(db, wards) : null,
    can('industrial-zone') ? countOf(db, industrialZones) : null,
  ]);
  return { users: usersPart, organizations: organizationsPart, wards: wardCount, industrialZones: zoneCount };
}
