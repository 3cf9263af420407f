import {
  CATEGORY_KIND_LABELS,
  type CategoryKind,
  ERRORS,
  joinedAfterBirth,
  MEMBER_IMPORT_CATEGORY_COLUMNS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_JOINED_BEFORE_BIRTH_MESSAGE,
  type MemberImportColumnKey,
  type MemberImportRow,
  type MemberItem,
} from '@congdoan/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { categoryItems, members, organizations, wards } from '../../../db/schema/index.js';
import { membersByIds } from '../../../domain/members/records.js';
import { type MemberRecord, recordOf } from '../../../domain/members/writes.js';
import { activeGrassroots } from '../../../domain/organization-fields.js';
import { memberScope, organizationScope } from '../../../domain/scope.js';
import { exact, type Lookup, NameIndex, placeIndex, slices } from '../../../import/lookups.js';
import type { RowErrors } from '../../../import/row-errors.js';
import type { ParsedFields } from '../../../import/rows.js';
import { applyPatch } from '../../../write/patch.js';

/**
 * The member import's check across rows (each row's own field rules ran as it was read): the union
 * by name or code among the active grassroots unions of the caller's scope, the categories and
 * wards by name or code, duplicates inside the file. A row whose card number, or whose CCCD among
 * active members, is a member's already is that member: an update of the cells the row fills (a
 * blank cell keeps the stored value), or nothing when they are equal, so importing a file twice
 * creates no one twice (docs/requirements.md, "Member import").
 */

export const MEMBER_HEADERS = Object.fromEntries(
  MEMBER_IMPORT_COLUMNS.map((c) => [c.key, c.header]),
) as Record<MemberImportColumnKey, string>;

/** A row as read: its valid fields and the ones that broke their rule. */
export type MemberRow = ParsedFields<MemberImportRow> & { row: number };

export interface NewMember {
  row: number;
  record: MemberRecord;
  organizationName: string;
}
export interface ChangedMember {
  row: number;
  stored: MemberItem;
  record: MemberRecord;
  /** The headers of the columns whose values change. */
  changes: string[];
}
export interface MemberImportPlan {
  creates: NewMember[];
  updates: ChangedMember[];
  skipped: { row: number; stored: MemberItem }[];
}

/** The record's fields each column fills (the union and the names resolve to ids). */
const COLUMN_OF_FIELD: Partial<Record<keyof MemberRecord, MemberImportColumnKey>> = {
  fullName: 'fullName',
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  identity: 'identity',
  cardNumber: 'cardNumber',
  cardIssuedAt: 'cardIssuedAt',
  joinedAt: 'joinedAt',
  partyMember: 'partyMember',
  phoneNumber: 'phoneNumber',
  email: 'email',
  hometownWardId: 'hometownWard',
  hometown: 'hometown',
  addressWardId: 'addressWard',
  address: 'address',
  occupation: 'occupation',
  department: 'department',
  ...Object.fromEntries(MEMBER_IMPORT_CATEGORY_COLUMNS.map((c) => [c.field, c.key])),
};

/** Why a name of a column found nothing, or more than one thing. */
function notFound(key: MemberImportColumnKey, found: 'ambiguous' | undefined): string {
  if (key === 'organization')
    return found
      ? 'Có nhiều công đoàn cơ sở cùng tên, hãy ghi mã đơn vị'
      : 'Không có công đoàn cơ sở đang hoạt động này trong phạm vi quản lý của bạn';
  if (found) return 'Tên này trùng nhiều mục, hãy ghi mã';
  if (key === 'hometownWard' || key === 'addressWard') return 'Không có xã/phường này';
  const kind = MEMBER_IMPORT_CATEGORY_COLUMNS.find((c) => c.key === key)!.kind;
  return `Không có trong danh mục ${CATEGORY_KIND_LABELS[kind]}`;
}

/** A member matched by card number or CCCD, with whether the caller may see it. */
interface Existing {
  id: number;
  identity: string | null;
  cardNumber: string;
  status: string;
  inScope: boolean;
}

/**
 * The members the file's card numbers and CCCDs name. Those the caller may change are locked until
 * the import's transaction ends (the check runs inside it), in the order of their ids, so that no
 * one changes them between the check and the write and two writers never wait on each other.
 */
