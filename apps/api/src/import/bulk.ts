import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/**
 * The bulk writer of imports: `INSERT … SELECT … FROM unnest($1::text[], …)` and its UPDATE twin,
 * each column one array parameter. About twice the rate of multi-row VALUES built by the ORM on
 * both engines (docs of the toolchain), and never near the 65,535 parameters of a statement. Call
 * it inside the import's transaction: all rows or none.
 */

/** Rows per statement; the parameters do not grow with it, only the statement's size. */
const BATCH = 2000;

type Values<T extends PgTable> = T['$inferInsert'];
type Key<T extends PgTable> = keyof Values<T> & string;

/** The column types an import writes, and the array type each travels as (jsonb as text). */
const WIRE: Record<string, string> = {
  text: 'text',
  integer: 'integer',
  smallint: 'smallint',
  boolean: 'boolean',
  /** 'YYYY-MM-DD' strings, as the schema's date columns read and write them. */
  date: 'date',
  jsonb: 'text',
};

interface Column {
  key: string;
  name: string;
  type: string;
}

function columnsOf<T extends PgTable>(table: T, keys: Key<T>[]): Column[] {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`bulk write: ${getTableName(table)} has no column ${key}`);
    const type = column.getSQLType();
    if (!WIRE[type]) throw new Error(`bulk write: ${getTableName(table)}.${key} is ${type}, not supported`);
    return { key, name: column.name, type };
  });
}

const names = (columns: Column[]) => sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
const read = (c: Column) => (c.type === 'jsonb' ? `v."${c.name}"::jsonb` : `v."${c.name}"`);

/** `unnest(…) as v(…)` over the rows' values of `columns`. */
function unnestOf(columns: Column[], rows: Record<string, unknown>[]) {
  const arrays = columns.map((c) => {
    const values = rows.map((row) => {
      const value = row[c.key] ?? null;
      return c.type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    });
    return sql`${sql.param(values)}::${sql.raw(WIRE[c.type]!)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) as v(${names(columns)})`;
}

function* batches<R>(rows: R[]) {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

/** Inserts the rows (the given columns of each; an absent value is null). */
export async function bulkInsert<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  keys: Key<T>[],
  rows: Partial<Values<T>>[],
  options: { onConflictDoNothing?: boolean } = {},
) {
  const columns = columnsOf(table, keys);
  const conflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  for (const batch of batches(rows)) {
    await tx.execute(
      sql`insert into ${table} (${names(columns)}) select ${sql.raw(columns.map(read).join(', '))} from ${unnestOf(columns, batch)}${conflict}`,
    );
  }
}

/** Sets the given columns of each row found by `by`, and `stamp` (its updated-at) to now. */
export async function bulkUpdate<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  by: Key<T>,
  keys: Key<T>[],
  rows: Partial<Values<T>>[],
  options: { stamp?: Key<T> } = {},
) {
  const [id, ...set] = columnsOf(table, [by, ...keys]);
  const assignments = set.map((c) => `"${c.name}" = ${read(c)}`);
  if (options.stamp) {
    const stamp = (getTableColumns(table) as Record<string, PgColumn>)[options.stamp]!;
    assignments.push(`"${stamp.name}" = now()`);
  }
  for (const batch of batches(rows)) {
    await tx.execute(
      sql`update ${table} as o set ${sql.raw(assignments.join(', '))} from ${unnestOf([id!, ...set], batch)} where o."${sql.raw(id!.name)}" = v."${sql.raw(id!.name)}"`,
    );
  }
}

/** `n` new ids from the table's own sequence, so that references between new rows are known first. */
export async function allocateIds(tx: DbOrTx, table: PgTable, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
