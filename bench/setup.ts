import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { type Config, loadConfig } from '../apps/api/src/config.js';
import { type Database, openPglite } from '../apps/api/src/db/client.js';
import { openThrowawayPostgres } from '../apps/api/src/db/throwaway.js';
import { ensureAdmin, ensureReferenceData } from '../apps/api/src/seed/seed.js';

/** What the API benches share: a fresh database on either engine, the app signed in as admin, a rate. */

export const PASSWORD = 'Bench@12345';

export const configOf = (): Config =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-')),
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  });

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
