import {
  ORGANIZATION_LEVELS,
  type ORGANIZATION_SORT_COLUMNS,
  ORGANIZATION_STATUSES,
  type OrganizationDateRange,
  type OrganizationDetail,
  type OrganizationFilters,
  type OrganizationItem,
  type OrganizationListQuery,
  type OrganizationLookupItem,
  type OrganizationLookupQuery,
} from '@congdoan/shared';
import { and, asc, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byListOrder, byName, type SortColumns, sortedBy } from '../../db/query.js';
import {
  industrialZones,
  organizationChoices,
  organizations,
  unionStaff,
  users,
  wards,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { dynamicFieldSchemas } from '../../domain/organization-create.js';
import { organizationFieldColumns } from '../../domain/organization-fields.js';
import { organizationScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

/** Reading organisations: the row an API answer carries, the shared filters, lists and the detail. */

const parent = alias(organizations, 'parent');
const loaiHinh = alias(organizationChoices, 'loai_hinh_choice');
const loaiCongTy = alias(organizationChoices, 'loai_cong_ty_choice');

/**
 * `alias.id` is one the caller may see. Raw SQL on purpose: drizzle leaves columns unqualified in a
 * single-table selection, which would bind them to the subquery's own table.
 */
export function visible(actor: Actor, alias: string): SQL {
  const scope = organizationScope(actor);
  return scope ? sql` and ${sql.raw(alias)}.id in (select id from organizations where ${scope})` : sql``;
}

/** How many children of the outer organisation the caller may see (an item's and a tree node's count). */
export const childCountOf = (actor: Actor) =>
  sql<number>`(select count(*)::int from organizations c
    where c.organization_parent_id = "organizations"."id"${visible(actor, 'c')})`;

const itemColumnsFor = (actor: Actor) => ({
  id: organizations.id,
  code: organizations.code,
  name: organizations.name,
  organizationParentId: organizations.organizationParentId,
  parentName: parent.name,
  ...organizationFieldColumns,
  xaPhuongName: wards.name,
  cumKhuCnName: industrialZones.name,
  loaiHinhName: loaiHinh.name,
  loaiCongTyName: loaiCongTy.name,
  memberRecordCount: organizations.memberRecordCount,
  childCount: childCountOf(actor),
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
});

/** The organisations joined with the names an answer shows. */
const selectItems = (db: DbOrTx, actor: Actor) =>
  db
    .select(itemColumnsFor(actor))
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.organizationParentId))
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .leftJoin(loaiHinh, eq(loaiHinh.id, organizations.loaiHinh))
    .leftJoin(loaiCongTy, eq(loaiCongTy.id, organizations.loaiCongTy));

