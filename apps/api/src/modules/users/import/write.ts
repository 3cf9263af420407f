import { availableParallelism } from 'node:os';
import { toSearchText, type UserImportResult } from '@congdoan/shared';
import { userRoles, users } from '../../../db/schema/index.js';
import { allocateIds, bulkInsert, bulkUpdate } from '../../../import/bulk.js';
import type { Write } from '../../../write/transaction.js';
import type { UserImportPlan } from './check.js';

/** The users import's write: passwords hashed first, then every account in one transaction. */

export type PasswordHasher = (password: string) => Promise<string>;

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

/** Every new account's password hash, made before the transaction opens (it takes seconds). */
export async function withPasswordHashes(
  plan: UserImportPlan,
  hash: PasswordHasher,
): Promise<UserImportPlan> {
  const hashes = await hashAll(
    plan.creates.map((c) => c.fields.passWord),
    hash,
  );
  return { ...plan, creates: plan.creates.map((c, i) => ({ ...c, passwordHash: hashes[i]! })) };
}

/** Writes a checked plan (with its hashes) and one audit row for the file. */
export async function writeUserImport(
  w: Write,
  plan: UserImportPlan,
  fileName: string,
): Promise<UserImportResult> {
  return (await writeUserImportWithIds(w, plan, fileName)).result;
}

/** `writeUserImport`, also answering the new accounts' ids in the order of `plan.creates`. */
export async function writeUserImportWithIds(
  w: Write,
  plan: UserImportPlan,
  fileName: string,
): Promise<{ result: UserImportResult; createdIds: number[] }> {
  const createdIds = await allocateIds(w.tx, users, plan.creates.length);
  await bulkInsert(
    w.tx,
    users,
    [
      'id',
      'username',
      'fullName',
      'identity',
      'email',
      'phoneNumber',
      'organizationId',
      'xaPhuongId',
      'cumKhuCnId',
      'activeRoleId',
      'passwordHash',
      'searchText',
    ],
    plan.creates.map(({ fields: f, places, roleId, passwordHash }, i) => {
      if (!passwordHash) throw new Error('users import: a new account without its password hash');
      return {
        id: createdIds[i]!,
        username: f.username,
        fullName: f.fullName,
        identity: f.identity ?? null,
        email: f.email ?? null,
        phoneNumber: f.phoneNumber ?? null,
        ...places,
        activeRoleId: roleId,
        passwordHash,
        searchText: toSearchText(f.fullName, f.username, f.email, f.phoneNumber, f.identity),
      };
    }),
  );
  await bulkInsert(
    w.tx,
    userRoles,
    ['userId', 'roleId'],
    plan.creates.map((c, i) => ({ userId: createdIds[i]!, roleId: c.roleId })),
  );
  await bulkUpdate(
    w.tx,
    users,
    'id',
    ['fullName', 'phoneNumber', 'organizationId', 'xaPhuongId', 'cumKhuCnId', 'activeRoleId', 'searchText'],
    plan.updates.map((u) => ({
      id: u.userId,
      fullName: u.fullName,
      phoneNumber: u.phoneNumber,
      ...u.places,
      activeRoleId: u.roleId,
      searchText: u.searchText,
    })),
    { stamp: 'updatedAt' },
  );
  await bulkInsert(
    w.tx,
    userRoles,
    ['userId', 'roleId'],
    plan.updates.filter((u) => u.addRole).map((u) => ({ userId: u.userId, roleId: u.roleId })),
    { onConflictDoNothing: true },
  );
  const result = { created: createdIds.length, updated: plan.updates.length, skipped: plan.skipped };
  await w.audit({
    action: 'import',
    subject: 'user',
    recordId: null,
    after: { fileName, ...result, createdIds, updatedIds: plan.updates.map((u) => u.userId) },
  });
  return { result, createdIds };
}