async function existingMembers(db: DbOrTx, actor: Actor, rows: MemberRow[]) {
  const cards = [...new Set(rows.flatMap((r) => (r.fields.cardNumber ? [r.fields.cardNumber] : [])))];
  const identities = [...new Set(rows.flatMap((r) => (r.fields.identity ? [r.fields.identity] : [])))];
  const scope = memberScope(actor);
  const found: Existing[] = [];
  const read = (where: SQL | undefined) =>
    db
      .select({
        id: members.id,
        identity: members.identity,
        cardNumber: members.cardNumber,
        status: members.status,
        inScope: scope ? sql<boolean>`(${scope})` : sql<boolean>`true`,
      })
      .from(members)
      .where(where);
  for (const slice of slices(cards)) found.push(...(await read(inArray(members.cardNumber, slice))));
  for (const slice of slices(identities))
    found.push(...(await read(and(inArray(members.identity, slice), eq(members.status, 'dang_sinh_hoat')))));
  const byCard = new Map(found.map((m) => [m.cardNumber, m]));
  const byIdentity = new Map(
    found.filter((m) => m.status === 'dang_sinh_hoat' && m.identity).map((m) => [m.identity!, m]),
  );
  const visible = [...new Set(found.filter((m) => m.inScope).map((m) => m.id))].sort((a, b) => a - b);
  for (const slice of slices(visible))
    await db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, slice))
      .orderBy(members.id)
      .for('update');
  const stored = new Map<number, MemberItem>();
  for (const slice of slices(visible))
    for (const item of await membersByIds(db, slice)) stored.set(item.id, item);
  return { byCard, byIdentity, stored };
}

/** The lookups of the file: the caller's unions, the active category items of each kind, the wards. */
async function lookups(db: DbOrTx, actor: Actor) {
  const unions = await db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name })
    .from(organizations)
    .where(and(organizationScope(actor), activeGrassroots));
  const union = new NameIndex();
  for (const u of unions) union.add(u.id, u.code, u.name);
  const items = await db
    .select({
      id: categoryItems.id,
      kind: categoryItems.kind,
      code: categoryItems.code,
      name: categoryItems.name,
    })
    .from(categoryItems)
    .where(eq(categoryItems.active, true));
  const category = new Map<CategoryKind, (text: string) => Lookup>();
  for (const { kind } of MEMBER_IMPORT_CATEGORY_COLUMNS)
    category.set(kind, placeIndex(items.filter((i) => i.kind === kind)));
  const ward = placeIndex(await db.select({ id: wards.id, code: wards.code, name: wards.name }).from(wards));
  return { union, unionName: new Map(unions.map((u) => [u.id, u.name])), category, ward };
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

