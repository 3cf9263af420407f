import {
  ERRORS,
  toSearchText,
  USER_IMPORT_COLUMNS,
  type UserImportColumnKey,
  type UserImportRow,
} from '@congdoan/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { industrialZones, organizations, roles, userRoles, users, wards } from '../../../db/schema/index.js';
import { type Places, placesForNewAccount } from '../../../domain/accounts.js';
import { organizationScope, userScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import { exact, NameIndex, placeIndex, slices } from '../../../import/lookups.js';
import type { RowErrors } from '../../../import/row-errors.js';
import type { ParsedFields } from '../../../import/rows.js';
import { accountColumns } from '../../../sessions/session-user.js';
import { grantableRoles } from '../repository.js';

/**
 * The users import's check across rows (each row's own field rules ran as it was read): the same
 * grant and scope rules as create-user, duplicates in the file and in the database. A login name
 * that exists with the same CCCD/e-mail is the same person: an update (or nothing when nothing
 * changed), so importing a file twice creates no duplicates; an update needs the right to update
 * users (docs/decisions.md, "Imports follow the form's rights").
 */

export const USER_HEADERS = Object.fromEntries(USER_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
  UserImportColumnKey,
  string
>;

/** A row as read: its valid fields and the ones that broke their rule. */
export type UserRow = ParsedFields<UserImportRow> & { row: number };

export interface NewUser {
  row: number;
  fields: UserImportRow;
  roleId: number;
  places: Places;
  /** Filled in before the write opens its transaction. */
  passwordHash?: string;
}
export interface ChangedUser {
  row: number;
  userId: number;
  fullName: string;
  phoneNumber: string | null;
  roleId: number;
  addRole: boolean;
  places: Places;
  searchText: string;
}
export interface UserImportPlan {
  creates: NewUser[];
  updates: ChangedUser[];
  skipped: number;
  /** The existing accounts a row names and leaves as they are (the Zalo link still applies to them). */
  unchanged: { row: number; userId: number; phoneNumber: string | null }[];
}

interface Existing {
  id: number;
  username: string | null;
  fullName: string;
  identity: string | null;
  email: string | null;
  phoneNumber: string | null;
  activeRoleId: number;
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  inScope: boolean;
  roleIds: number[];
}

async function existingAccounts(
  db: DbOrTx,
  actor: Actor,
  rows: Partial<UserImportRow>[],
): Promise<Existing[]> {
  const lower = (s: string) => s.toLowerCase();
  const names = [...new Set(rows.flatMap((r) => (r.username ? [lower(r.username)] : [])))];
  const identities = [...new Set(rows.flatMap((r) => (r.identity ? [r.identity] : [])))];
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [lower(r.email)] : [])))];
  const scope = userScope(actor);
  const found = new Map<number, Omit<Existing, 'roleIds'>>();
  const conditions: SQL[] = [
    ...slices(names).map((s) => inArray(sql`lower(${users.username})`, s)),
    ...slices(identities).map((s) => inArray(users.identity, s)),
    ...slices(emails).map((s) => inArray(sql`lower(${users.email})`, s)),
  ];
  for (const condition of conditions) {
    const rowsFound = await db
      .select({
        ...accountColumns,
        activeRoleId: users.activeRoleId,
        inScope: scope ? sql<boolean>`(${scope})` : sql<boolean>`true`,
      })
      .from(users)
      .where(condition);
    for (const r of rowsFound) found.set(r.id, r);
  }
  const roleIds = new Map<number, number[]>();
  for (const ids of slices([...found.keys()])) {
    const held = await db.select().from(userRoles).where(inArray(userRoles.userId, ids));
    for (const h of held) roleIds.set(h.userId, [...(roleIds.get(h.userId) ?? []), h.roleId]);
  }
  return [...found.values()].map((u) => ({ ...u, roleIds: roleIds.get(u.id) ?? [] }));
}

