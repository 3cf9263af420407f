import type { ErrorCode } from '@congdoan/shared';
import {
  joinedAfterBirth,
  MEMBER_CATEGORY_FIELDS,
  MEMBER_JOINED_BEFORE_BIRTH_MESSAGE,
  type MemberCreateBody,
  type MemberFields,
  type MemberItem,
  memberCardNumber,
  toSearchText,
  vietnamDate,
} from '@congdoan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/query.js';
import {
  categoryItems,
  memberCardSequence,
  memberEvents,
  members,
  organizations,
  users,
  wards,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { applyPatch, assertMerged } from '../../write/patch.js';
import { assertExists, assertUnique, type Conflicts, type Write } from '../../write/transaction.js';
import { memberScope, organizationScope, userScope } from '../scope.js';
import { findMember, membersByIds } from './records.js';

/**
 * The rules of member writes (docs/requirements.md, "Members"): the union is an active grassroots
 * union in the caller's scope, the categories are of the right kind, the CCCD is free among active
 * members, the card number is unique and only the province changes an issued one; every admission,
 * transfer and change of status writes a line of the member's history in the same transaction.
 */

/** The references of a member write a concurrent delete may remove, by constraint (migration 0018, 0019). */
const MEMBER_REFERENCES: Record<string, ErrorCode> = {
  members_organization_id_organizations_id_fk: 'organization_ref_invalid',
  members_hometown_ward_id_wards_id_fk: 'ward_ref_invalid',
  members_address_ward_id_wards_id_fk: 'ward_ref_invalid',
  members_user_id_users_id_fk: 'user_ref_invalid',
  member_events_member_id_members_id_fk: 'member_not_found',
  approval_requests_member_id_members_id_fk: 'member_not_found',
  member_events_to_organization_id_organizations_id_fk: 'organization_ref_invalid',
  approval_requests_organization_id_organizations_id_fk: 'organization_ref_invalid',
};

export const MEMBER_CONFLICTS: Conflicts = {
  unique: {
    members_identity_key: 'member_identity_exists',
    members_card_number_key: 'member_card_number_exists',
    members_user_key: 'member_user_taken',
  },
  // A reference removed meanwhile, by the constraint that names it; any other is not the caller's.
  foreignKey: (constraint) => {
    const code =
      MEMBER_REFERENCES[constraint] ??
      (constraint.endsWith('_category_items_id_fk') ? 'category_item_ref_invalid' : undefined);
    return code && new AppError(code);
  },
};

/** The record's fields as a form sends them (what an update merges onto). */
export type MemberRecord = Omit<MemberFields, 'userId' | 'cardNumber'> & { cardNumber?: string | null };

export const recordOf = (item: MemberItem): MemberRecord => ({
  organizationId: item.organizationId,
  fullName: item.fullName,
  dateOfBirth: item.dateOfBirth,
  gender: item.gender,
  ethnicityId: item.ethnicityId,
  religionId: item.religionId,
  nationalityId: item.nationalityId,
  identity: item.identity,
  phoneNumber: item.phoneNumber,
  email: item.email,
  hometownWardId: item.hometownWardId,
  hometown: item.hometown,
  addressWardId: item.addressWardId,
  address: item.address,
  educationLevelId: item.educationLevelId,
  qualificationId: item.qualificationId,
  professionalTitleId: item.professionalTitleId,
  academicDegreeId: item.academicDegreeId,
  academicRankId: item.academicRankId,
  foreignLanguageId: item.foreignLanguageId,
  itDegreeTypeId: item.itDegreeTypeId,
  occupation: item.occupation,
  department: item.department,
  joinedAt: item.joinedAt,
  cardNumber: item.cardNumber,
  cardIssuedAt: item.cardIssuedAt,
  partyMember: item.partyMember,
});

/** What the audit log keeps of a record: its fields with the names an officer reads. */
export const snapshot = (item: MemberItem) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = item;
  return fields;
};

