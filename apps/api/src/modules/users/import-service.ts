import { availableParallelism } from 'node:os';
import {
  ERRORS,
  type ImportRowError,
  toSearchText,
  USER_IMPORT_COLUMNS,
  type UserImportColumnKey,
  type UserImportResult,
  type UserImportRow,
  userImportRow,
} from '@congdoan/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accountConflict, type Places, placesForNewAccount } from '../../accounts.js';
import { audit } from '../../audit.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { industrialZones, organizations, roles, userRoles, users, wards } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../plugins/auth.js';
import { organizationScope, userScope } from '../../scope.js';
import type { SheetRow } from './import-workbook.js';
import { grantableRoles } from './repository.js';

/**
 * The users import: every row is checked first (the same field rules as the create form, the
 * same grant and scope rules as create-user, duplicates in the file and in the database); only a
 * file without a single error is written, in one transaction. A login name that exists with the
 * same CCCD/e-mail is the same person: an update (or nothing when nothing changed), so importing a
 * file twice creates no duplicates.
 */

export type PasswordHasher = (password: string) => Promise<string>;

const HEADER = Object.fromEntries(USER_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
  UserImportColumnKey,
  string
>;
const ORDER = Object.fromEntries(USER_IMPORT_COLUMNS.map((c, i) => [c.header, i]));

interface NewUser {
  row: number;
  fields: UserImportRow;
  roleId: number;
  places: Places;
}
interface ChangedUser {
  row: number;
  userId: number;
  fullName: string;
  phoneNumber: string | null;
  roleId: number;
  addRole: boolean;
  places: Places;
  searchText: string;
}
export interface ImportPlan {
  creates: NewUser[];
  updates: ChangedUser[];
  skipped: number;
}
export interface ImportCheck {
  errors: ImportRowError[];
  plan: ImportPlan;
}

/** Queries with IN lists go in slices, well under the bind-parameter limit of PostgreSQL. */
const SLICE = 1000;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));
const lower = (s: string) => s.toLowerCase();

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
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        identity: users.identity,
        email: users.email,
        phoneNumber: users.phoneNumber,
        activeRoleId: users.activeRoleId,
        organizationId: users.organizationId,
        xaPhuongId: users.xaPhuongId,
        cumKhuCnId: users.cumKhuCnId,
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

/** Name (exact, any case) or code → id; a name given twice in accent-free form only is ambiguous. */
function placeIndex(items: { id: number; code?: string | null; name: string }[]) {
  const exact = new Map<string, number>();
  const loose = new Map<string, number | 'ambiguous'>();
  for (const item of items) {
    exact.set(lower(item.name.trim()), item.id);
    if (item.code) exact.set(lower(item.code.trim()), item.id);
    const key = toSearchText(item.name);
    loose.set(key, loose.has(key) ? 'ambiguous' : item.id);
  }
  return (text: string): number | 'ambiguous' | undefined =>
    exact.get(lower(text)) ?? loose.get(toSearchText(text));
}

/** The organisations in scope a unit cell can name, by lower-case name and by lower-case code. */
async function organizationsByName(db: DbOrTx, actor: Actor, rows: Partial<UserImportRow>[]) {
  const names = [...new Set(rows.flatMap((r) => (r.organizationName ? [lower(r.organizationName)] : [])))];
  const byName = new Map<string, number[]>();
  const add = (key: string, id: number) => {
    const ids = byName.get(key) ?? [];
    if (!ids.includes(id)) byName.set(key, [...ids, id]);
  };
  for (const s of slices(names)) {
    const found = await db
      .select({ id: organizations.id, name: organizations.name, code: organizations.code })
      .from(organizations)
      .where(
        sql`(${inArray(sql`lower(${organizations.name})`, s)} or ${inArray(sql`lower(${organizations.code})`, s)}) and ${organizationScope(actor) ?? sql`true`}`,
      );
    for (const o of found) {
      if (o.code && s.includes(lower(o.code))) byName.set(lower(o.code), [o.id]); // a code is unique
      if (s.includes(lower(o.name)) && !(o.code && lower(o.code) === lower(o.name))) add(lower(o.name), o.id);
    }
  }
  return byName;
}

