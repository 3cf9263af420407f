import pg from 'pg';
import { type Database, openPostgres } from './client.js';

/**
 * A new PostgreSQL database on the server of `url`, dropped when closed: each API test file and
 * each benchmark run gets one of its own.
 */
export async function openThrowawayPostgres(url: string, poolSize = 5): Promise<Database> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), poolSize);
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
