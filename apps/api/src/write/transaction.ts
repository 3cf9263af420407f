import type { ErrorCode } from '@congdoan/shared';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../db/client.js';
import { AppError } from '../errors.js';
import { enqueue } from '../outbox/enqueue.js';
import type { ChannelName, PayloadOf } from '../outbox/payloads.js';
import { type AuditEntry, audit, auditMany } from './audit.js';

/**
 * The one way a write runs (docs/architecture.md, "A write"): a transaction, the rules checked
 * inside it, the audit rows written in it, and the database's own refusals — a unique index or a
 * foreign key tripped by a concurrent request after the checks passed — answered with the same
 * Vietnamese messages as the checks.
 */

/** What a write's work is given: its transaction and the audit of the request's caller. */
export interface Write {
  tx: Tx;
  /** One audit row (who, what, which record, before/after); secrets never enter it. */
  audit(entry: AuditEntry): Promise<void>;
  /** Many audit rows at once (an import's one row per record). */
  auditMany(entries: AuditEntry[]): Promise<void>;
  /** A delivery (an e-mail…) sent once the transaction commits, never if it rolls back. */
  enqueue<C extends ChannelName>(channel: C, payload: PayloadOf<C>): Promise<void>;
}

/**
 * The answer to a refusal: a code (its own message), or an error built for it from the constraint's
 * name (undefined: not one the write expects, rethrown as it came).
 */
export type Answer = ErrorCode | ((constraint: string) => AppError | undefined);

export interface Conflicts {
  /** Unique index name → the answer its violation gets. */
  unique?: Record<string, Answer>;
  /** The answer when a foreign key refuses (a reference written or removed meanwhile). */
  foreignKey?: Answer;
}

/**
 * Runs `work` in one transaction; see the comment at the top of this file. `request` is whose
 * write it is (its caller, id and address go into the audit rows), or null for a write that no
 * request makes (a scheduled job, the demo seed). Inside another transaction it is a savepoint.
 */
export async function writeTransaction<T>(
  db: DbOrTx,
  request: FastifyRequest | null,
  work: (w: Write) => Promise<T>,
  conflicts: Conflicts = {},
): Promise<T> {
  try {
    return await db.transaction((tx) =>
      work({
        tx,
        audit: (entry) => audit(tx, request, entry),
        auditMany: (entries) => auditMany(tx, request, entries),
        enqueue: (channel, payload) => enqueue(tx, channel, payload),
      }),
    );
  } catch (err) {
    rethrowConflict(err, conflicts);
  }
}

const answer = (a: Answer, constraint: string) => (typeof a === 'string' ? new AppError(a) : a(constraint));

/** The constraint of a violation with the given SQLSTATE, or null for any other error. */
function violated(err: unknown, sqlState: string): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === sqlState ? e : e?.cause?.code === sqlState ? e.cause : null;
  return source ? (source.constraint ?? '') : null;
}

/** The constraint a unique violation (23505) names, or null for any other error. */
export const uniqueViolation = (err: unknown) => violated(err, '23505');

/** Maps what the database refused to its answer in `conflicts`; anything else is rethrown. */
export function rethrowConflict(err: unknown, conflicts: Conflicts): never {
  const unique = uniqueViolation(err);
  const onUnique = unique === null ? undefined : conflicts.unique?.[unique];
  const foreignKey = violated(err, '23503');
  const answered =
    (onUnique && answer(onUnique, unique!)) ||
    (conflicts.foreignKey && foreignKey !== null && answer(conflicts.foreignKey, foreignKey));
  throw answered || err;
}

/** Refuses a reference to a row that does not exist (or that `where` excludes, e.g. out of scope). */
export async function assertExists(
  db: DbOrTx,
  table: PgTable & { id: PgColumn },
  id: number,
  code: ErrorCode,
  where?: SQL,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), where))
    .limit(1);
  if (!row) throw new AppError(code);
}

export interface UniqueField {
  column: PgColumn;
  value: string;
  code: ErrorCode;
  /** Compared as stored rather than ignoring case (digits: the plain unique index serves it). */
  exact?: boolean;
}

/**
 * Refuses a value another row of the table already has, ignoring case; `exceptId` is the row being
 * changed, and `where` narrows the rows compared (names unique under one parent, within one list).
 */
export async function assertUnique(
  db: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  fields: UniqueField[],
  exceptId?: number,
  where?: SQL,
) {
  for (const field of fields) {
    const same = field.exact
      ? eq(field.column, field.value)
      : eq(sql`lower(${field.column})`, field.value.toLowerCase());
    const [taken] = await db
      .select({ id: idColumn })
      .from(table)
      .where(and(same, exceptId === undefined ? undefined : ne(idColumn, exceptId), where))
      .limit(1);
    if (taken) throw new AppError(field.code);
  }
}

export interface Usage {
  /** What uses the row, counted: 'đơn vị', 'người dùng'. */
  label: string;
  table: PgTable;
  column: PgColumn;
}

/**
 * Refuses to delete a row still referenced, saying where and how often:
 * 'Không thể xóa: xã/phường đang được sử dụng bởi 12 đơn vị, 3 người dùng'.
 */
export async function assertNotInUse(
  db: DbOrTx,
  what: string,
  id: number,
  usages: Usage[],
  code: ErrorCode = 'category_in_use',
) {
  // One after another: inside a transaction there is one connection.
  const counts: number[] = [];
  for (const u of usages) {
    const [row] = await db.select({ n: count() }).from(u.table).where(eq(u.column, id));
    counts.push(row?.n ?? 0);
  }
  const parts = usages.flatMap((u, i) =>
    counts[i]! > 0 ? [`${counts[i]!.toLocaleString('vi-VN')} ${u.label}`] : [],
  );
  if (parts.length) {
    throw new AppError(code, `Không thể xóa: ${what} đang được sử dụng bởi ${parts.join(', ')}`);
  }
}
