import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Accent-free lower-case text written by the application (toSearchText), trigram-indexed. */
export const searchText = () => text('search_text').notNull().default('');

/**
 * The condition of a CHECK constraint that keeps an enumerated column to the values of its shared
 * constant (`kind in ('phuong', 'xa', 'dac_khu')`); a null passes, as CHECK lets it.
 */
export function oneOf(column: PgColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.raw(literals.join(', '))})`;
}
