import {
  MEMBER_AGE_BAND_YEARS,
  MEMBER_COUNT_CAP,
  type MEMBER_SORT_COLUMNS,
  type MemberAgeBand,
  type MemberDetail,
  type MemberEventItem,
  type MemberItem,
  type MemberListItem,
  type MemberListQuery,
  type TransferTargetItem,
  vietnamDate,
} from '@congdoan/shared';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage, offsetOf } from '../../db/paging.js';
import { byName, executeRows, type SortColumns, sortedBy } from '../../db/query.js';
import { memberEvents, members, organizations, users } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { findMember, memberItemsByIds } from '../../domain/members/records.js';
import { activeGrassroots } from '../../domain/organization-fields.js';
import { inOrganizationScope, memberScope, organizationScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

/**
 * What the list's order reads of a member: the matches a page is sorted from hold these columns
 * alone (`searchCountAndPage`), so a sort column comes from here.
 */
const ordered = {
  id: members.id,
  organizationId: members.organizationId,
  fullName: members.fullName,
  dateOfBirth: members.dateOfBirth,
  joinedAt: members.joinedAt,
  cardNumber: members.cardNumber,
  createdAt: members.createdAt,
};

const sortColumns: SortColumns<typeof MEMBER_SORT_COLUMNS> = {
  fullName: byName(ordered.fullName),
  organizationName: byName(organizations.name),
  dateOfBirth: ordered.dateOfBirth,
  joinedAt: ordered.joinedAt,
  cardNumber: ordered.cardNumber,
  createdAt: ordered.createdAt,
};

/** The date `years` before `today` ('YYYY-MM-DD'; 29 February falls back to the 28th). */
function yearsBefore(today: string, years: number): string {
  const shifted = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return shifted.endsWith('-02-29') && !isLeap(Number(shifted.slice(0, 4)))
    ? shifted.replace(/29$/, '28')
    : shifted;
}
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Members whose age today lies in the band: born on or before `today − from`, after `today − to`. */
function ageBandCondition(band: MemberAgeBand, today: string): SQL | undefined {
  const [from, to] = MEMBER_AGE_BAND_YEARS[band];
  return and(
    from > 0 ? lte(members.dateOfBirth, yearsBefore(today, from)) : undefined,
    to !== null ? gt(members.dateOfBirth, yearsBefore(today, to)) : undefined,
  );
}

/** A column holding an organisation's id: that organisation alone, or with every one under it (materialised path). */
function organizationCondition(column: AnyColumn, organizationId: number, includeChildren: boolean): SQL {
  if (!includeChildren) return eq(column, organizationId);
  return sql`${column} in (
    select d.id from organizations d
    where d.path like (select o.path from organizations o where o.id = ${organizationId}) || '%')`;
}

/**
 * The unions a list looks at, as a condition on a column holding an organisation's id: the caller's
 * scope narrowed by the organisation filter; undefined when that is every union.
 */
function listedUnions(actor: Actor, q: MemberListQuery, column: AnyColumn): SQL | undefined {
  return and(
    inOrganizationScope(actor, column),
    q.organizationId === undefined
      ? undefined
      : organizationCondition(column, q.organizationId, q.includeChildren),
  );
}

/**
 * Members transferred away from the listed unions: a transfer out of one of them, and their record
 * now in a union outside them. Nobody leaves every union (the province without a filter), and a
 * member's own scope holds no union.
 */
function departedCondition(actor: Actor, q: MemberListQuery): SQL | undefined {
  const listed = listedUnions(actor, q, members.organizationId);
  if (actor.scope === 'self' || !listed) return undefined;
  return sql`(${members.id} in (select ${memberEvents.memberId} from ${memberEvents}
      where ${memberEvents.kind} = 'chuyen_sinh_hoat'
        and ${listedUnions(actor, q, memberEvents.fromOrganizationId)})
    and not ${listed})`;
}

/**
 * The list's conditions: the caller's scope and the filters of the query. `departed` adds, to a
 * list of those 'Đã chuyển đi', the members transferred away from its unions (the list's rows; the
 * export writes the records the unions hold).
 */
export function memberListCondition(
  actor: Actor,
  q: MemberListQuery,
  today: string,
  { departed = false } = {},
): SQL | undefined {
  const held = and(
    memberScope(actor),
    q.organizationId === undefined
      ? undefined
      : organizationCondition(members.organizationId, q.organizationId, q.includeChildren),
    q.status === undefined ? undefined : eq(members.status, q.status),
  );
  const away = departed && q.status === 'da_chuyen_di' ? departedCondition(actor, q) : undefined;
  return and(
    away ? or(held, away) : held,
    searchCondition(members.searchText, q.search),
    q.gender === undefined ? undefined : eq(members.gender, q.gender),
    q.ageBand === undefined ? undefined : ageBandCondition(q.ageBand, today),
    q.joinedYear === undefined
      ? undefined
      : and(gte(members.joinedAt, `${q.joinedYear}-01-01`), lte(members.joinedAt, `${q.joinedYear}-12-31`)),
    q.partyMember === undefined ? undefined : eq(members.partyMember, q.partyMember),
  );
}

/** The list's own order: by union, then name, then id (stable paging). */
export const memberOrder = (q: MemberListQuery) =>
  sortedBy(sortColumns, q, [byName(organizations.name), byName(ordered.fullName), asc(ordered.id)]);

/**
 * The ids of a page, from members and their unions alone, in the list's order: PostgreSQL walks the
 * unions in name order (`organizations_name_order_idx`) and stops at the page. With the joins of
 * the names in the same statement it joined them to every member of the filter and sorted them all
 * (a page of a 100,000-member subtree: ~3 s).
 */
const pageIds = (db: DbOrTx, where: SQL | undefined, q: MemberListQuery) =>
  db
    .select({ id: members.id })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(where)
    .orderBy(...memberOrder(q))
    .limit(q.limit)
    .offset(offsetOf(q));

/** The count, reading at most MEMBER_COUNT_CAP + 1 rows (an index alone for the unions' filters). */
const cappedCount = async (db: DbOrTx, where: SQL | undefined) =>
  (
    await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${members} where ${where ?? sql`true`} limit ${MEMBER_COUNT_CAP + 1}) m`,
    )
  )[0]?.n ?? 0;

/**
 * A search's count and the ids of its page, in one statement. The trigram index is lossy, so the
 * count reads the row of every match to check it: those rows are kept (`hits`, with the columns
 * the order reads), and when there are MEMBER_COUNT_CAP or fewer they are all the matches and the
 * page is sorted from them; else the page is read as without a search (`pageIds`). Only the branch
 * taken runs (each is an InitPlan, evaluated when the CASE reaches it). Read apart, the page of a
 * selective search ('nguyen thi huong', ~2,300 of a million) walked the unions in name order and
 * filtered ~9,000 rows to find 20 that the count had just read.
 */
async function searchCountAndPage(db: DbOrTx, where: SQL | undefined, q: MemberListQuery) {
  const order = sql.join(memberOrder(q), sql`, `);
  const [row] = await executeRows<{ n: number; ids: number[] }>(
    db,
    sql`with hits as materialized (
        select ${sql.join(Object.values(ordered), sql`, `)} from ${members} where ${where ?? sql`true`}
        limit ${MEMBER_COUNT_CAP + 1}),
      counted as (select count(*)::int as n from hits)
      select n, case when n <= ${MEMBER_COUNT_CAP}
        then array(select ${members.id} from hits as ${members}
          join ${organizations} on ${organizations.id} = ${members.organizationId}
          order by ${order} limit ${q.limit} offset ${offsetOf(q)})
        else array(${pageIds(db, where, q)})
        end as ids
      from counted`,
  );
  return { n: row?.n ?? 0, ids: row?.ids ?? [] };
}

const fromOrganization = alias(organizations, 'from_organization');
const toOrganization = alias(organizations, 'to_organization');

interface DepartureRow {
  memberId: number;
  effectiveOn: string;
  reason: string | null;
  fromOrganizationId: number;
  fromOrganizationName: string;
  toOrganizationId: number;
  toOrganizationName: string;
}

/** The last transfer out of the listed unions of each of `ids` whose record now lies outside them. */
async function departuresOf(
  db: DbOrTx,
  actor: Actor,
  q: MemberListQuery,
  ids: number[],
): Promise<Map<number, DepartureRow>> {
  const away = departedCondition(actor, q);
  if (!away || !ids.length) return new Map<number, DepartureRow>();
  const rows = await db
    .selectDistinctOn([memberEvents.memberId], {
      memberId: memberEvents.memberId,
      effectiveOn: memberEvents.effectiveOn,
      reason: memberEvents.reason,
      fromOrganizationId: fromOrganization.id,
      fromOrganizationName: fromOrganization.name,
      toOrganizationId: toOrganization.id,
      toOrganizationName: toOrganization.name,
    })
    .from(memberEvents)
    .innerJoin(fromOrganization, eq(fromOrganization.id, memberEvents.fromOrganizationId))
    .innerJoin(toOrganization, eq(toOrganization.id, memberEvents.toOrganizationId))
    .where(
      and(
        eq(memberEvents.kind, 'chuyen_sinh_hoat'),
        inArray(
          memberEvents.memberId,
          db
            .select({ id: members.id })
            .from(members)
            .where(and(inArray(members.id, ids), away)),
        ),
        listedUnions(actor, q, memberEvents.fromOrganizationId),
      ),
    )
    .orderBy(memberEvents.memberId, desc(memberEvents.effectiveOn), desc(memberEvents.id));
  return new Map(rows.map((r) => [r.memberId, r]));
}
/**
 * A member transferred away, as the sending union last held them: its union, 'Đã chuyển đi' from
 * the transfer, and none of the identity, contact and work fields it no longer keeps.
 */
const asDeparted = (item: MemberItem, d: DepartureRow): MemberListItem => ({
  ...item,
  organizationId: d.fromOrganizationId,
  organizationName: d.fromOrganizationName,
  status: 'da_chuyen_di',
  statusChangedAt: d.effectiveOn,
  statusReason: d.reason,
  identity: null,
  phoneNumber: null,
  email: null,
  hometownWardId: null,
  hometownWardName: null,
  hometown: null,
  addressWardId: null,
  addressWardName: null,
  address: null,
  occupation: null,
  department: null,
  userId: null,
  username: null,
  departure: {
    effectiveOn: d.effectiveOn,
    toOrganizationId: d.toOrganizationId,
    toOrganizationName: d.toOrganizationName,
  },
});

/**
 * GET member/list-all. The count reads at most MEMBER_COUNT_CAP + 1 rows: a search typed into a
 * province of a million members never counts them all; `countCapped` says the count is a floor.
 * Without a search, the count (an index alone) and the page run side by side. Then the page's rows
 * with the names they refer to (memberItemsByIds: one statement, planned once a connection), and
 * for a list of those 'Đã chuyển đi' the transfers of the members who left its unions.
 */
export async function listMembers(
  db: DbOrTx,
  actor: Actor,
  q: MemberListQuery,
  today: string = vietnamDate(),
): Promise<{ list: MemberListItem[]; count: number; countCapped: boolean }> {
  const where = memberListCondition(actor, q, today, { departed: true });
  const rows = async (ids: number[]): Promise<MemberListItem[]> => {
    if (!ids.length) return [];
    const [items, departures] = await Promise.all([
      memberItemsByIds(db, ids),
      q.status === 'da_chuyen_di' ? departuresOf(db, actor, q, ids) : new Map<number, DepartureRow>(),
    ]);
    return items.map((item) => {
      const departure = departures.get(item.id);
      return departure ? asDeparted(item, departure) : { ...item, departure: null };
    });
  };
  const [n, list] = searchCondition(members.searchText, q.search)
    ? await searchCountAndPage(db, where, q).then(async (r) => [r.n, await rows(r.ids)] as const)
    : await Promise.all([
        cappedCount(db, where),
        pageIds(db, where, q).then((page) => rows(page.map((r) => r.id))),
      ]);
  return { list, count: Math.min(n, MEMBER_COUNT_CAP), countCapped: n > MEMBER_COUNT_CAP };
}

/** One member in the caller's scope, or member_not_found. */
export async function memberOrFail(db: DbOrTx, actor: Actor, memberId: number): Promise<MemberItem> {
  const item = await findMember(db, actor, memberId);
  if (!item) throw new AppError('member_not_found');
  return item;
}

/** A member's history, newest first. */
async function memberHistory(db: DbOrTx, memberId: number): Promise<MemberEventItem[]> {
  const rows = await db
    .select({
      id: memberEvents.id,
      kind: memberEvents.kind,
      effectiveOn: memberEvents.effectiveOn,
      fromOrganizationId: memberEvents.fromOrganizationId,
      fromOrganizationName: fromOrganization.name,
      toOrganizationId: memberEvents.toOrganizationId,
      toOrganizationName: toOrganization.name,
      fromStatus: memberEvents.fromStatus,
      toStatus: memberEvents.toStatus,
      reason: memberEvents.reason,
      actorId: memberEvents.actorId,
      actorName: users.fullName,
      createdAt: memberEvents.createdAt,
    })
    .from(memberEvents)
    .leftJoin(fromOrganization, eq(fromOrganization.id, memberEvents.fromOrganizationId))
    .leftJoin(toOrganization, eq(toOrganization.id, memberEvents.toOrganizationId))
    .leftJoin(users, eq(users.id, memberEvents.actorId))
    .where(eq(memberEvents.memberId, memberId))
    .orderBy(sql`${memberEvents.effectiveOn} desc`, sql`${memberEvents.id} desc`);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The organisations from the root down to this one, from its materialised path. */
async function organizationPath(db: DbOrTx, organizationId: number) {
  const [own] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const ids = (own?.path ?? '').split('/').filter(Boolean).map(Number);
  if (!ids.length) return [];
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** GET member/detail: the record, its union's path and its history. */
export async function memberDetail(db: DbOrTx, actor: Actor, memberId: number): Promise<MemberDetail> {
  const item = await memberOrFail(db, actor, memberId);
  const [path, events] = await Promise.all([
    organizationPath(db, item.organizationId),
    memberHistory(db, memberId),
  ]);
  return { ...item, organizationPath: path, events };
}

const parentUnion = alias(organizations, 'parent_union');

/**
 * GET member/transfer-targets: active grassroots unions anywhere in the province, by name; a move
 * into one outside the caller's scope becomes a request its side approves.
 */
export async function transferTargets(
  db: DbOrTx,
  actor: Actor,
  q: { search?: string | undefined; page: number; limit: number },
): Promise<{ list: TransferTargetItem[]; count: number }> {
  const where = and(activeGrassroots, searchCondition(organizations.searchText, q.search));
  const inScope = organizationScope(actor);
  return listPage(
    q,
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        parentName: parentUnion.name,
        inScope: inScope ? sql<boolean>`coalesce(${inScope}, false)` : sql<boolean>`true`,
      })
      .from(organizations)
      .leftJoin(parentUnion, eq(parentUnion.id, organizations.organizationParentId))
      .where(where)
      .orderBy(byName(organizations.name), asc(organizations.id)),
    db.select({ n: count() }).from(organizations).where(where),
  );
}
