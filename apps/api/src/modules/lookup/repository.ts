import type { ListPage, LookupItem, PageQuery } from '@congdoan/shared';
import { and, asc, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { Db } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName } from '../../db/query.js';
import { industrialZones, organizations, wards } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { organizationScope } from '../../domain/scope.js';

/** A page of id and name, searched without accents, in Vietnamese order; `scope` narrows it. */
async function lookup(
  db: Db,
  table: PgTable & { id: PgColumn; name: PgColumn; searchText: PgColumn },
  q: PageQuery,
  scope?: SQL,
): Promise<ListPage<LookupItem>> {
  const where = and(searchCondition(table.searchText, q.search), scope);
  const page = await listPage(
    q,
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(where)
      .orderBy(asc(byName(table.name))),
    db.select({ n: count() }).from(table).where(where),
  );
  return page as ListPage<LookupItem>;
}

/** Every ward of the province (sign-up reads it too, so it has no scope). */
export const lookupWards = (db: Db, q: PageQuery) => lookup(db, wards, q);

/** Every industrial zone of the province (sign-up reads it too, so it has no scope). */
export const lookupIndustrialZones = (db: Db, q: PageQuery) => lookup(db, industrialZones, q);

/** The organisations in the caller's scope. */
export const lookupOrganizations = (db: Db, actor: Actor, q: PageQuery) =>
  lookup(db, organizations, q, organizationScope(actor));
