import { type LookupItem, listOf, lookupItem, pageQuery } from '@congdoan/shared';
import { and, asc, count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { industrialZones, organizations, wards } from '../../db/schema/index.js';
import { actorOf } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import { searchCondition } from '../../search.js';
import type { Services } from '../../services.js';

/** Small pickers for forms: id and name, searched without accents. */
async function lookup(
  db: Db,
  table: PgTable & { id: PgColumn; name: PgColumn; searchText: PgColumn },
  q: { page: number; limit: number; search?: string | undefined },
  scope?: SQL,
): Promise<{ list: LookupItem[]; count: number }> {
  const where = and(searchCondition(table.searchText, q.search), scope);
  const [list, [total]] = await Promise.all([
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(where)
      .orderBy(asc(sql`${table.name} collate "und-x-icu"`))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { list: list as LookupItem[], count: total?.value ?? 0 };
}

export const lookupRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = (summary: string) => ({
      tags: ['lookup'],
      summary,
      querystring: pageQuery,
      response: { 200: listOf(lookupItem) },
    });

    app.get(
      '/lookup/wards',
      { config: { permission: 'public' }, schema: schema('Chọn xã/phường (công khai, cho trang đăng ký)') },
      async (request) => ({ data: await lookup(db, wards, request.query) }),
    );
    app.get(
      '/lookup/industrial-zones',
      {
        config: { permission: 'public' },
        schema: schema('Chọn cụm/khu công nghiệp (công khai, cho trang đăng ký)'),
      },
      async (request) => ({ data: await lookup(db, industrialZones, request.query) }),
    );
    app.get(
      '/lookup/organizations',
      { config: { permission: 'signed-in' }, schema: schema('Chọn đơn vị trong phạm vi của người dùng') },
      async (request) => {
        return { data: await lookup(db, organizations, request.query, organizationScope(actorOf(request))) };
      },
    );
  };
