import {
  MEMBER_AGE_BAND_YEARS,
  MEMBER_COUNT_CAP,
  type MEMBER_SORT_COLUMNS,
  type MemberAgeBand,
  type MemberDetail,
  type MemberEventItem,
  type MemberItem,
  type MemberListQuery,
  vietnamDate,
} from '@congdoan/shared';
import { and, asc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { byName, executeRows, type SortColumns, sortedBy } from '../../db/query.js';
import { categoryItems, memberEvents, members, organizations, users, wards } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../plugins/auth.js';
import { memberScope } from '../../scope.js';
import { searchCondition } from '../../search.js';

// One alias of each referenced list, so a row's names come in one statement.
const ethnicity = alias(categoryItems, 'ethnicity');
const religion = alias(categoryItems, 'religion');
const nationality = alias(categoryItems, 'nationality');
const educationLevel = alias(categoryItems, 'education_level');
const qualification = alias(categoryItems, 'qualification');
const professionalTitle = alias(categoryItems, 'professional_title');
const academicDegree = alias(categoryItems, 'academic_degree');
const academicRank = alias(categoryItems, 'academic_rank');
const foreignLanguage = alias(categoryItems, 'foreign_language');
const itDegreeType = alias(categoryItems, 'it_degree_type');
const hometownWard = alias(wards, 'hometown_ward');
const addressWard = alias(wards, 'address_ward');

const itemColumns = {
  id: members.id,
  organizationId: members.organizationId,
  organizationName: organizations.name,
  fullName: members.fullName,
  dateOfBirth: members.dateOfBirth,
  gender: members.gender,
  ethnicityId: members.ethnicityId,
  ethnicityName: ethnicity.name,
  religionId: members.religionId,
  religionName: religion.name,
  nationalityId: members.nationalityId,
  nationalityName: nationality.name,
  identity: members.identity,
  phoneNumber: members.phoneNumber,
  email: members.email,
  hometownWardId: members.hometownWardId,
  hometownWardName: hometownWard.name,
  hometown: members.hometown,
  addressWardId: members.addressWardId,
  addressWardName: addressWard.name,
  address: members.address,
  educationLevelId: members.educationLevelId,
  educationLevelName: educationLevel.name,
  qualificationId: members.qualificationId,
  qualificationName: qualification.name,
  professionalTitleId: members.professionalTitleId,
  professionalTitleName: professionalTitle.name,
  academicDegreeId: members.academicDegreeId,
  academicDegreeName: academicDegree.name,
  academicRankId: members.academicRankId,
  academicRankName: academicRank.name,
  foreignLanguageId: members.foreignLanguageId,
  foreignLanguageName: foreignLanguage.name,
  itDegreeTypeId: members.itDegreeTypeId,
  itDegreeTypeName: itDegreeType.name,
  occupation: members.occupation,
  department: members.department,
  joinedAt: members.joinedAt,
  cardNumber: members.cardNumber,
  cardIssuedAt: members.cardIssuedAt,
  partyMember: members.partyMember,
  status: members.status,
  statusChangedAt: members.statusChangedAt,
  statusReason: members.statusReason,
  userId: members.userId,
  username: users.username,
  createdAt: members.createdAt,
  updatedAt: members.updatedAt,
};

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(ethnicity, eq(ethnicity.id, members.ethnicityId))
    .leftJoin(religion, eq(religion.id, members.religionId))
    .leftJoin(nationality, eq(nationality.id, members.nationalityId))
    .leftJoin(educationLevel, eq(educationLevel.id, members.educationLevelId))
    .leftJoin(qualification, eq(qualification.id, members.qualificationId))
    .leftJoin(professionalTitle, eq(professionalTitle.id, members.professionalTitleId))
    .leftJoin(academicDegree, eq(academicDegree.id, members.academicDegreeId))
    .leftJoin(academicRank, eq(academicRank.id, members.academicRankId))
    .leftJoin(foreignLanguage, eq(foreignLanguage.id, members.foreignLanguageId))
    .leftJoin(itDegreeType, eq(itDegreeType.id, members.itDegreeTypeId))
    .leftJoin(hometownWard, eq(hometownWard.id, members.hometownWardId))
    .leftJoin(addressWard, eq(addressWard.id, members.addressWardId))
    .leftJoin(users, eq(users.id, members.userId));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export const toItem = (row: Row): MemberItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sortColumns: SortColumns<typeof MEMBER_SORT_COLUMNS> = {
  fullName: byName(members.fullName),
  organizationName: byName(organizations.name),
  dateOfBirth: members.dateOfBirth,
  joinedAt: members.joinedAt,
  cardNumber: members.cardNumber,
  createdAt: members.createdAt,
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

/** An organisation alone, or with every organisation under it (materialised path). */
function organizationCondition(organizationId: number, includeChildren: boolean): SQL {
  if (!includeChildren) return eq(members.organizationId, organizationId);
  return sql`${members.organizationId} in (
    select d.id from organizations d
    where d.path like (select o.path from organizations o where o.id = ${organizationId}) || '%')`;
}

/** The list's conditions: the caller's scope and the filters of the query. */
export function memberListCondition(actor: Actor, q: MemberListQuery, today: string): SQL | undefined {
  return and(
    memberScope(actor),
    searchCondition(members.searchText, q.search),
    q.organizationId === undefined ? undefined : organizationCondition(q.organizationId, q.includeChildren),
    q.status === undefined ? undefined : eq(members.status, q.status),
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
  sortedBy(sortColumns, q, [byName(organizations.name), byName(members.fullName), asc(members.id)]);

/**
 * GET member/list-all. The count reads at most MEMBER_COUNT_CAP + 1 rows: a search typed into a
 * province of a million members never counts them all; `countCapped` says the count is a floor.
 */
export async function listMembers(
  db: DbOrTx,
  actor: Actor,
  q: MemberListQuery,
  today: string = vietnamDate(),
): Promise<{ list: MemberItem[]; count: number; countCapped: boolean }> {
  const where = memberListCondition(actor, q, today);
  const [rows, counted] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(...memberOrder(q))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${members} where ${where ?? sql`true`} limit ${MEMBER_COUNT_CAP + 1}) m`,
    ),
  ]);
  const n = counted[0]?.n ?? 0;
  return { list: rows.map(toItem), count: Math.min(n, MEMBER_COUNT_CAP), countCapped: n > MEMBER_COUNT_CAP };
}

/** One member, in the caller's scope when an actor is given; null when there is none. */
export async function findMember(
  db: DbOrTx,
  actor: Actor | null,
  memberId: number,
): Promise<MemberItem | null> {
  const [row] = await selectItems(db).where(
    and(eq(members.id, memberId), actor ? memberScope(actor) : undefined),
  );
  return row ? toItem(row) : null;
}

/** Members by id (no scope: for a write that has checked and locked them), in id order. */
export async function membersByIds(db: DbOrTx, ids: number[]): Promise<MemberItem[]> {
  const rows = await selectItems(db).where(inArray(members.id, ids)).orderBy(asc(members.id));
  return rows.map(toItem);
}

/** One member in the caller's scope, or member_not_found. */
export async function memberOrFail(db: DbOrTx, actor: Actor, memberId: number): Promise<MemberItem> {
  const item = await findMember(db, actor, memberId);
  if (!item) throw new AppError('member_not_found');
  return item;
}

const fromOrganization = alias(organizations, 'from_organization');
const toOrganization = alias(organizations, 'to_organization');

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
