import type { CATEGORY_ITEM_SORT_COLUMNS, CategoryItem, CategoryItemListQuery } from '@congdoan/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { byName, isoTimes, type SortColumns, sortedBy } from '../../../db/query.js';
import { categoryItems } from '../../../db/schema/index.js';
import { searchCondition } from '../../../db/search.js';
import { AppError } from '../../../errors.js';

/** The member categories are province-wide reference data: no scope applies. */

export const categoryItemColumns = {
  id: categoryItems.id,
  kind: categoryItems.kind,
  code: categoryItems.code,
  name: categoryItems.name,
  sortOrder: categoryItems.sortOrder,
  active: categoryItems.active,
  createdAt: categoryItems.createdAt,
  updatedAt: categoryItems.updatedAt,
};
type Row = Pick<typeof categoryItems.$inferSelect, keyof typeof categoryItemColumns>;
export const toItem = (row: Row): CategoryItem => isoTimes(row);

const sortColumns: SortColumns<typeof CATEGORY_ITEM_SORT_COLUMNS> = {
  sortOrder: categoryItems.sortOrder,
  code: byName(categoryItems.code),
  name: byName(categoryItems.name),
  createdAt: categoryItems.createdAt,
};

/** One kind's items, by their order then name; `activeOnly` for what a form offers. */
export async function listCategoryItems(db: DbOrTx, q: CategoryItemListQuery) {
  const where = and(
    eq(categoryItems.kind, q.kind),
    q.activeOnly ? eq(categoryItems.active, true) : undefined,
    searchCondition(categoryItems.searchText, q.search),
  );
  return listPage(
    q,
    db
      .select(categoryItemColumns)
      .from(categoryItems)
      .where(where)
      .orderBy(
        ...sortedBy(sortColumns, q, [
          asc(categoryItems.sortOrder),
          byName(categoryItems.name),
          asc(categoryItems.id),
        ]),
      ),
    db.select({ n: count() }).from(categoryItems).where(where),
    toItem,
  );
}

/** The row, locked for the rest of the transaction when `lock` is set; 404 when there is none. */
export async function categoryItemOrFail(db: DbOrTx, id: number, lock = false) {
  const query = db.select(categoryItemColumns).from(categoryItems).where(eq(categoryItems.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('category_item_not_found');
  return row;
}
