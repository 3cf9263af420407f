import type { SortOrder } from '@congdoan/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * Vietnamese alphabetical order (ICU, the same on PGlite and PostgreSQL), for names and every other
 * text a list sorts by (docs/requirements.md, "Sorting").
 */
export const byName = (column: PgColumn): SQL => sql`${column} collate "und-x-icu"`;

/**
 * An enumerated column in the order its shared constant declares (an organisation's level from the
 * province down), not in the spelling of its codes.
 */
export const byListOrder = (column: PgColumn, values: readonly string[]): SQL =>
  sql`array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column})`;

/**
 * What a list sorts by for each of its sortable columns (the shared `*_SORT_COLUMNS`): a column, or
 * an expression (text through `byName`). Typed against the shared list, so a column added there
 * without a mapping here does not compile.
 */
export type SortColumns<C extends readonly string[]> = { readonly [K in C[number]]: AnyColumn | SQL };

/**
 * A list's ORDER BY (docs/requirements.md, "Sorting"): the column the caller asked for in the asked
 * direction, blanks last either way, then the list's own order, which ends with the id so that
 * paging never repeats or skips a row. Without `sortBy`, the list's own order alone.
 */
export function sortedBy<C extends readonly string[]>(
  columns: SortColumns<C>,
  q: { sortBy?: C[number] | undefined; order?: SortOrder | undefined },
  ownOrder: SQL[],
): SQL[] {
  if (q.sortBy === undefined) return ownOrder;
  const direction = q.order === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${columns[q.sortBy]} ${direction} nulls last`, ...ownOrder];
}

/** A row's timestamps as the API answers them (ISO strings). */
export const isoTimes = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The rows of a raw statement, typed by the caller: both drivers answer `execute` with `{ rows }`,
 * which drizzle's common type does not show.
 */
export async function executeRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
