import { toSearchText } from '@congdoan/shared';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../actor.js';
import type { DbOrTx } from '../db/client.js';
import { industrialZones, organizations, unionStaff, userRoles, users, wards } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { type Answer, assertExists, type Write } from '../write/transaction.js';
import { assertRoleGrantable } from './grants.js';
import { organizationScope, staffScope, userScope } from './scope.js';

/**
 * The rules of a user account shared by sign-up and the profile (auth), by user administration
 * and its import (users), by union staff (staff) and by the users made from a Zalo account
 * (zalo-accounts): unique login names, CCCD and e-mails, where a new account lands, how a new
 * account is written, and the link between an account and a union officer record.
 */

/** What the audit log keeps of a user: no password, no hash. */
export interface AccountSnapshot {
  username: string | null;
  fullName: string;
  identity: string | null;
  email: string | null;
  phoneNumber: string | null;
  isActive: number;
  roleId: number;
  roleIds: number[];
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  staffID: number | null;
}

/** What a user list searches (docs/requirements.md, "Users"): name, login name, e-mail, phone and CCCD. */
export const accountSearchText = (v: {
  fullName: string;
  username?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  identity?: string | null | undefined;
}) => toSearchText(v.fullName, v.username, v.email, v.phoneNumber, v.identity);

