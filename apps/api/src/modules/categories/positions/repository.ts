import type { POSITION_SORT_COLUMNS, PositionItem, PositionListQuery } from '@congdoan/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { byName, isoTimes, type SortColumns, sortedBy } from '../../../db/query.js';
import { positions } from '../../../db/schema/index.js';
import { searchCondition } from '../../../db/search.js';
import { AppError } from '../../../errors.js';

/** Positions are province-wide reference data: no scope applies. */

export const positionColumns = {
  id: positions.id,
  name: positions.name,
  sortOrder: positions.sortOrder,
  boards: positions.boards,
  createdAt: positions.createdAt,
  updatedAt: positions.updatedAt,
};
type Row = Pick<typeof positions.$inferSelect, keyof typeof positionColumns>;
export const toItem = (row: Row): PositionItem => isoTimes(row);

const sortColumns: SortColumns<typeof POSITION_SORT_COLUMNS> = {
  name: byName(positions.name),
  sortOrder: positions.sortOrder,
  createdAt: positions.createdAt,
};

export async function listPositions(db: DbOrTx, q: PositionListQuery) {
  const where = searchCondition(positions.searchText, q.search);
  return listPage(
    q,
    db
      .select(positionColumns)
      .from(positions)
      .where(where)
      .orderBy(
        ...sortedBy(sortColumns, q, [asc(positions.sortOrder), byName(positions.name), asc(positions.id)]),
      ),
    db.select({ n: count() }).from(positions).where(where),
    toItem,
  );
}

/** The row, locked for the rest of the transaction when `lock` is set; 404 when there is none. */
export async function positionOrFail(db: DbOrTx, id: number, lock = false) {
  const query = db.select(positionColumns).from(positions).where(eq(positions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('position_not_found');
  return row;
}
