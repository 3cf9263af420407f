import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { type Config, loadConfig } from '../apps/api/src/config.js';
import { type Database, openPglite } from '../apps/api/src/db/client.js';
import { openThrowawayPostgres } from '../apps/api/src/db/throwaway.js';
import { ensureAdmin, ensureReferenceData } from '../apps/api/src/seed/seed.js';

/** What the API benches share: a fresh database on either engine, the app signed in as admin, a rate. */

export const PASSWORD = 'Bench@12345';

/** The settings of every bench server (a server in a process of its own gets them in its environment). */
export const BENCH_ENV = {
  ADMIN_PASSWORD: PASSWORD,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
};

export const configOf = (): Config =>
  loadConfig({ ...BENCH_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-')) });

export const quiet = { info: () => undefined, warn: () => undefined } as never;

/** Migrated, with the reference data and the administrator. */
export async function freshDatabase(config: Config, postgresUrl?: string): Promise<Database> {
  const database = postgresUrl ? await openThrowawayPostgres(postgresUrl, 10) : await openPglite();
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureAdmin(database.db, config, quiet);
  return database;
}

export async function appWithAdmin(database: Database, config: Config) {
  const app = await buildApp(config, database, { logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  return { app, token: login.json().data.accessToken as string };
}

export interface Rate {
  perSecond: number;
  meanMs: number;
}

/** Calls `fn` back to back for `seconds`. */
export async function rateOf(seconds: number, fn: () => Promise<unknown>): Promise<Rate> {
  let n = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    await fn();
    n++;
  }
  const ms = performance.now() - started;
  return { perSecond: n / (ms / 1000), meanMs: ms / n };
}

export const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The value below which a share `q` of `xs` lies (0.5: the median, 0.95: the p95). */
export const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)]!;

type Query = (...args: unknown[]) => Promise<unknown>;
/** A pg pool's client, checked out for a transaction (drizzle's node-postgres session). */
type Connection = { query: Query; release: (...args: unknown[]) => void };
/** The driver under drizzle: a pg pool (connect) or PGlite (transaction), both with query. */
type Driver = {
  query: Query;
  connect?: (...args: unknown[]) => Promise<Connection>;
  transaction?: (fn: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
};

/**
 * The statements `call` sends through the driver (the session check and the request's own), and
 * the driver's own query function, which replays them without recording. A transaction's
 * statements go through a connection of its own (a pg pool's client from `begin` to `commit`, a
 * PGlite transaction), so they are recorded apart, each transaction's together, and replayed the
 * same way by `replayTransaction`: the overview turns JIT off for its member read inside one.
 */
export async function recordStatements(database: Database, call: () => Promise<unknown>) {
  const client = (database.db as unknown as { $client: Driver }).$client;
  const query = client.query.bind(client);
  const connect = client.connect?.bind(client);
  const transaction = client.transaction?.bind(client);
  const statements: unknown[][] = [];
  const transactions: unknown[][][] = [];
  client.query = (...args: unknown[]) => {
    statements.push(args);
    return query(...args);
  };
  if (connect) {
    // Drizzle checks a client out with no arguments; the pool's own query passes a callback.
    client.connect = async (...args: unknown[]) => {
      if (args.length) return connect(...args);
      const connection = await connect();
      const { query: own, release } = connection;
      const recorded: unknown[][] = [];
      transactions.push(recorded);
      connection.query = (...a: unknown[]) => {
        recorded.push(a);
        return own.apply(connection, a);
      };
      connection.release = (...a: unknown[]) => {
        connection.query = own;
        connection.release = release;
        release.apply(connection, a);
      };
      return connection;
    };
  }
  if (transaction) {
    client.transaction = (fn) =>
      transaction((tx) => {
        const own = tx.query.bind(tx);
        const recorded: unknown[][] = [];
        transactions.push(recorded);
        tx.query = (...a: unknown[]) => {
          recorded.push(a);
          return own(...a);
        };
        return fn(tx);
      });
  }
  try {
    await call();
  } finally {
    client.query = query;
    if (connect) client.connect = connect;
    if (transaction) client.transaction = transaction;
  }
  const replayTransaction = async (recorded: unknown[][]) => {
    if (connect) {
      const connection = await connect();
      try {
        for (const args of recorded) await connection.query(...args);
      } finally {
        connection.release();
      }
    } else if (transaction) {
      await transaction(async (tx) => {
        for (const args of recorded) await tx.query(...args);
      });
    }
  };
  return { statements, query, transactions, replayTransaction };
}

/**
 * One request through the API against the very statements it runs, replayed through the driver
 * alone: `call` is run once with the driver's queries recorded (the session check and the
 * request's own), then both sides for `seconds` each, in 2 interleaved rounds so that both see the
 * same machine noise. The statements are replayed one after another, a transaction's on a connection
 * of its own after the others. The request's times give its quantiles.
 */
export async function apiAgainstStatements(
  database: Database,
  seconds: number,
  call: () => Promise<unknown>,
) {
  const { statements, query, transactions, replayTransaction } = await recordStatements(database, call);
  const replay = async () => {
    for (const args of statements) await query(...args);
    for (const recorded of transactions) await replayTransaction(recorded);
  };
  const times: number[] = [];
  const timed = async () => {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  };
  const api: Rate[] = [];
  const driver: Rate[] = [];
  for (let round = 0; round < 2; round++) {
    api.push(await rateOf(seconds, timed));
    driver.push(await rateOf(seconds, replay));
  }
  const mean = (rs: Rate[]) => rs.reduce((s, r) => s + r.perSecond, 0) / rs.length;
  return {
    statements: statements.length + transactions.reduce((n, t) => n + t.length, 0),
    p50Ms: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    apiPerSecond: mean(api),
    driverPerSecond: mean(driver),
  };
}