/** docs/requirements.md, "Errors": a taken login name or CCCD, or a taken e-mail, each with its own message. */
export async function assertAccountFree(
  db: DbOrTx,
  input: { username?: string | null; identity?: string | null; email?: string | null },
  exceptUserId?: number,
) {
  const notSelf = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const clash = (cond: SQL) => db.select({ id: users.id }).from(users).where(and(cond, notSelf)).limit(1);
  const nameOrIdentity = [
    input.username ? eq(sql`lower(${users.username})`, input.username.toLowerCase()) : undefined,
    input.identity ? eq(users.identity, input.identity) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (nameOrIdentity.length && (await clash(or(...nameOrIdentity)!)).length) {
    throw new AppError('username_or_identity_already_exist');
  }
  if (input.email && (await clash(eq(sql`lower(${users.email})`, input.email.toLowerCase()))).length) {
    throw new AppError('Email_is_exist');
  }
}

/** The unique indexes of users a concurrent write can trip, answered as assertAccountFree does. */
export const ACCOUNT_UNIQUE: Record<string, Answer> = {
  users_email_key: 'Email_is_exist',
  users_username_key: 'username_or_identity_already_exist',
  users_identity_key: 'username_or_identity_already_exist',
};

export interface Places {
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
}

/**
 * Where a new account lands. Without a caller (self sign-up) it belongs to no organisation. A
 * caller narrower than the province creates accounts inside their own scope only: a missing
 * place defaults to the caller's own, a given one must lie in the scope.
 */
export async function placesForNewAccount(
  db: DbOrTx,
  actor: Actor | null,
  input: Partial<Places>,
): Promise<Places> {
  const places: Places = {
    organizationId: actor ? (input.organizationId ?? null) : null,
    xaPhuongId: input.xaPhuongId ?? null,
    cumKhuCnId: input.cumKhuCnId ?? null,
  };
  switch (actor?.scope) {
    case 'ward':
      places.xaPhuongId ??= actor.xaPhuongId;
      if (places.xaPhuongId !== actor.xaPhuongId) throw new AppError('ward_ref_invalid');
      break;
    case 'zone':
      places.cumKhuCnId ??= actor.cumKhuCnId;
      if (places.cumKhuCnId !== actor.cumKhuCnId) throw new AppError('industrial_zone_ref_invalid');
      break;
    case 'organization':
      places.organizationId ??= actor.organizationId;
      if (places.organizationId === null) throw new AppError('organization_ref_invalid');
      break;
    case 'self':
      throw new AppError('forbidden');
  }
  if (places.xaPhuongId !== null) await assertExists(db, wards, places.xaPhuongId, 'ward_ref_invalid');
  if (places.cumKhuCnId !== null) {
    await assertExists(db, industrialZones, places.cumKhuCnId, 'industrial_zone_ref_invalid');
  }
  if (places.organizationId !== null) {
    const scope = actor ? organizationScope(actor) : undefined;
    await assertExists(db, organizations, places.organizationId, 'organization_ref_invalid', scope);
  }
  return places;
}

/**
 * The checks of an account a caller creates (user/create-user, a user from a Zalo account): every
 * role one the caller may grant, the places inside their scope (see placesForNewAccount), a free
 * login name, CCCD and e-mail. Answers where the account lands.
 */
export async function checkNewAccount(
  db: DbOrTx,
  actor: Actor,
  input: Partial<Places> & {
    roleIds: number[];
    username?: string | null;
    identity?: string | null;
    email?: string | null;
  },
): Promise<Places> {
  for (const roleId of input.roleIds) await assertRoleGrantable(db, actor, roleId);
  const places = await placesForNewAccount(db, actor, input);
  await assertAccountFree(db, input);
  return places;
}

/** A new account as a caller creates it, checked by checkNewAccount; the password already hashed. */
export interface NewAccount {
  username: string | null;
  fullName: string;
  identity: string | null;
  email: string | null;
  phoneNumber: string | null;
  places: Places;
  roleId: number;
  roleIds: number[];
  staffId: number | null;
  passwordHash: string;
}

/**
 * Writes a new, active account in the caller's write: its row, its roles and its audit row
 * 'create' (no password, no hash). Run with `{ unique: ACCOUNT_UNIQUE }` among the conflicts, so a
 * concurrent write that took the login name or e-mail meanwhile answers as the checks do.
 */
export async function insertAccount({ tx, audit }: Write, account: NewAccount): Promise<number> {
  const { places, roleId, roleIds, staffId, passwordHash, ...fields } = account;
  const [created] = await tx
    .insert(users)
    .values({
      ...fields,
      ...places,
      staffId,
      activeRoleId: roleId,
      passwordHash,
      searchText: accountSearchText(fields),
    })
    .returning({ id: users.id });
  const id = created!.id;
  await tx.insert(userRoles).values(roleIds.map((r) => ({ userId: id, roleId: r })));
  const after: AccountSnapshot = { ...fields, ...places, staffID: staffId, isActive: 1, roleId, roleIds };
  await audit({ action: 'create', subject: 'user', recordId: id, after });
  return id;
}

/**
 * docs/decisions.md, "One officer, one account": users.staff_id links an account to at most one
 * union officer record, and a record has at most one account (the index users_staff_key). Either
 * form changes its own side's link but never takes the other side's: the account's form refuses a
 * record another account holds, the record's form an account that holds another record. What is
 * linked to must lie in the caller's scope.
 */
export type StaffLinkSide = 'account' | 'staff';

/** The answer to a link that would take the other side's, for the form written from. */
const staffLinkTaken = (from: StaffLinkSide) =>
  from === 'account'
    ? new AppError('staff_user_taken', 'Cán bộ công đoàn này đã gắn với một tài khoản khác')
    : new AppError('staff_user_taken');

/** The unique index a concurrent link trips, answered as assertStaffLinkable does. */
export const staffLinkUnique = (from: StaffLinkSide): Record<string, Answer> => ({
  users_staff_key: () => staffLinkTaken(from),
});

/**
 * Checks the link of account `userId` (null: one being created) to record `staffId`, written from
 * `from`'s form: the other side is one the caller sees (from a record's form the account is locked,
 * as that write changes it) and is linked to nothing else.
 */
export async function assertStaffLinkable(
  tx: DbOrTx,
  actor: Actor,
  link: { userId: number | null; staffId: number },
  from: StaffLinkSide,
) {
  const { userId, staffId } = link;
  let otherLink: SQL | undefined;
  if (from === 'account') {
    await assertExists(tx, unionStaff, staffId, 'staff_ref_invalid', staffScope(actor));
    otherLink = and(eq(users.staffId, staffId), userId === null ? undefined : ne(users.id, userId));
  } else {
    if (userId === null) throw new AppError('user_ref_invalid');
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), userScope(actor)))
      .for('update');
    if (!account) throw new AppError('user_ref_invalid');
    otherLink = and(eq(users.id, userId), ne(users.staffId, staffId));
  }
  const [taken] = await tx.select({ id: users.id }).from(users).where(otherLink).limit(1);
  if (taken) throw staffLinkTaken(from);
}
