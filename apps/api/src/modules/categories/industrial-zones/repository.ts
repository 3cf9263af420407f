import type { CATEGORY_SORT_COLUMNS, IndustrialZoneItem, IndustrialZoneListQuery } from '@congdoan/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { byName, isoTimes, type SortColumns, sortedBy } from '../../../db/query.js';
import { industrialZones, wards } from '../../../db/schema/index.js';
import { searchCondition } from '../../../db/search.js';
import { AppError } from '../../../errors.js';

/** Industrial-zone clusters are province-wide reference data: no scope applies. */

export const zoneColumns = {
  id: industrialZones.id,
  code: industrialZones.code,
  name: industrialZones.name,
  xaPhuongId: industrialZones.xaPhuongId,
  description: industrialZones.description,
  createdAt: industrialZones.createdAt,
  updatedAt: industrialZones.updatedAt,
};
const itemColumns = { ...zoneColumns, xaPhuongName: wards.name };

const sortColumns: SortColumns<typeof CATEGORY_SORT_COLUMNS> = {
  code: byName(industrialZones.code),
  name: byName(industrialZones.name),
  createdAt: industrialZones.createdAt,
};

const selectItems = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(industrialZones)
    .leftJoin(wards, eq(wards.id, industrialZones.xaPhuongId))
    .where(where);

export async function listZones(db: DbOrTx, q: IndustrialZoneListQuery) {
  const where = and(
    searchCondition(industrialZones.searchText, q.search),
    q.xaPhuongId === undefined ? undefined : eq(industrialZones.xaPhuongId, q.xaPhuongId),
  );
  return listPage(
    q,
    selectItems(db, where).orderBy(
      ...sortedBy(sortColumns, q, [byName(industrialZones.name), asc(industrialZones.id)]),
    ),
    db.select({ n: count() }).from(industrialZones).where(where),
    isoTimes,
  );
}

/** The zone with its ward's name; 404 when there is none. */
export async function zoneItem(db: DbOrTx, id: number): Promise<IndustrialZoneItem> {
  const [row] = await selectItems(db, eq(industrialZones.id, id));
  if (!row) throw new AppError('industrial_zone_not_found');
  return isoTimes(row);
}

/** The bare row, locked for the rest of the transaction; 404 when there is none. */
export async function lockZone(db: DbOrTx, id: number) {
  const [row] = await db
    .select(zoneColumns)
    .from(industrialZones)
    .where(eq(industrialZones.id, id))
    .for('update');
  if (!row) throw new AppError('industrial_zone_not_found');
  return row;
}
