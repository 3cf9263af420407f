import type { LookupItem, PageQuery } from '@congdoan/shared';
import { and, asc, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { Db } from '../../db/client.js';
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
): Promise<{ list: LookupItem[]; count: number }> {
  const where = and(searchCondition(table.searchText, q.search), scope);
  const [list, [total]] = await Promise.all([
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(where)
      .orderBy(asc(byName(table.name)))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { list: list as LookupItem[], count: total?.value ?? 0 };
}

/** Every ward of the province (sign-up reads it too, so it has no scope). */
export const lookupWards = (db: Db, q: PageQuery) => lookup(db, wards, q);

/** Every industrial zone of the province (sign-up reads it too, so it has no scope). */
export const lookupIndustrialZones = (db: Db, q: PageQuery) => lookup(db, industrialZones, q);

/** The organisations in the caller's scope. */
export const lookupOrganizations = (db: Db, actor: Actor, q: PageQuery) =>
  lookup(db, organizations, q, organizationScope(actor));