export async function checkMemberImport(
  db: DbOrTx,
  actor: Actor,
  rows: MemberRow[],
  errors: RowErrors,
): Promise<MemberImportPlan> {
  const fail = (row: number, key: MemberImportColumnKey, message: string) =>
    errors.add(row, MEMBER_HEADERS[key], message);
  const look = await lookups(db, actor);
  const existing = await existingMembers(db, actor, rows);
  const mayCreate = actor.ability.can('create', 'member');
  const mayUpdate = actor.ability.can('update', 'member');
  const plan: MemberImportPlan = { creates: [], updates: [], skipped: [] };
  const firstRowOf = { identity: new Map<string, number>(), cardNumber: new Map<string, number>() };
  const claimed = new Map<number, number>();

  for (const { row, fields: f } of rows) {
    const before = errors.count;
    const resolve = (key: MemberImportColumnKey, text: string | undefined, find: (t: string) => Lookup) => {
      if (!text) return undefined;
      const id = find(text);
      if (typeof id === 'number') return id;
      fail(row, key, notFound(key, id));
      return undefined;
    };
    const organizationId = resolve('organization', f.organization, (t) => look.union.find(t));
    const patch: Partial<MemberRecord> = {
      fullName: f.fullName,
      dateOfBirth: f.dateOfBirth,
      gender: f.gender,
      identity: f.identity,
      cardNumber: f.cardNumber,
      cardIssuedAt: f.cardIssuedAt,
      joinedAt: f.joinedAt,
      partyMember: f.partyMember,
      phoneNumber: f.phoneNumber,
      email: f.email,
      hometownWardId: resolve('hometownWard', f.hometownWard, look.ward),
      hometown: f.hometown,
      addressWardId: resolve('addressWard', f.addressWard, look.ward),
      address: f.address,
      occupation: f.occupation,
      department: f.department,
    };
    for (const c of MEMBER_IMPORT_CATEGORY_COLUMNS)
      patch[c.field] = resolve(c.key, f[c.key], look.category.get(c.kind)!);

    for (const key of ['identity', 'cardNumber'] as const) {
      const value = f[key];
      if (!value) continue;
      const first = firstRowOf[key].get(value);
      if (first !== undefined) fail(row, key, `Trùng với dòng ${first}`);
      else firstRowOf[key].set(value, row);
    }

    const byCard = f.cardNumber ? existing.byCard.get(f.cardNumber) : undefined;
    const byIdentity = f.identity ? existing.byIdentity.get(f.identity) : undefined;
    if (byCard && byIdentity && byCard.id !== byIdentity.id) {
      fail(row, 'identity', 'Số CCCD này là của một đoàn viên khác với số thẻ đã ghi');
      continue;
    }
    const match = byCard ?? byIdentity;
    // A member out of the caller's reach: said as the form says it, nothing of who or where.
    if (match && !match.inScope) {
      if (byCard) fail(row, 'cardNumber', ERRORS.member_card_number_exists.message);
      else fail(row, 'identity', ERRORS.member_identity_exists.message);
      continue;
    }
    const stored = match && existing.stored.get(match.id);
    if (!stored) {
      if (errors.count > before || organizationId === undefined) continue;
      const record = { ...(patch as MemberRecord), organizationId, partyMember: f.partyMember ?? false };
      if (!mayCreate)
        fail(row, 'fullName', 'Bạn không có quyền thêm đoàn viên mới (chỉ cập nhật đoàn viên đã có)');
      else if (!joinedAfterBirth(record)) fail(row, 'joinedAt', MEMBER_JOINED_BEFORE_BIRTH_MESSAGE);
      else plan.creates.push({ row, record, organizationName: look.unionName.get(organizationId)! });
      continue;
    }

    // The row is this member: an update of the cells it fills.
    const twice = claimed.get(stored.id);
    if (twice !== undefined) {
      fail(row, byCard ? 'cardNumber' : 'identity', `Cùng một đoàn viên với dòng ${twice}`);
      continue;
    }
    claimed.set(stored.id, row);
    // A mistyped number must not rename someone else: the row is that member only if its name or
    // date of birth agrees with the record.
    if (
      f.fullName &&
      f.dateOfBirth &&
      exact(f.fullName) !== exact(stored.fullName) &&
      f.dateOfBirth !== stored.dateOfBirth
    ) {
      fail(
        row,
        byCard ? 'cardNumber' : 'identity',
        `${byCard ? 'Số thẻ' : 'Số CCCD'} này là của đoàn viên ${stored.fullName} (sinh ngày ${stored.dateOfBirth.split('-').reverse().join('/')}), khác họ tên và ngày sinh trên dòng`,
      );
      continue;
    }
    if (organizationId !== undefined && organizationId !== stored.organizationId)
      fail(
        row,
        'organization',
        `Đoàn viên đang sinh hoạt ở ${stored.organizationName}; đổi công đoàn bằng chức năng Chuyển sinh hoạt`,
      );
    if (f.cardNumber && f.cardNumber !== stored.cardNumber && actor.scope !== 'province')
      fail(row, 'cardNumber', 'Đoàn viên này đã có số thẻ khác; chỉ cấp tỉnh được đổi số thẻ');
    const stays = recordOf(stored);
    const record = applyPatch(stays, patch);
    if (!joinedAfterBirth(record)) fail(row, 'joinedAt', MEMBER_JOINED_BEFORE_BIRTH_MESSAGE);
    const changes = (Object.keys(COLUMN_OF_FIELD) as (keyof MemberRecord)[])
      .filter((field) => !same(record[field], stays[field]))
      .map((field) => MEMBER_HEADERS[COLUMN_OF_FIELD[field]!]);
    if (changes.length && !mayUpdate)
      fail(row, byCard ? 'cardNumber' : 'identity', 'Đoàn viên đã có trong hệ thống; bạn không có quyền sửa');
    if (errors.count > before) continue;
    if (changes.length) plan.updates.push({ row, stored, record, changes });
    else plan.skipped.push({ row, stored });
  }
  return plan;
}
