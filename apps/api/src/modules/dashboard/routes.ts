import { dashboardSummary, dataOf, type OrganizationLevel } from '@congdoan/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { industrialZones, organizations, roles, users, wards } from '../../db/schema.js';
import { actorOf } from '../../plugins/auth.js';
import { scopeCondition } from '../../scope.js';
import type { Services } from '../../services.js';

export const dashboardRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/summary',
      {
        config: { permission: ['read', 'dashboard'] },
        schema: {
          tags: ['dashboard'],
          summary: 'Số liệu trang chủ, trong phạm vi của người dùng',
          response: { 200: dataOf(dashboardSummary) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const userScope = scopeCondition(actor, {
          ownerId: users.id,
          organizationId: users.organizationId,
          xaPhuongId: users.xaPhuongId,
          cumKhuCnId: users.cumKhuCnId,
        });
        const orgScope = scopeCondition(actor, {
          organizationId: organizations.id,
          xaPhuongId: organizations.xaPhuongId,
          cumKhuCnId: organizations.cumKhuCnId,
        });
        const [userCounts, byRole, byLevel, [wardCount], [zoneCount]] = await Promise.all([
          db
            .select({
              total: count(),
              active: sql<number>`count(*) filter (where ${users.isActive} = 1)`.mapWith(Number),
            })
            .from(users)
            .where(userScope),
          db
            .select({ roleId: roles.id, roleName: roles.name, count: count(users.id) })
            .from(roles)
            .leftJoin(users, and(eq(users.activeRoleId, roles.id), userScope))
            .groupBy(roles.id, roles.name)
            .orderBy(asc(roles.id)),
          db
            .select({ level: organizations.level, count: count() })
            .from(organizations)
            .where(orgScope)
            .groupBy(organizations.level),
          db.select({ value: count() }).from(wards),
          db.select({ value: count() }).from(industrialZones),
        ]);
        const total = userCounts[0]?.total ?? 0;
        const active = userCounts[0]?.active ?? 0;
        const levels = byLevel.map((l) => ({ level: l.level as OrganizationLevel, count: l.count }));
        return {
          data: {
            users: { total, active, locked: total - active, byRole },
            organizations: { total: levels.reduce((s, l) => s + l.count, 0), byLevel: levels },
            wards: wardCount?.value ?? 0,
            industrialZones: zoneCount?.value ?? 0,
          },
        };
      },
    );
  };
