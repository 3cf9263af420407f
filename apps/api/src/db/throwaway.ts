import pg from 'pg';
import { type Database, openPostgres } from './client.js';

/** A database name of this process that no other run takes: `<prefix>_<pid>_<time>_<random>`. */
export function throwawayName(prefix = 't') {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Runs one statement on the server of `url` over a connection of its own. */
export async function onPostgresServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** SQLSTATE 55006: the template had another connection at that moment. */
const OBJECT_IN_USE = '55006';

/**
 * A new PostgreSQL database on the server of `url`, dropped when closed: each API test file and
 * each benchmark run gets one of its own. With `template`, a copy of that database (the tests'
 * migrated template, docs/architecture.md, "Testing") instead of an empty one.
 */
export async function openThrowawayPostgres(url: string, poolSize = 5, template?: string): Promise<Database> {
  const name = throwawayName();
  const create = `create database ${name}${template ? ` template ${template}` : ''}`;
  // Copies of one template from several test workers at once are fine; a copy refused because a
  // connection to the template was still closing is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await onPostgresServer(url, create);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), poolSize);
  return {
    ...database,
    close: async () => {
      await database.close();
      await onPostgresServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
