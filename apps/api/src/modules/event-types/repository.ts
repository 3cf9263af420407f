import type { EventTypeChoice, EventTypeItem, EventTypeListQuery } from '@congdoan/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName } from '../../db/query.js';
import { eventTypes } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { AppError } from '../../errors.js';

/** Event types are province-wide reference data: no scope applies. */

/**
 * The events of each type, all of them (a type in use cannot be deleted, whoever asks). Spelt out:
 * in the selection of a query on one table drizzle leaves columns unqualified, and `id` would be
 * the subquery's own.
 */
const eventCount = sql<number>`(select count(*)::int from events e where e.type_id = event_types.id)`;

const itemColumns = {
  id: eventTypes.id,
  ten: eventTypes.name,
  moTa: eventTypes.description,
  trangThai: eventTypes.isActive,
  mauSac: eventTypes.color,
  thuTu: eventTypes.sortOrder,
  soSuKien: eventCount,
  createdAt: eventTypes.createdAt,
  updatedAt: eventTypes.updatedAt,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];
const selectItems = (db: DbOrTx) => db.select(itemColumns).from(eventTypes);

const toItem = (row: Row): EventTypeItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The order of every list of types: the federation's order, then the name. */
const ownOrder = [asc(eventTypes.sortOrder), byName(eventTypes.name), asc(eventTypes.id)];

/** GET loai-su-kien: by order then name, searched without accents in name and description. */
export async function listEventTypes(
  db: DbOrTx,
  q: EventTypeListQuery,
): Promise<{ list: EventTypeItem[]; count: number }> {
  const where = and(
    searchCondition(eventTypes.searchText, q.search),
    q.trangThai === undefined ? undefined : eq(eventTypes.isActive, q.trangThai),
  );
  return listPage(
    q,
    selectItems(db)
      .where(where)
      .orderBy(...ownOrder),
    db.select({ n: count() }).from(eventTypes).where(where),
    toItem,
  );
}

/** GET loai-su-kien/all: the active types, for selects and the calendar's legend. */
export function activeEventTypes(db: DbOrTx): Promise<EventTypeChoice[]> {
  return db
    .select({
      id: eventTypes.id,
      ten: eventTypes.name,
      mauSac: eventTypes.color,
      thuTu: eventTypes.sortOrder,
    })
    .from(eventTypes)
    .where(eq(eventTypes.isActive, true))
    .orderBy(...ownOrder);
}

/** One type, or event_type_not_found. */
export async function eventTypeOrFail(db: DbOrTx, id: number): Promise<EventTypeItem> {
  const [row] = await selectItems(db).where(eq(eventTypes.id, id));
  if (!row) throw new AppError('event_type_not_found');
  return toItem(row);
}
