import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { useTestDatabase } from '../test/harness.js';
import { backupsDir } from './backup.js';
import { backupJobs, runScheduledBackup } from './schedule.js';

const t = useTestDatabase('seeded');
const quiet = { info: () => undefined };

describe('scheduled backups (BACKUP_INTERVAL_HOURS, BACKUP_KEEP)', () => {
  it('are off unless an interval is set, and the interval and the number kept are checked', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'congdoan-schedule-'));
    const off = loadConfig({ DATA_DIR: dir });
    expect(off.BACKUP_INTERVAL_HOURS).toBe(0);
    expect(off.BACKUP_KEEP).toBe(7);
    expect(backupJobs(t.database, off, quiet as never)).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_INTERVAL_HOURS: '-1' })).toThrow(
      /BACKUP_INTERVAL_HOURS: phải là số giờ/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: ít nhất 1 bản/);
    const on = loadConfig({ DATA_DIR: dir, BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '2' });
    expect(backupJobs(t.database, on, quiet as never).map((j) => [j.name, j.everyMs])).toEqual([
      ['backup', 15 * 60_000],
    ]);
  });

  it('write a backup once the newest is an interval old, and keep the newest BACKUP_KEEP', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-schedule-'));
    const config = { DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 2 };
    const day = (d: number) => new Date(Date.UTC(2026, 11, d, 2, 0, 0));
    const files = () => readdirSync(backupsDir(dataDir)).sort();

    const first = await runScheduledBackup(t.database, config, day(1), quiet);
    expect(first!.manifest.tables.roles!.count).toBeGreaterThan(0);
    // The file's age is what counts: its time set to the day it stands for.
    const age = (file: string, d: number) => utimesSync(file, day(d), day(d));
    age(first!.file, 1);
    expect(
      await runScheduledBackup(t.database, config, new Date(day(1).getTime() + 23 * 3_600_000), quiet),
    ).toBeNull();
    for (const d of [2, 3, 4]) {
      const made = await runScheduledBackup(t.database, config, day(d), quiet);
      age(made!.file, d);
    }
    expect(files()).toEqual(['congdoan-20261203-020000.jsonl.gz', 'congdoan-20261204-020000.jsonl.gz']);
  });
});
