// CI (.ci/run): npm run backup and npm run restore, the real commands, on PGlite and, with
// DATABASE_URL_SERVER (a postgres:// server URL), on PostgreSQL: seed, back up, write a marker row,
// restore, and compare every table's count and checksum with the backup's; the marker must be gone.
// Run: node --conditions=source --import tsx scripts/backup-round-trip.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { verifyBackup } from '../apps/api/src/backup/backup.js';
import { dumpTables } from '../apps/api/src/backup/database.js';
import { loadConfig } from '../apps/api/src/config.js';
import type { Database } from '../apps/api/src/db/client.js';
import { openConfiguredDatabase } from '../apps/api/src/db/open.js';
import { onPostgresServer, throwawayName } from '../apps/api/src/db/throwaway.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = 'Đánh dấu sau sao lưu (CI)';

function npm(env: NodeJS.ProcessEnv, ...args: string[]) {
  execFileSync('npm', ['run', '--silent', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (database: Database) => Promise<T>) {
  const database = await openConfiguredDatabase(loadConfig(env), 'ci round trip');
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function roundTrip(engine: string, extra: NodeJS.ProcessEnv) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-ci-backup-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  const file = path.join(dataDir, 'ci.jsonl.gz');
  try {
    console.log(`\n## ${engine}: seed, backup, marker, restore, compare`);
    npm(env, 'db:seed');
    npm(env, 'backup', '--', file);
    await withDatabase(env, (database) =>
      database.db.execute(sql`insert into positions (name) values (${MARKER})`),
    );
    npm(env, 'restore', '--', file);
    const { manifest } = await verifyBackup(file);
    const after = await withDatabase(env, (database) => dumpTables(database, null));
    const markers = await withDatabase(env, async (database) => {
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from positions where name = ${MARKER}`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    });
    const differing = Object.keys({ ...manifest.tables, ...after }).filter(
      (t) =>
        manifest.tables[t]?.count !== after[t]?.count || manifest.tables[t]?.checksum !== after[t]?.checksum,
    );
    if (differing.length)
      throw new Error(`${engine}: tables differ after the restore: ${differing.join(', ')}`);
    if (markers !== 0) throw new Error(`${engine}: the marker written after the backup is still there`);
    console.log(
      `${engine}: ${Object.keys(after).length} tables equal, marker gone (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await roundTrip('PGlite', { DATABASE_URL: '' });
const server = process.env.DATABASE_URL_SERVER;
if (server) {
  const name = throwawayName('ci_backup');
  await onPostgresServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    await roundTrip('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await onPostgresServer(server, `drop database if exists ${name} with (force)`);
  }
}