/** The columns a record writes, its search text among them. */
export const memberValues = (r: MemberRecord & { cardNumber: string }) => ({
  organizationId: r.organizationId,
  fullName: r.fullName,
  dateOfBirth: r.dateOfBirth,
  gender: r.gender,
  ethnicityId: r.ethnicityId ?? null,
  religionId: r.religionId ?? null,
  nationalityId: r.nationalityId ?? null,
  identity: r.identity ?? null,
  phoneNumber: r.phoneNumber ?? null,
  email: r.email ?? null,
  hometownWardId: r.hometownWardId ?? null,
  hometown: r.hometown ?? null,
  addressWardId: r.addressWardId ?? null,
  address: r.address ?? null,
  educationLevelId: r.educationLevelId ?? null,
  qualificationId: r.qualificationId ?? null,
  professionalTitleId: r.professionalTitleId ?? null,
  academicDegreeId: r.academicDegreeId ?? null,
  academicRankId: r.academicRankId ?? null,
  foreignLanguageId: r.foreignLanguageId ?? null,
  itDegreeTypeId: r.itDegreeTypeId ?? null,
  occupation: r.occupation ?? null,
  department: r.department ?? null,
  joinedAt: r.joinedAt ?? null,
  cardNumber: r.cardNumber,
  cardIssuedAt: r.cardIssuedAt ?? null,
  partyMember: r.partyMember,
  searchText: toSearchText(r.fullName, r.identity, r.cardNumber, r.phoneNumber),
});

/** An active grassroots union (one the caller may see, when given): where members are admitted or moved to. */
export async function assertMemberUnion(tx: DbOrTx, actor: Actor | null, organizationId: number) {
  const [org] = await tx
    .select({ level: organizations.level, status: organizations.status })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), actor ? organizationScope(actor) : undefined));
  if (!org) throw new AppError('organization_ref_invalid');
  if (org.level !== 'grassroots' || org.status !== 'active')
    throw new AppError('member_organization_invalid');
}

/** The category items chosen are of their field's kind; the wards exist. */
export async function assertReferences(tx: DbOrTx, r: MemberRecord) {
  const chosen = Object.entries(MEMBER_CATEGORY_FIELDS).flatMap(([field, kind]) => {
    const id = r[field as keyof typeof MEMBER_CATEGORY_FIELDS];
    return id == null ? [] : [{ id, kind }];
  });
  if (chosen.length) {
    const found = await tx
      .select({ id: categoryItems.id, kind: categoryItems.kind })
      .from(categoryItems)
      .where(
        inArray(
          categoryItems.id,
          chosen.map((c) => c.id),
        ),
      );
    if (!chosen.every((c) => found.some((f) => f.id === c.id && f.kind === c.kind)))
      throw new AppError('category_item_ref_invalid');
  }
  for (const wardId of [r.hometownWardId, r.addressWardId])
    if (wardId != null) await assertExists(tx, wards, wardId, 'ward_ref_invalid');
}

/** A CCCD belongs to one active member; a card number to one member ever. */
export async function assertFree(
  tx: DbOrTx,
  r: { identity?: string | null; cardNumber: string | null },
  exceptId?: number,
) {
  if (r.identity != null)
    await assertUnique(
      tx,
      members,
      members.id,
      [{ column: members.identity, value: r.identity, code: 'member_identity_exists', exact: true }],
      exceptId,
      eq(members.status, 'dang_sinh_hoat'),
    );
  if (r.cardNumber != null)
    await assertUnique(
      tx,
      members,
      members.id,
      [{ column: members.cardNumber, value: r.cardNumber, code: 'member_card_number_exists', exact: true }],
      exceptId,
    );
}

/** The next `n` card numbers of the admission sequence, in the year of admission in Việt Nam. */
export async function nextCardNumbers(tx: DbOrTx, n: number): Promise<string[]> {
  if (n === 0) return [];
  const rows = await executeRows<{ n: number }>(
    tx,
    sql`select nextval(${memberCardSequence.seqName})::int as n from generate_series(1, ${n})`,
  );
  const year = Number(vietnamDate().slice(0, 4));
  return rows
    .map((r) => Number(r.n))
    .sort((a, b) => a - b)
    .map((k) => memberCardNumber(year, k));
}

/** Linking an account needs the right to update users; the account is one the caller sees. */
export async function assertLinkable(tx: DbOrTx, actor: Actor, userId: number) {
  if (!actor.ability.can('update', 'user')) throw new AppError('forbidden');
  await assertExists(tx, users, userId, 'user_ref_invalid', userScope(actor));
}

/** The record (in the caller's scope when given), locked for the transaction; else member_not_found. */
export async function lockMember(tx: DbOrTx, actor: Actor | null, memberId: number): Promise<MemberItem> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), actor ? memberScope(actor) : undefined))
    .for('update');
  if (!row) throw new AppError('member_not_found');
  return written(tx, memberId);
}

/** The record as written, read inside the transaction (no scope: the checks placed it). */
export async function written(tx: DbOrTx, memberId: number): Promise<MemberItem> {
  const item = await findMember(tx, null, memberId);
  if (!item) throw new AppError('member_not_found');
  return item;
}

/** One line of a member's history, by the request's caller. */
export async function recordEvent(
  tx: DbOrTx,
  actor: Actor,
  event: Omit<typeof memberEvents.$inferInsert, 'actorId' | 'id' | 'createdAt'>,
) {
  await tx.insert(memberEvents).values({ ...event, actorId: actor.userId });
}