/** The organisations in scope the unit cells name, by name or code (exactly as written). */
async function organizationsNamed(db: DbOrTx, actor: Actor, rows: Partial<UserImportRow>[]) {
  const texts = [...new Set(rows.flatMap((r) => (r.organizationName ? [exact(r.organizationName)] : [])))];
  const index = new NameIndex(false);
  for (const s of slices(texts)) {
    const found = await db
      .select({ id: organizations.id, name: organizations.name, code: organizations.code })
      .from(organizations)
      .where(
        sql`(${inArray(sql`lower(${organizations.name})`, s)} or ${inArray(sql`lower(${organizations.code})`, s)}) and ${organizationScope(actor) ?? sql`true`}`,
      );
    for (const o of found) index.add(o.id, o.code, o.name);
  }
  return index;
}

/** Checks the rows together; the plan is only meant to be written when `errors` stays empty. */
export async function checkUserImport(
  db: DbOrTx,
  actor: Actor,
  checked: UserRow[],
  errors: RowErrors,
): Promise<UserImportPlan> {
  const fail = (row: number, key: UserImportColumnKey, message: string) =>
    errors.add(row, USER_HEADERS[key], message);
  const lower = (s: string) => s.toLowerCase();

  // Duplicates inside the file: the later row is the error.
  const firstRow = { username: new Map<string, number>(), identity: new Map(), email: new Map() };
  for (const c of checked) {
    for (const key of ['username', 'identity', 'email'] as const) {
      const value = c.fields[key];
      if (!value) continue;
      const seenAt = firstRow[key].get(lower(value));
      if (seenAt === undefined) firstRow[key].set(lower(value), c.row);
      else {
        fail(c.row, key, `Trùng với dòng ${seenAt}`);
        c.bad.add(key);
      }
    }
  }

  // Roles, places and accounts, each read once for the whole file.
  const fields = checked.map((c) => c.fields);
  const [allRoles, grantable, wardList, zoneList, orgs, existing] = await Promise.all([
    db.select({ id: roles.id, name: roles.name }).from(roles),
    grantableRoles(db, actor),
    db.select({ id: wards.id, code: wards.code, name: wards.name }).from(wards),
    db
      .select({ id: industrialZones.id, code: industrialZones.code, name: industrialZones.name })
      .from(industrialZones),
    organizationsNamed(db, actor, fields),
    existingAccounts(db, actor, fields),
  ]);
  const roleOf = placeIndex(allRoles);
  const grantableIds = new Set(grantable.map((r) => r.id));
  const wardOf = placeIndex(wardList);
  const zoneOf = placeIndex(zoneList);
  const byName = new Map(existing.flatMap((u) => (u.username ? [[lower(u.username), u] as const] : [])));
  const byIdentity = new Map(existing.flatMap((u) => (u.identity ? [[u.identity, u] as const] : [])));
  const byEmail = new Map(existing.flatMap((u) => (u.email ? [[lower(u.email), u] as const] : [])));

  // placesForNewAccount decides exactly as create-user does; most rows share a few combinations.
  const placesMemo = new Map<string, Promise<Places | AppError>>();
  const placesFor = (input: Places) => {
    const key = `${input.organizationId}|${input.xaPhuongId}|${input.cumKhuCnId}`;
    let found = placesMemo.get(key);
    if (!found) {
      found = placesForNewAccount(db, actor, input).catch((err: unknown) => {
        if (err instanceof AppError) return err;
        throw err;
      });
      placesMemo.set(key, found);
    }
    return found;
  };

  const mayUpdate = actor.ability.can('update', 'user');
  const plan: UserImportPlan = { creates: [], updates: [], skipped: 0, unchanged: [] };
  for (const { row, fields: f, bad } of checked) {
    const before = errors.count;
    const roleId = f.roleName === undefined ? undefined : roleOf(f.roleName);
    if (f.roleName === undefined) {
      // already reported by its field rule
    } else if (roleId === undefined || roleId === 'ambiguous')
      fail(row, 'roleName', ERRORS.role_ref_invalid.message);
    else if (!grantableIds.has(roleId)) fail(row, 'roleName', ERRORS.role_not_grantable.message);

    const place = (key: 'ward' | 'zone', text: string | undefined, of: typeof wardOf, missing: string) => {
      if (!text) return undefined;
      const id = of(text);
      if (id === undefined || id === 'ambiguous') {
        fail(row, key, missing);
        return undefined;
      }
      return id;
    };
    const wardId = place('ward', f.ward, wardOf, ERRORS.ward_ref_invalid.message);
    const zoneId = place('zone', f.zone, zoneOf, ERRORS.industrial_zone_ref_invalid.message);
    let organizationId: number | undefined;
    if (f.organizationName) {
      const found = orgs.find(f.organizationName);
      if (typeof found === 'number') organizationId = found;
      else
        fail(
          row,
          'organizationName',
          found === 'ambiguous'
            ? 'Có nhiều đơn vị trùng tên này trong phạm vi của bạn: hãy ghi mã đơn vị'
            : ERRORS.organization_ref_invalid.message,
        );
    }

    // The same login name: the same person only when the CCCD/e-mail given are the stored ones.
    const same = f.username && !bad.has('username') ? byName.get(lower(f.username)) : undefined;
    if (same) {
      if (!same.inScope) fail(row, 'username', ERRORS.username_or_identity_already_exist.message);
      else if (!f.identity && !f.email)
        fail(
          row,
          'username',
          'Tên đăng nhập đã tồn tại (ghi Số CCCD hoặc Email của tài khoản đó để cập nhật)',
        );
      else if (f.identity && same.identity !== f.identity)
        fail(row, 'username', 'Tên đăng nhập đã thuộc về tài khoản có số CCCD khác');
      else if (f.email && lower(same.email ?? '') !== lower(f.email))
        fail(row, 'email', 'Tên đăng nhập đã thuộc về tài khoản có email khác');
      else if (same.roleIds.some((r) => !grantableIds.has(r)))
        fail(row, 'username', ERRORS.user_stronger_than_caller.message);
    } else {
      if (f.identity && !bad.has('identity') && byIdentity.has(f.identity))
        fail(row, 'identity', ERRORS.username_or_identity_already_exist.message);
      if (f.email && !bad.has('email') && byEmail.has(lower(f.email)))
        fail(row, 'email', ERRORS.Email_is_exist.message);
    }
    if (bad.size || errors.count > before || typeof roleId !== 'number') continue;

    // A place left blank keeps an existing account's own (as update-user does).
    const places = await placesFor({
      organizationId: organizationId ?? same?.organizationId ?? null,
      xaPhuongId: wardId ?? same?.xaPhuongId ?? null,
      cumKhuCnId: zoneId ?? same?.cumKhuCnId ?? null,
    });
    if (places instanceof AppError) {
      const key =
        places.code === 'ward_ref_invalid'
          ? 'ward'
          : places.code === 'industrial_zone_ref_invalid'
            ? 'zone'
            : 'organizationName';
      fail(row, key, places.message);
      continue;
    }

    if (!same) {
      // Every field passed its rule (bad is empty), so the row is whole.
      plan.creates.push({ row, fields: f as UserImportRow, roleId, places });
      continue;
    }
    const phoneNumber = f.phoneNumber ?? same.phoneNumber;
    const addRole = !same.roleIds.includes(roleId);
    const changed =
      addRole ||
      same.activeRoleId !== roleId ||
      same.fullName !== f.fullName ||
      same.phoneNumber !== phoneNumber ||
      same.organizationId !== places.organizationId ||
      same.xaPhuongId !== places.xaPhuongId ||
      same.cumKhuCnId !== places.cumKhuCnId;
    if (!changed) {
      plan.skipped++;
      plan.unchanged.push({ row, userId: same.id, phoneNumber });
      continue;
    }
    // Changing an account needs the right to update users, as update-user does: with only the right
    // to create, a row matching an existing account must not change it.
    if (!mayUpdate) {
      fail(row, 'username', 'Bạn không có quyền sửa tài khoản đã có (chỉ thêm được tài khoản mới)');
      continue;
    }
    plan.updates.push({
      row,
      userId: same.id,
      fullName: f.fullName!,
      phoneNumber,
      roleId,
      addRole,
      places,
      searchText: toSearchText(f.fullName, same.username, same.email, phoneNumber, same.identity),
    });
  }
  return plan;
}
