import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, migrationsFolder } from '../db/client.js';
import { BackupFileError, type Migration, RowChecksum, type TableSummary } from './format.js';

/**
 * What the backup reads from and writes into a database, the same SQL on PGlite and PostgreSQL:
 * each table's rows as `row_to_json` text (a logical dump both engines share), read through a
 * cursor in one repeatable-read transaction, and loaded back with `json_populate_recordset`.
 */

type Rows<T> = { rows: T[] };
const run = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { when: number; tag: string }[];
};

/** The newest migration this code knows. */
export const latestKnownMigration = () => journal.entries[journal.entries.length - 1]!;

/**
 * A migrations folder of this version's migrations up to the one a backup was written at (`upTo`),
 * or undefined when that is the newest: a restore builds the structure the file's rows were read
 * from, loads them, and lets the later migrations carry them forward as they carried every database
 * of that version (a migration that fills a new column from the old ones fills it here too).
 */
export function migrationsUpTo(upTo: number): { folder: string; remove(): void } | undefined {
  const kept = journal.entries.filter((e) => e.when <= upTo);
  if (kept.length === journal.entries.length) return undefined;
  if (kept.at(-1)?.when !== upTo)
    throw new BackupFileError('Tệp sao lưu được ghi ở một cấu trúc dữ liệu mà phiên bản này không biết.');
  const folder = mkdtempSync(path.join(tmpdir(), 'congdoan-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  for (const e of kept)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The output settings that make a row's JSON the same text on both engines. */
async function fixOutput(tx: DbOrTx) {
  for (const setting of [
    "set local timezone = 'UTC'",
    "set local datestyle = 'ISO, YMD'",
    "set local intervalstyle = 'postgres'",
    "set local bytea_output = 'hex'",
    'set local extra_float_digits = 1',
  ])
    await tx.execute(sql.raw(setting));
}

export async function lastMigration(db: DbOrTx): Promise<Migration> {
  const rows = await run<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('Cơ sở dữ liệu chưa được khởi tạo cấu trúc (chưa chạy migration nào).');
  const createdAt = Number(row.created_at);
  return { hash: row.hash, createdAt, tag: journal.entries.find((e) => e.when === createdAt)?.tag ?? null };
}

export async function tableNames(db: DbOrTx): Promise<string[]> {
  const rows = await run<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/** A table's columns in their order, and those a row can be given (not generated). */
async function columnsOf(db: DbOrTx, table: string) {
  const rows = await run<{ name: string; generated: string }>(
    db,
    sql`select attname as name, attgenerated as generated from pg_attribute
        where attrelid = ${`public."${table.replace(/"/g, '""')}"`}::regclass and attnum > 0 and not attisdropped
        order by attnum`,
  );
  return { all: rows.map((r) => r.name), writable: rows.filter((r) => !r.generated).map((r) => r.name) };
}

export interface DumpSink {
  begin(migration: Migration, tables: string[]): Promise<void>;
  table(name: string, columns: string[]): Promise<void>;
  rows(lines: string[]): Promise<void>;
  tableEnd(name: string, summary: TableSummary): Promise<void>;
}

const FETCH = 2000;

/**
 * Reads every table of `db` in one consistent snapshot. On PGlite the transaction holds the one
 * connection: the server's requests wait for the dump (the exclusive lock a copy needs).
 */
export async function dumpTables(
  database: Database,
  sink: DumpSink | null,
): Promise<Record<string, TableSummary>> {
  const summaries: Record<string, TableSummary> = {};
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
    await fixOutput(tx);
    // A fetch is short, but a million rows are longer than the pool's statement timeout on a busy machine.
    await tx.execute(sql.raw('set local statement_timeout = 0'));
    const migration = await lastMigration(tx);
    const tables = await tableNames(tx);
    await sink?.begin(migration, tables);
    for (const table of tables) {
      const { all } = await columnsOf(tx, table);
      await sink?.table(table, all);
      const sum = new RowChecksum();
      await tx.execute(
        sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
      );
      for (;;) {
        const rows = await run<{ j: string }>(tx, sql.raw(`fetch ${FETCH} from backup_rows`));
        if (!rows.length) break;
        const lines = rows.map((r) => r.j);
        for (const line of lines) sum.add(line);
        await sink?.rows(lines);
        if (rows.length < FETCH) break;
      }
      await tx.execute(sql.raw('close backup_rows'));
      summaries[table] = { count: sum.count, checksum: sum.value };
      await sink?.tableEnd(table, summaries[table]);
    }
  });
  return summaries;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Prepares a freshly migrated database for a load: empties every table (a migration may have
 * put rows in), drops the foreign keys (put back, and so checked, by `finishLoad`) and turns the
 * tables' own triggers off (the rows come with what the triggers computed).
 */
export async function prepareLoad(db: DbOrTx) {
  // Putting a foreign key back checks every row: longer than the pool's statement timeout for a million.
  await db.execute(sql.raw('set local statement_timeout = 0'));
  const tables = await tableNames(db);
  const foreignKeys = await run<ForeignKey>(
    db,
    sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  for (const fk of foreignKeys)
    await db.execute(sql`alter table ${sql.raw(fk.table)} drop constraint ${ident(fk.name)}`);
  if (tables.length)
    await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity`));
  for (const table of tables) await db.execute(sql`alter table ${ident(table)} disable trigger user`);
  const columns = new Map<string, { all: string[]; writable: string[] }>();
  for (const table of tables) columns.set(table, await columnsOf(db, table));
  return { tables, foreignKeys, columns };
}

export type LoadPlan = Awaited<ReturnType<typeof prepareLoad>>;

/** The statement that inserts one batch of a table's rows (the file's columns only: the others take their defaults). */
export function insertStatement(plan: LoadPlan, table: string, fileColumns: string[]) {
  const target = plan.columns.get(table);
  if (!target) throw new BackupFileError(`Bảng ${table} trong tệp sao lưu không có trong cơ sở dữ liệu này.`);
  const unknown = fileColumns.filter((c) => !target.all.includes(c));
  if (unknown.length)
    throw new BackupFileError(`Bảng ${table}: cột ${unknown.join(', ')} không có trong cơ sở dữ liệu này.`);
  const cols = fileColumns
    .filter((c) => target.writable.includes(c))
    .map((c) => `"${c.replace(/"/g, '""')}"`)
    .join(', ');
  return (lines: string[]) =>
    sql`insert into ${ident(table)} (${sql.raw(cols)}) overriding system value
        select ${sql.raw(cols)} from json_populate_recordset(null::${ident(table)}, ${`[${lines.join(',')}]`}::json)`;
}

/** Puts back the foreign keys (checking every row), the triggers, and each sequence past its column's largest value. */
export async function finishLoad(db: DbOrTx, plan: LoadPlan) {
  for (const fk of plan.foreignKeys)
    await db.execute(
      sql`alter table ${sql.raw(fk.table)} add constraint ${ident(fk.name)} ${sql.raw(fk.definition)}`,
    );
  for (const table of plan.tables) await db.execute(sql`alter table ${ident(table)} enable trigger user`);
  const sequences = await run<{ table: string; column: string; seq: string }>(
    db,
    sql`select c.relname as table, a.attname as column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
  );
  for (const s of sequences)
    await db.execute(
      sql`select setval(${s.seq}, coalesce((select max(${ident(s.column)}) from ${ident(s.table)}), 0) + 1, false)`,
    );
}
