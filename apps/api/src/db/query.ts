import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Vietnamese alphabetical order (ICU, the same on PGlite and PostgreSQL), for names. */
export const byName = (column: PgColumn): SQL => sql`${column} collate "und-x-icu"`;

/** A row's timestamps as the API answers them (ISO strings). */
export const isoTimes = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
