import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { onPostgresServer, throwawayName } from '../db/throwaway.js';
import { ensureAdmin, ensureReferenceData } from '../seed/seed.js';
import { testConfig } from './config.js';

/**
 * The databases a test file starts from, built once per run (docs/architecture.md, "Testing"):
 * 'migrated' has the schema only, 'seeded' also the reference data and the administrator, as
 * the server's start leaves them. On PGlite each is a dumped data directory (a tar file) that a
 * file loads in memory; on PostgreSQL each is a database that a file copies with
 * `CREATE DATABASE … TEMPLATE`.
 */
export type Templates =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; migrated: string; seeded: string };
export type TemplateName = 'migrated' | 'seeded';

/** What a seeded template holds beyond the schema: the start-up data of the server. */
export async function seedReferenceData(database: Database) {
  await ensureReferenceData(database.db);
  await ensureAdmin(database.db, testConfig(), { info: () => undefined, warn: () => undefined } as never);
}

/** Builds both templates; the answer drops them (the test run's teardown). */
export async function buildTemplates(
  postgresUrl: string | undefined,
): Promise<{ templates: Templates; drop(): Promise<void> }> {
  return postgresUrl ? buildPostgresTemplates(postgresUrl) : buildPgliteTemplates();
}

async function buildPgliteTemplates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'congdoan-templates-'));
  const dataDir = path.join(dir, 'db');
  const dump = async (file: string) => {
    // The Database type hides the PGlite client; a second opening of the closed directory dumps it.
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const blob = await client.dumpDataDir('none');
    await client.close();
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  };
  const database = await openPglite(dataDir);
  await database.migrate();
  await database.close();
  const migrated = await dump(path.join(dir, 'migrated.tar'));
  const again = await openPglite(dataDir);
  await seedReferenceData(again);
  await again.close();
  const seeded = await dump(path.join(dir, 'seeded.tar'));
  return {
    templates: { kind: 'pglite' as const, migrated, seeded },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function buildPostgresTemplates(url: string) {
  const migrated = throwawayName('tpl');
  const seeded = `${migrated}_seeded`;
  const open = (name: string) => {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return openPostgres(target.toString(), 2);
  };
  await onPostgresServer(url, `create database ${migrated}`);
  try {
    // Closed before it is copied: PostgreSQL copies a template that nobody is connected to.
    const database = await open(migrated);
    await database.migrate().finally(() => database.close());
    await onPostgresServer(url, `create database ${seeded} template ${migrated}`);
    const copy = await open(seeded);
    await seedReferenceData(copy).finally(() => copy.close());
  } catch (err) {
    await dropPostgresTemplates(url, [seeded, migrated]);
    throw err;
  }
  return {
    templates: { kind: 'postgres' as const, migrated, seeded },
    drop: () => dropPostgresTemplates(url, [seeded, migrated]),
  };
}

async function dropPostgresTemplates(url: string, names: string[]) {
  for (const name of names) await onPostgresServer(url, `drop database if exists ${name} with (force)`);
}
