import type { MemberItem } from '@congdoan/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { categoryItems, members, organizations, users, wards } from '../../db/schema/index.js';
import { memberScope } from '../scope.js';

/** A member as the API answers it, with the names of what it refers to (docs/requirements.md, "Members"). */

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

export const selectMemberItems = (db: DbOrTx) =>
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

type Row = Awaited<ReturnType<ReturnType<typeof selectMemberItems>['execute']>>[number];

export const toItem = (row: Row): MemberItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One member, in the caller's scope when an actor is given; null when there is none. */
export async function findMember(
  db: DbOrTx,
  actor: Actor | null,
  memberId: number,
): Promise<MemberItem | null> {
  const [row] = await selectMemberItems(db).where(
    and(eq(members.id, memberId), actor ? memberScope(actor) : undefined),
  );
  return row ? toItem(row) : null;
}

/**
 * Members by id in the order of `ids` (no scope: the ids come from a scoped list), as one named
 * statement. Planning its fifteen relations cost more than running them for a page (~4 ms against
 * ~0.7 ms on an idle machine, 15–30 ms at a load of 8 on two cores), and again for each chunk of
 * an export; named, with the ids one array parameter, PostgreSQL plans it afresh the first five
 * times on a connection and then keeps a generic plan (PREPARE, plan_cache_mode). PGlite runs it
 * as any other statement.
 */
export async function memberItemsByIds(db: DbOrTx, ids: number[]): Promise<MemberItem[]> {
  const rows = await selectMemberItems(db)
    .where(sql`${members.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('member_items_by_ids')
    .execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
}

/** Members by id (no scope: for a write that has checked and locked them), in id order. */
export async function membersByIds(db: DbOrTx, ids: number[]): Promise<MemberItem[]> {
  const rows = await selectMemberItems(db).where(inArray(members.id, ids)).orderBy(asc(members.id));
  return rows.map(toItem);
}
