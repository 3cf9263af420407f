import {
  type STAFF_SORT_COLUMNS,
  type StaffItem,
  type StaffListQuery,
  termStateOf,
  vietnamDate,
} from '@congdoan/shared';
import { and, asc, count, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName, type SortColumns, sortedBy } from '../../db/query.js';
import { organizations, positions, unionStaff, users } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { staffScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

const itemColumns = {
  id: unionStaff.id,
  organizationId: unionStaff.organizationId,
  organizationName: organizations.name,
  fullName: unionStaff.fullName,
  gender: unionStaff.gender,
  dateOfBirth: unionStaff.dateOfBirth,
  identity: unionStaff.identity,
  phoneNumber: unionStaff.phoneNumber,
  email: unionStaff.email,
  positionId: unionStaff.positionId,
  positionName: positions.name,
  termStart: unionStaff.termStart,
  termEnd: unionStaff.termEnd,
  employment: unionStaff.employment,
  userId: users.id,
  username: users.username,
  userFullName: users.fullName,
  createdAt: unionStaff.createdAt,
  updatedAt: unionStaff.updatedAt,
};

const sortColumns: SortColumns<typeof STAFF_SORT_COLUMNS> = {
  fullName: byName(unionStaff.fullName),
  organizationName: byName(organizations.name),
  positionName: byName(positions.name),
  dateOfBirth: unionStaff.dateOfBirth,
  termStart: unionStaff.termStart,
  termEnd: unionStaff.termEnd,
  createdAt: unionStaff.createdAt,
};

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(unionStaff)
    .innerJoin(organizations, eq(organizations.id, unionStaff.organizationId))
    .leftJoin(positions, eq(positions.id, unionStaff.positionId))
    .leftJoin(users, eq(users.staffId, unionStaff.id));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = (row: Row, today: string): StaffItem => ({
  ...row,
  termState: termStateOf(row.termEnd, today),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An organisation alone, or with every organisation under it (materialised path). */
function organizationCondition(organizationId: number, includeChildren: boolean): SQL {
  if (!includeChildren) return eq(unionStaff.organizationId, organizationId);
  return sql`${unionStaff.organizationId} in (
    select d.id from organizations d
    where d.path like (select o.path from organizations o where o.id = ${organizationId}) || '%')`;
}

function termCondition(state: StaffListQuery['termState'], today: string): SQL | undefined {
  if (state === 'current') return or(isNull(unionStaff.termEnd), gte(unionStaff.termEnd, today));
  if (state === 'ended') return lt(unionStaff.termEnd, today);
  return undefined;
}

/** GET staff/list-all: by organisation, then position order, then name. */
export async function listStaff(
  db: DbOrTx,
  actor: Actor,
  q: StaffListQuery,
  today: string,
): Promise<{ list: StaffItem[]; count: number }> {
  const where = and(
    staffScope(actor),
    searchCondition(unionStaff.searchText, q.search),
    q.organizationId === undefined ? undefined : organizationCondition(q.organizationId, q.includeChildren),
    q.positionId === undefined ? undefined : eq(unionStaff.positionId, q.positionId),
    termCondition(q.termState, today),
    q.employment === undefined ? undefined : eq(unionStaff.employment, q.employment),
    q.gender === undefined ? undefined : eq(unionStaff.gender, q.gender),
  );
  return listPage(
    q,
    selectItems(db)
      .where(where)
      .orderBy(
        ...sortedBy(sortColumns, q, [
          byName(organizations.name),
          sql`${positions.sortOrder} asc nulls last`,
          byName(unionStaff.fullName),
          asc(unionStaff.id),
        ]),
      ),
    db.select({ n: count() }).from(unionStaff).where(where),
    (r) => toItem(r, today),
  );
}

/** One staff record, in the caller's scope when an actor is given; null when there is none. */
export async function findStaff(
  db: DbOrTx,
  actor: Actor | null,
  staffId: number,
  today: string,
): Promise<StaffItem | null> {
  const [row] = await selectItems(db).where(
    and(eq(unionStaff.id, staffId), actor ? staffScope(actor) : undefined),
  );
  return row ? toItem(row, today) : null;
}

/** One staff record in the caller's scope, or staff_not_found. */
export async function staffOrFail(db: DbOrTx, actor: Actor, staffId: number): Promise<StaffItem> {
  const item = await findStaff(db, actor, staffId, vietnamDate());
  if (!item) throw new AppError('staff_not_found');
  return item;
}