/**
 * An admission: the record written (a blank card number is the next of the sequence), its history
 * line and its audit row; `actor` is who admits (the caller, or the approver of a request).
 */
export async function admitMember(
  { tx, audit }: Write,
  actor: Actor,
  fields: Omit<MemberCreateBody, 'userId'>,
  userId: number | null,
): Promise<number> {
  await assertMemberUnion(tx, actor, fields.organizationId);
  await assertReferences(tx, fields);
  await assertFree(tx, { identity: fields.identity, cardNumber: fields.cardNumber ?? null });
  if (userId !== null) await assertLinkable(tx, actor, userId);
  const cardNumber = fields.cardNumber ?? (await nextCardNumbers(tx, 1))[0]!;
  const [row] = await tx
    .insert(members)
    .values({ ...memberValues({ ...fields, cardNumber }), userId, statusChangedAt: fields.joinedAt ?? null })
    .returning({ id: members.id });
  const id = row!.id;
  await recordEvent(tx, actor, {
    memberId: id,
    kind: 'tiep_nhan',
    effectiveOn: fields.joinedAt ?? vietnamDate(),
    toOrganizationId: fields.organizationId,
    toStatus: 'dang_sinh_hoat',
  });
  await audit({ action: 'create', subject: 'member', recordId: id, after: snapshot(await written(tx, id)) });
  return id;
}

/**
 * The fields given change, the others stay (docs/requirements.md, "Updates"), checked on the merged
 * record; an issued card number changes only for the province; `userId` (undefined: unchanged)
 * links or unlinks the account.
 */
export async function changeMemberFields(
  { tx, audit }: Write,
  actor: Actor,
  stored: MemberItem,
  patch: Partial<MemberRecord>,
  userId?: number | null,
) {
  const record = applyPatch(recordOf(stored), patch);
  assertMerged(joinedAfterBirth(record), 'joinedAt', MEMBER_JOINED_BEFORE_BIRTH_MESSAGE);
  const cardNumber = record.cardNumber ?? stored.cardNumber;
  if (cardNumber !== stored.cardNumber && actor.scope !== 'province')
    throw new AppError('member_card_number_locked');
  await assertReferences(tx, record);
  const identity = stored.status === 'dang_sinh_hoat' ? record.identity : null;
  await assertFree(tx, { identity, cardNumber }, stored.id);
  const link = userId === undefined || userId === stored.userId ? {} : { userId };
  if (link.userId != null) await assertLinkable(tx, actor, link.userId);
  else if (link.userId === null && !actor.ability.can('update', 'user')) throw new AppError('forbidden');
  await tx
    .update(members)
    .set({ ...memberValues({ ...record, cardNumber }), ...link, updatedAt: new Date() })
    .where(eq(members.id, stored.id));
  const after = snapshot(await written(tx, stored.id));
  await audit({ action: 'update', subject: 'member', recordId: stored.id, before: snapshot(stored), after });
}

/** Only active members move, and only to a union they are not in. */
export function assertMovable(members: readonly MemberItem[], toOrganizationId: number) {
  if (members.some((m) => m.status !== 'dang_sinh_hoat')) throw new AppError('member_not_active');
  if (members.some((m) => m.organizationId === toOrganizationId))
    throw new AppError('member_transfer_same_organization');
}

/**
 * A transfer: active members (locked by the caller) move to an active grassroots union, each with a
 * line of history naming both unions; the card number stays.
 */
export async function moveMembers(
  { tx, auditMany }: Write,
  actor: Actor,
  before: MemberItem[],
  move: { toOrganizationId: number; effectiveOn: string; reason: string | null },
) {
  assertMovable(before, move.toOrganizationId);
  const ids = before.map((m) => m.id);
  await tx
    .update(members)
    .set({ organizationId: move.toOrganizationId, updatedAt: new Date() })
    .where(inArray(members.id, ids));
  await tx.insert(memberEvents).values(
    before.map((m) => ({
      memberId: m.id,
      kind: 'chuyen_sinh_hoat' as const,
      effectiveOn: move.effectiveOn,
      fromOrganizationId: m.organizationId,
      toOrganizationId: move.toOrganizationId,
      reason: move.reason,
      actorId: actor.userId,
    })),
  );
  const after = new Map((await membersByIds(tx, ids)).map((m) => [m.id, m]));
  await auditMany(
    before.map((m) => ({
      action: 'update' as const,
      subject: 'member' as const,
      recordId: m.id,
      before: snapshot(m),
      after: snapshot(after.get(m.id)!),
    })),
  );
}
