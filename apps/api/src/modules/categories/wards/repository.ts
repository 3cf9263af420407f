import type { CATEGORY_SORT_COLUMNS, WardItem, WardListQuery } from '@congdoan/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { byName, isoTimes, type SortColumns, sortedBy } from '../../../db/query.js';
import { wards } from '../../../db/schema/index.js';
import { searchCondition } from '../../../db/search.js';
import { AppError } from '../../../errors.js';

/** Wards are province-wide reference data: every scope reads them alike, so no scope applies. */

export const wardColumns = {
  id: wards.id,
  code: wards.code,
  name: wards.name,
  kind: wards.kind,
  createdAt: wards.createdAt,
  updatedAt: wards.updatedAt,
};
type Row = Pick<typeof wards.$inferSelect, keyof typeof wardColumns>;

const sortColumns: SortColumns<typeof CATEGORY_SORT_COLUMNS> = {
  code: byName(wards.code),
  name: byName(wards.name),
  createdAt: wards.createdAt,
};
export const toItem = (row: Row): WardItem => isoTimes(row);

export async function listWards(db: DbOrTx, q: WardListQuery) {
  const where = and(searchCondition(wards.searchText, q.search), q.kind ? eq(wards.kind, q.kind) : undefined);
  return listPage(
    q,
    db
      .select(wardColumns)
      .from(wards)
      .where(where)
      .orderBy(...sortedBy(sortColumns, q, [byName(wards.name), asc(wards.id)])),
    db.select({ n: count() }).from(wards).where(where),
    toItem,
  );
}

/** The row, locked for the rest of the transaction when `lock` is set; 404 when there is none. */
export async function wardOrFail(db: DbOrTx, id: number, lock = false) {
  const query = db.select(wardColumns).from(wards).where(eq(wards.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('ward_not_found');
  return row;
}