/** Checks every row; the plan is only meant to be written when there are no errors. */
export async function checkUserImport(db: DbOrTx, actor: Actor, sheet: SheetRow[]): Promise<ImportCheck> {
  const errors: ImportRowError[] = [];
  const fail = (row: number, key: UserImportColumnKey, message: string) =>
    errors.push({ row, column: HEADER[key], message });

  // 1. Each field by the shared rules; a row with a bad field is still checked on the others.
  type Checked = { row: number; fields: Partial<UserImportRow>; bad: Set<UserImportColumnKey> };
  const checked: Checked[] = sheet.map(({ row, values }) => {
    const result = userImportRow.safeParse(values);
    if (result.success) return { row, fields: result.data, bad: new Set() };
    const fields: Partial<UserImportRow> = {};
    const bad = new Set<UserImportColumnKey>();
    for (const col of USER_IMPORT_COLUMNS) {
      const one = userImportRow.shape[col.key].safeParse(values[col.key]);
      if (one.success) Object.assign(fields, { [col.key]: one.data });
      else {
        bad.add(col.key);
        fail(row, col.key, one.error.issues[0]?.message ?? ERRORS.validation_failed.message);
      }
    }
    return { row, fields, bad };
  });

  // 2. Duplicates inside the file: the later row is the error.
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

  // 3. Roles, places and accounts, each read once for the whole file.
  const fields = checked.map((c) => c.fields);
  const [allRoles, grantable, wardList, zoneList, orgsByName, existing] = await Promise.all([
    db.select({ id: roles.id, name: roles.name }).from(roles),
    grantableRoles(db, actor),
    db.select({ id: wards.id, code: wards.code, name: wards.name }).from(wards),
    db
      .select({ id: industrialZones.id, code: industrialZones.code, name: industrialZones.name })
      .from(industrialZones),
    organizationsByName(db, actor, fields),
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

  const plan: ImportPlan = { creates: [], updates: [], skipped: 0 };
  for (const { row, fields: f, bad } of checked) {
    const before = errors.length;
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
      const ids = orgsByName.get(lower(f.organizationName)) ?? [];
      if (ids.length === 1) organizationId = ids[0];
      else
        fail(
          row,
          'organizationName',
          ids.length
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
    if (bad.size || errors.length > before || typeof roleId !== 'number') continue;

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
  errors.sort((a, b) => a.row - b.row || (ORDER[a.column] ?? 0) - (ORDER[b.column] ?? 0));
  return { errors, plan };
}

/** How many rows of the file have at least one error. */
export const rowsWithErrors = (errors: ImportRowError[]) => new Set(errors.map((e) => e.row)).size;

/**
 * argon2id at OWASP cost holds 19 MiB and ~20 ms of a libuv pool thread per hash. Ten thousand
 * started at once would queue ahead of every other request's hashing and file work on the four
 * pool threads (a colleague's sign-in would wait minutes): a few at a time leaves room for them.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

export async function hashAll(passwords: string[], hash: PasswordHasher): Promise<string[]> {
  const out = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hash(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
  return out;
}

const BATCH = 500;

/** Writes a checked plan in one transaction with one audit row; hashes are made before it opens. */
export async function writeUserImport(
  db: Db,
  request: FastifyRequest,
  plan: ImportPlan,
  hash: PasswordHasher,
  fileName: string,
): Promise<UserImportResult> {
  const hashes = await hashAll(
    plan.creates.map((c) => c.fields.passWord),
    hash,
  );
  const values = plan.creates.map((c, i) => ({
    username: c.fields.username,
    fullName: c.fields.fullName,
    identity: c.fields.identity ?? null,
    email: c.fields.email ?? null,
    phoneNumber: c.fields.phoneNumber ?? null,
    ...c.places,
    activeRoleId: c.roleId,
    passwordHash: hashes[i]!,
    searchText: toSearchText(
      c.fields.fullName,
      c.fields.username,
      c.fields.email,
      c.fields.phoneNumber,
      c.fields.identity,
    ),
  }));
  return db
    .transaction(async (tx) => {
      const createdIds: number[] = [];
      for (let i = 0; i < values.length; i += BATCH) {
        const batch = values.slice(i, i + BATCH);
        const created = await tx
          .insert(users)
          .values(batch)
          .returning({ id: users.id, username: users.username });
        // RETURNING promises no order: the role goes by login name.
        const roleOf = new Map(batch.map((v) => [lower(v.username), v.activeRoleId]));
        await tx
          .insert(userRoles)
          .values(created.map((u) => ({ userId: u.id, roleId: roleOf.get(lower(u.username!))! })));
        createdIds.push(...created.map((u) => u.id));
      }
      for (const u of plan.updates) {
        await tx
          .update(users)
          .set({
            fullName: u.fullName,
            phoneNumber: u.phoneNumber,
            ...u.places,
            activeRoleId: u.roleId,
            searchText: u.searchText,
            updatedAt: new Date(),
          })
          .where(eq(users.id, u.userId));
        if (u.addRole)
          await tx.insert(userRoles).values({ userId: u.userId, roleId: u.roleId }).onConflictDoNothing();
      }
      const result = { created: createdIds.length, updated: plan.updates.length, skipped: plan.skipped };
      await audit(tx, request, {
        action: 'import',
        subject: 'user',
        recordId: null,
        after: { fileName, ...result, createdIds, updatedIds: plan.updates.map((u) => u.userId) },
      });
      return result;
    })
    .catch(accountConflict);
}
