import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { attachBus, type NotifyBus } from './notify.js';
import { CONNECT_TIMEOUT_MS } from './pg-listener.js';
import { installCompiledRowMapping } from './row-mapping.js';
import * as schema from './schema/index.js';

installCompiledRowMapping();

export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Messages published in a transaction, heard after commit by every instance on this database. */
  bus: NotifyBus;
  /** Applies the migrations of `folder` (default: this version's) the database has not had. */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * PGlite in a directory (or in memory when dataDir is undefined), or in memory from a dumped data
 * directory (`loadDataDir`: how the tests copy a migrated template instead of migrating per file),
 * with `settings` added to PGlite's own (`['shared_buffers=16MB']`).
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  settings: string[] = [],
): Promise<Database> {
  const startParams = [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])];
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir, startParams });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process holds a PGlite database: its messages need no NOTIFY.
  const bus = attachBus(db, null);
  return {
    db,
    kind: 'pglite',
    bus,
    migrate: (folder = migrationsFolder) =>
      migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await bus.close();
      await client.close();
    },
  };
}

/**
 * A pool client whose connecting gives up after CONNECT_TIMEOUT_MS. Set on the clients, not the
 * pool: the pool's own connectionTimeoutMillis also bounds a request's wait for a free client, and
 * a busy pool (writes queued on the tree lock) would then answer 503 instead of slowly.
 *
 * It also hears its own errors for its whole life. The pool listens to a client only while the
 * client is idle in it; one checked out (a transaction holds it from `begin` to `commit`) emits a
 * lost connection as an 'error' event that nobody hears, and an unheard 'error' ends the process
 * (docs/architecture.md, "Engines"). The error is not lost: the query running on the client fails
 * with it, a later one fails as "not queryable" (both answer 503), and the pool drops the client
 * when it is released.
 */
class ConnectingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    this.on('error', () => undefined);
  }
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    statement_timeout: 30_000,
    Client: ConnectingClient,
  });
  // An idle connection that the server ends (a restart, a dropped database) must not crash the
  // process: the pool replaces it on the next query.
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) console.error(`PostgreSQL: an idle connection failed: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const bus = attachBus(db, url);
  return {
    db,
    kind: 'postgres',
    bus,
    migrate: (folder = migrationsFolder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      closing = true;
      await bus.close();
      await pool.end();
    },
  };
}
