import type { LookupItem } from '@congdoan/shared';
import { and, asc, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { byName } from '../../db/query.js';
import { searchCondition } from '../../search.js';

/** A page of id and name, searched without accents, in Vietnamese order; `scope` narrows it. */
export async function lookup(
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
      .orderBy(asc(byName(table.name)))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { list: list as LookupItem[], count: total?.value ?? 0 };
}
