import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { openThrowawayPostgres } from '../db/throwaway.js';
import { seedReferenceData, type TemplateName, type Templates } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Built by the global setup (global-setup.ts) for the run's engine. */
    databaseTemplates: Templates | undefined;
  }
}

/**
 * A test database holds a few hundred rows: PGlite's 128 MB of shared buffers, cleared at every
 * start, cost a third of a file's opening (about 0.7 s of 2 s of CPU).
 */
const TEST_PGLITE = ['shared_buffers=16MB'];

/** Each template's dump, read once per worker (the files of a worker share this module). */
const dumps = new Map<string, Blob>();
const dumpOf = (file: string) => {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
};

/**
 * A fresh database per test file, copied from the run's template: PGlite in memory, or, with
 * TEST_DATABASE_URL, a new PostgreSQL database dropped when it is closed. 'migrated' (the default)
 * holds the schema only; 'seeded' also the reference data and the administrator.
 */
export async function openTestDatabase(template: TemplateName = 'migrated'): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const templates = inject('databaseTemplates');
  if (templates?.kind === 'postgres' && url) return openThrowawayPostgres(url, 5, templates[template]);
  if (templates?.kind === 'pglite' && !url)
    return openPglite(undefined, dumpOf(templates[template]), TEST_PGLITE);
  // A run without the global setup (another config): the file builds its own.
  const database = url ? await openThrowawayPostgres(url) : await openPglite();
  await database.migrate();
  if (template === 'seeded') await seedReferenceData(database);
  return database;
}

/**
 * A second pool (and listener) on the PostgreSQL database of `database`: what another API instance
 * sharing it would have. Closing it leaves the database to its first owner.
 */
export async function openSecondInstance(database: Database): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || database.kind !== 'postgres') throw new Error('a second instance needs TEST_DATABASE_URL');
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const target = new URL(url);
  target.pathname = `/${rows[0]!.name}`;
  return openPostgres(target.toString(), 2);
}
