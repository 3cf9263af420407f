import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Job } from '../jobs/scheduler.js';
import { backupsDir, defaultBackupFile, pruneBackups, writeBackup } from './backup.js';

const SCHEDULED = /^congdoan-\d{8}-\d{6}\.jsonl\.gz$/;

/** When the newest scheduled backup of DATA_DIR/backups was written; null when there is none. */
export function newestScheduledBackup(dataDir: string): Date | null {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return null;
  const times = readdirSync(dir)
    .filter((f) => SCHEDULED.test(f))
    .map((f) => statSync(path.join(dir, f)).mtimeMs);
  return times.length ? new Date(Math.max(...times)) : null;
}

/**
 * The scheduled backup (BACKUP_INTERVAL_HOURS, BACKUP_KEEP; none when the interval is 0): looks
 * every quarter of an hour (or the interval, when shorter) whether the newest backup is older than
 * the interval, writes one when it is and keeps the newest BACKUP_KEEP.
 */
export function backupJobs(
  database: Database,
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_INTERVAL_HOURS' | 'BACKUP_KEEP'>,
  log: FastifyBaseLogger,
): Job[] {
  if (!config.BACKUP_INTERVAL_HOURS) return [];
  const intervalMs = config.BACKUP_INTERVAL_HOURS * 3_600_000;
  return [
    {
      name: 'backup',
      everyMs: Math.min(intervalMs, 15 * 60_000),
      run: (now) => runScheduledBackup(database, config, now, log),
    },
  ];
}

export async function runScheduledBackup(
  database: Database,
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_INTERVAL_HOURS' | 'BACKUP_KEEP'>,
  now: Date,
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  const newest = newestScheduledBackup(config.DATA_DIR);
  if (newest && now.getTime() - newest.getTime() < config.BACKUP_INTERVAL_HOURS * 3_600_000) return null;
  const result = await writeBackup(database, config.DATA_DIR, defaultBackupFile(config.DATA_DIR, now));
  const removed = pruneBackups(config.DATA_DIR, config.BACKUP_KEEP);
  log.info({ file: result.file, bytes: result.bytes, removed }, 'jobs: scheduled backup written');
  return result;
}
