import type { ErrorCode } from '@congdoan/shared';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';

/**
 * Rules the three category modules share: names and codes unique within their category, rows in
 * use cannot be deleted, and the database's own refusals (a concurrent insert, a concurrent
 * reference) answered with the same Vietnamese messages as the checks before them.
 */

export interface UniqueField {
  column: PgColumn;
  value: string;
  code: ErrorCode;
}

/** Refuses a value another row of the table already has, ignoring case. */
export async function assertUnique(
  db: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  fields: UniqueField[],
  exceptId?: number,
) {
  for (const field of fields) {
    const [taken] = await db
      .select({ id: idColumn })
      .from(table)
      .where(
        and(
          eq(sql`lower(${field.column})`, field.value.toLowerCase()),
          exceptId === undefined ? undefined : ne(idColumn, exceptId),
        ),
      )
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
export async function assertNotInUse(db: DbOrTx, what: string, id: number, usages: Usage[]) {
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
    throw new AppError('category_in_use', `Không thể xóa: ${what} đang được sử dụng bởi ${parts.join(', ')}`);
  }
}

/** The constraint a foreign-key violation (23503) names, or null for any other error. */
function foreignKeyViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === '23503' ? e : e?.cause?.code === '23503' ? e.cause : null;
  return source ? (source.constraint ?? '') : null;
}

/**
 * Maps what the database refused after the checks passed (another request wrote meanwhile) to the
 * same answers: a unique index to its code, a foreign key to `onForeignKey`; anything else is
 * rethrown.
 */
export function rethrowConflict(
  err: unknown,
  uniqueCodes: Record<string, ErrorCode>,
  onForeignKey?: () => AppError,
): never {
  const unique = uniqueViolation(err);
  if (unique !== null && uniqueCodes[unique]) throw new AppError(uniqueCodes[unique]);
  if (onForeignKey && foreignKeyViolation(err) !== null) throw onForeignKey();
  throw err;
}

/** A row's timestamps as the API answers them (ISO strings). */
export const isoTimes = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Vietnamese alphabetical order (ICU), for names. */
export const byName = (column: PgColumn): SQL => sql`${column} collate "und-x-icu"`;
