import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { dumpTables } from './database.js';
import {
  BackupFileError,
  BackupWriter,
  FORMAT,
  FORMAT_VERSION,
  type Header,
  type Manifest,
  type Migration,
  readBackup,
  type TableSummary,
} from './format.js';

/** The files of DATA_DIR that live outside the database and go into every backup. */
export const DATA_DIR_FILES = ['secrets.json'];

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** `DATA_DIR/backups/congdoan-20261207-001500.jsonl.gz` (UTC), with `-<label>` before the extension when given. */
export function defaultBackupFile(dataDir: string, now = new Date(), label?: string) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return path.join(backupsDir(dataDir), `congdoan-${stamp}${label ? `-${label}` : ''}.jsonl.gz`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  header: Header;
  manifest: Manifest;
}

/**
 * Writes a backup of `database` (and DATA_DIR's files) to `file`, through a temporary name renamed
 * only once complete, then reads it back and checks it against what was dumped.
 */
export async function writeBackup(database: Database, dataDir: string, file: string): Promise<BackupResult> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const writer = new BackupWriter(partial);
  let migration: Migration | undefined;
  const files: string[] = [];
  try {
    const tables = await dumpTables(database, {
      begin: async (m, t) => {
        migration = m;
        const header: Header = {
          kind: 'header',
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          engine: database.kind,
          migration: m,
          tables: t,
        };
        await writer.control(header);
      },
      table: (name, columns) => writer.control({ kind: 'table', name, columns }),
      rows: async (lines) => {
        for (const line of lines) await writer.line(line);
      },
      tableEnd: (name, s) => writer.control({ kind: 'tableEnd', name, ...s }),
    });
    for (const name of DATA_DIR_FILES) {
      const source = path.join(dataDir, name);
      if (!existsSync(source)) continue;
      files.push(name);
      await writer.control({ kind: 'file', path: name, data: readFileSync(source).toString('base64') });
    }
    const manifest: Manifest = { kind: 'manifest', migration: migration!, tables, files };
    await writer.control(manifest);
    await writer.finish();
    renameSync(partial, file);
    const read = await verifyBackup(file, manifest);
    return { file, bytes: statSync(file).size, ...read };
  } catch (err) {
    writer.destroy();
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Reads a whole backup file back; with `expected`, also checks its counts, checksums and migration against it. */
export async function verifyBackup(file: string, expected?: Manifest) {
  const read = await readBackup(file);
  if (expected) {
    const differs = (a: Record<string, TableSummary>, b: Record<string, TableSummary>) =>
      Object.keys(a).length !== Object.keys(b).length ||
      Object.entries(a).some(([t, s]) => b[t]?.count !== s.count || b[t]?.checksum !== s.checksum);
    if (
      read.manifest.migration.hash !== expected.migration.hash ||
      differs(read.manifest.tables, expected.tables)
    )
      throw new BackupFileError(`Tệp sao lưu ${file} đọc lại không khớp với dữ liệu vừa sao lưu.`);
  }
  return read;
}

/** Keeps the newest `keep` backups of DATA_DIR/backups (by name: the names sort by time). */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  const all = readdirSync(dir)
    .filter((f) => /^congdoan-\d{8}-\d{6}\.jsonl\.gz$/.test(f))
    .sort()
    .reverse();
  const removed = all.slice(keep);
  for (const f of removed) rmSync(path.join(dir, f), { force: true });
  return removed;
}

/** The summary printed after a backup or a restore, in Vietnamese with the English in brackets. */
export function summarize(manifest: Manifest, header: Header) {
  const total = Object.values(manifest.tables).reduce((n, t) => n + t.count, 0);
  const lines = [
    `  Cơ sở dữ liệu (database): ${header.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, tạo lúc (created) ${header.createdAt}`,
    `  Phiên bản cấu trúc (migration): ${manifest.migration.tag ?? manifest.migration.hash}`,
    `  Số bảng (tables): ${Object.keys(manifest.tables).length}, tổng số dòng (rows): ${total}`,
    `  Tệp kèm theo (files): ${manifest.files.length ? manifest.files.join(', ') : 'không có (none)'}`,
  ];
  const biggest = Object.entries(manifest.tables)
    .filter(([, t]) => t.count > 0)
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, 8)
    .map(([name, t]) => `${name} ${t.count}`);
  if (biggest.length) lines.push(`  Bảng lớn nhất (largest): ${biggest.join(', ')}`);
  return lines.join('\n');
}