const sortColumns: SortColumns<typeof ORGANIZATION_SORT_COLUMNS> = {
  name: byName(organizations.name),
  code: byName(organizations.code),
  level: byListOrder(organizations.level, ORGANIZATION_LEVELS),
  xaPhuongName: byName(wards.name),
  namThanhLap: organizations.namThanhLap,
  workerCount: organizations.workerCount,
  memberCount: organizations.memberCount,
  status: byListOrder(organizations.status, ORGANIZATION_STATUSES),
  createdAt: organizations.createdAt,
};

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = (row: ItemRow): OrganizationItem => ({
  ...row,
  customFields: (row.customFields ?? {}) as OrganizationItem['customFields'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The start of a Việt Nam day (UTC+7 all year) as a moment. */
const vietnamDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextVietnamDayStart = (day: string) => new Date(vietnamDayStart(day).getTime() + 86_400_000);

/** The record-date ranges of the lists: Việt Nam days, both ends included. */
export function dateRangeConditions(q: Partial<OrganizationDateRange>): SQL | undefined {
  return and(
    q.createdFrom === undefined ? undefined : gte(organizations.createdAt, vietnamDayStart(q.createdFrom)),
    q.createdTo === undefined ? undefined : lt(organizations.createdAt, nextVietnamDayStart(q.createdTo)),
    q.updatedFrom === undefined ? undefined : gte(organizations.updatedAt, vietnamDayStart(q.updatedFrom)),
    q.updatedTo === undefined ? undefined : lt(organizations.updatedAt, nextVietnamDayStart(q.updatedTo)),
  );
}

/** The caller's scope and every filter of the lists, the statistics and the report, as one condition. */
export function organizationConditions(actor: Actor, f: Partial<OrganizationFilters>): SQL | undefined {
  return and(
    organizationScope(actor),
    searchCondition(organizations.searchText, f.search),
    f.xaPhuongId === undefined ? undefined : eq(organizations.xaPhuongId, f.xaPhuongId),
    f.cumKhuCnId?.length ? inArray(organizations.cumKhuCnId, f.cumKhuCnId) : undefined,
    f.organizationParentId === undefined
      ? undefined
      : eq(organizations.organizationParentId, f.organizationParentId),
    f.loaiHinh === undefined ? undefined : eq(organizations.loaiHinh, f.loaiHinh),
    f.loaiCongTy === undefined ? undefined : eq(organizations.loaiCongTy, f.loaiCongTy),
    f.namThanhLap === undefined ? undefined : eq(organizations.namThanhLap, f.namThanhLap),
    f.level === undefined ? undefined : eq(organizations.level, f.level),
    f.status === undefined ? undefined : eq(organizations.status, f.status),
    dateRangeConditions(f),
  );
}

export async function listOrganizations(
  db: DbOrTx,
  actor: Actor,
  q: OrganizationListQuery,
): Promise<{ list: OrganizationItem[]; count: number }> {
  const where = organizationConditions(actor, q);
  return listPage(
    q,
    selectItems(db, actor)
      .where(where)
      .orderBy(...sortedBy(sortColumns, q, [byName(organizations.name), asc(organizations.id)])),
    db.select({ n: count() }).from(organizations).where(where),
    toItem,
  );
}

/** list-all-organization and list-by-permission: a page of items and the custom fields they may hold. */
export async function listOrganizationPage(db: DbOrTx, actor: Actor, q: OrganizationListQuery) {
  const [page, fields] = await Promise.all([listOrganizations(db, actor, q), dynamicFieldSchemas(db)]);
  return { ...page, dynamicFieldSchemas: fields };
}

/** GET organization/list-all: a short page (id, name, code) for pickers. */
export async function listOrganizationLookup(
  db: DbOrTx,
  actor: Actor,
  q: OrganizationLookupQuery,
): Promise<{ list: OrganizationLookupItem[]; count: number }> {
  const where = and(
    organizationScope(actor),
    searchCondition(organizations.searchText, q.search),
    q.level === undefined ? undefined : eq(organizations.level, q.level),
  );
  return listPage(
    q,
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        code: organizations.code,
        level: organizations.level,
        organizationParentId: organizations.organizationParentId,
      })
      .from(organizations)
      .where(where)
      .orderBy(byName(organizations.name), asc(organizations.id)),
    db.select({ n: count() }).from(organizations).where(where),
  );
}

/** One organisation in the caller's scope, or 404. */
export async function organizationItemOrFail(
  db: DbOrTx,
  actor: Actor,
  id: number,
): Promise<OrganizationItem> {
  const [row] = await selectItems(db, actor).where(and(eq(organizations.id, id), organizationScope(actor)));
  if (!row) throw new AppError('organization_not_found');
  return toItem(row);
}

/** The ids on the way from the root to an organisation, itself excluded (from its path). */
export const ancestorIdsOf = (path: string, id: number) =>
  path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((a) => a !== id);

export async function organizationDetail(db: DbOrTx, actor: Actor, id: number): Promise<OrganizationDetail> {
  const item = await organizationItemOrFail(db, actor, id);
  const [{ path } = { path: '' }] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(eq(organizations.id, id));
  const ids = ancestorIdsOf(path, id);
  // The names of the organisations above are shown even outside the caller's scope: they place the
  // organisation in the federation and carry no one's personal data.
  const scope = organizationScope(actor);
  const [ancestorRows, [userCount], [staffCount]] = await Promise.all([
    ids.length
      ? db
          .select({
            id: organizations.id,
            name: organizations.name,
            inScope: scope ? sql<boolean>`coalesce(${scope}, false)` : sql<boolean>`true`,
          })
          .from(organizations)
          .where(inArray(organizations.id, ids))
      : Promise.resolve([]),
    db.select({ n: count() }).from(users).where(eq(users.organizationId, id)),
    db.select({ n: count() }).from(unionStaff).where(eq(unionStaff.organizationId, id)),
  ]);
  const byId = new Map(ancestorRows.map((a) => [a.id, a]));
  return {
    ...item,
    ancestors: ids.flatMap((a) => (byId.has(a) ? [byId.get(a)!] : [])),
    userCount: userCount?.n ?? 0,
    staffCount: staffCount?.n ?? 0,
  };
}
