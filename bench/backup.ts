import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { writeBackup } from '../apps/api/src/backup/backup.js';
import { restoreBackup } from '../apps/api/src/backup/restore.js';
import { onPostgresServer, throwawayName } from '../apps/api/src/db/throwaway.js';
import { generateMembers } from './members.js';
import { configOf, freshDatabase, rowsOf } from './setup.js';

/**
 * npm run backup and npm run restore (src/backup/) of the members' world (a million members in
 * 10,000 unions, bench/members.ts) on PostgreSQL, beside pg_dump --format=custom and pg_restore of
 * the same database: wall time of each and this process's peak resident size during ours.
 */

/** Runs `fn`, sampling this process's resident size every 50 ms: its time and peak above the start. */
async function measured<T>(fn: () => Promise<T>) {
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - started, peakMB: (peak - idle) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

export async function benchBackup(postgresUrl: string, n = 1_000_000) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'congdoan-bench-backup-'));
  try {
    await generateMembers(database, n);
    const rows = await rowsOf<{ name: string }>(database, sql`select current_database() as name`);
    const url = new URL(postgresUrl);
    url.pathname = `/${rows[0]!.name}`;
    const ourFile = path.join(dir, 'ours.jsonl.gz');
    const backup = await measured(() => writeBackup(database, dir, ourFile));
    const rowCount = Object.values(backup.value.manifest.tables).reduce((s, t) => s + t.count, 0);

    const dumpFile = path.join(dir, 'pg.dump');
    const started = performance.now();
    execFileSync('pg_dump', ['--format=custom', '--file', dumpFile, url.toString()]);
    const pgDumpMs = performance.now() - started;

    const target = throwawayName('bkr');
    const targetUrl = new URL(postgresUrl);
    targetUrl.pathname = `/${target}`;
    await onPostgresServer(postgresUrl, `create database ${target}`);
    const restoreStarted = performance.now();
    execFileSync('pg_restore', ['--no-owner', '--dbname', targetUrl.toString(), dumpFile]);
    const pgRestoreMs = performance.now() - restoreStarted;
    await onPostgresServer(postgresUrl, `drop database if exists ${target} with (force)`);

    // Ours: restore point (a backup) + check of the file + fresh database + load + compare + health.
    const restore = await measured(() =>
      restoreBackup({
        config: { DATA_DIR: dir, DATABASE_URL: url.toString() },
        file: ourFile,
        healthCheck: async (restored) => restored.ping(),
      }),
    );
    return {
      n,
      rows: rowCount,
      backupMs: backup.ms,
      backupPeakMB: backup.peakMB,
      backupMB: statSync(ourFile).size / 1024 / 1024,
      pgDumpMs,
      pgDumpMB: statSync(dumpFile).size / 1024 / 1024,
      restoreMs: restore.ms,
      restorePeakMB: restore.peakMB,
      pgRestoreMs,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
