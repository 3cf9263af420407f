import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { onPostgresServer } from '../db/throwaway.js';
import { DATA_DIR_FILES, defaultBackupFile, verifyBackup, writeBackup } from './backup.js';
import {
  dumpTables,
  finishLoad,
  insertStatement,
  type LoadPlan,
  latestKnownMigration,
  migrationsUpTo,
  prepareLoad,
} from './database.js';
import { BackupFileError, type Header, type Manifest, readBackup } from './format.js';

export class RestoreError extends Error {}

export interface RestoreOptions {
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;
  file: string;
  /** Asks the app's health route on the restored database, before it takes the current one's place. */
  healthCheck(database: Database): Promise<void>;
  log?(message: string): void;
  /** Tests only: fails the restore at that step, to see the restore point come back. */
  failAt?: 'load' | 'switch';
}

export interface RestoreResult {
  restorePoint: string | null;
  header: Header;
  manifest: Manifest;
}

/**
 * `npm run restore FILE`: checks the file whole, takes a restore point (a backup of the current
 * database), loads the file into a fresh database (a new PGlite directory, a new PostgreSQL
 * database) migrated to the file's version, compares every table's count and checksum with the
 * file, migrates it to this version, asks the health route, and only then puts it in the current one's place. Anything failing
 * before the switch leaves the current database as it was; a failing switch puts it back.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config, file } = options;
  const log = options.log ?? (() => undefined);
  log(`Đang kiểm tra tệp ${file}…`);
  const { header, manifest } = await verifyBackup(file);
  const latest = latestKnownMigration();
  if (header.migration.createdAt > latest.when)
    throw new RestoreError(
      `Tệp sao lưu được tạo bởi phiên bản mới hơn (cấu trúc ${header.migration.tag ?? header.migration.hash}); hãy cập nhật phần mềm trước khi khôi phục.`,
    );
  return config.DATABASE_URL
    ? restorePostgres(options, config.DATABASE_URL, header, manifest, log)
    : restorePglite(options, header, manifest, log);
}

async function restorePglite(
  options: RestoreOptions,
  header: Header,
  manifest: Manifest,
  log: (m: string) => void,
): Promise<RestoreResult> {
  const dataDir = options.config.DATA_DIR;
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir, 'restore');
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new RestoreError(
        `Không thể khôi phục khi máy chủ đang chạy trên PGlite: ${err.message} Hãy dừng máy chủ (Ctrl+C) rồi chạy lại lệnh khôi phục.`,
      );
    throw err;
  }
  const stamp = Date.now().toString(36);
  const current = path.join(dataDir, 'db');
  const fresh = path.join(dataDir, `db.restoring-${stamp}`);
  const previous = path.join(dataDir, `db.before-restore-${stamp}`);
  try {
    let restorePoint: string | null = null;
    if (existsSync(current)) {
      restorePoint = defaultBackupFile(dataDir, new Date(), 'truoc-khoi-phuc');
      log(`Đang tạo điểm khôi phục ${restorePoint}…`);
      const database = await openPglite(current);
      try {
        await database.migrate();
        await writeBackup(database, dataDir, restorePoint);
      } finally {
        await database.close();
      }
    }
    log('Đang nạp dữ liệu vào cơ sở dữ liệu mới…');
    let files = new Map<string, Buffer>();
    try {
      const database = await openPglite(fresh);
      try {
        files = await loadAndCheck(database, options, manifest);
      } finally {
        await database.close();
      }
    } catch (err) {
      rmSync(fresh, { recursive: true, force: true });
      throw err;
    }
    // The switch: two renames in the same directory, undone if the second (or the files) fails.
    const moved = existsSync(current);
    if (moved) renameSync(current, previous);
    try {
      renameSync(fresh, current);
      if (options.failAt === 'switch') throw new Error('lỗi thử nghiệm khi chuyển đổi');
      writeDataDirFiles(dataDir, files);
    } catch (err) {
      if (existsSync(current) && moved) renameSync(current, fresh);
      if (moved) renameSync(previous, current);
      rmSync(fresh, { recursive: true, force: true });
      throw new RestoreError(
        `Chuyển sang dữ liệu đã khôi phục thất bại, đã đặt lại dữ liệu cũ: ${(err as Error).message}`,
      );
    }
    rmSync(previous, { recursive: true, force: true });
    return { restorePoint, header, manifest };
  } finally {
    unlock();
  }
}

async function restorePostgres(
  options: RestoreOptions,
  url: string,
  header: Header,
  manifest: Manifest,
  log: (m: string) => void,
): Promise<RestoreResult> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new RestoreError('DATABASE_URL phải nêu tên cơ sở dữ liệu.');
  const server = new URL(url);
  server.pathname = '/postgres';
  const stamp = Date.now().toString(36);
  const freshName = `${name.slice(0, 40)}_restoring_${stamp}`;
  const previousName = `${name.slice(0, 40)}_before_${stamp}`;
  const q = (n: string) => `"${n.replace(/"/g, '""')}"`;

  const restorePoint = defaultBackupFile(options.config.DATA_DIR, new Date(), 'truoc-khoi-phuc');
  log(`Đang tạo điểm khôi phục ${restorePoint}…`);
  const currentDb = await openPostgres(url, 2);
  try {
    await writeBackup(currentDb, options.config.DATA_DIR, restorePoint);
  } finally {
    await currentDb.close();
  }

  log(`Đang nạp dữ liệu vào cơ sở dữ liệu mới ${freshName}…`);
  await onPostgresServer(server.toString(), `create database ${q(freshName)}`);
  const freshUrl = new URL(url);
  freshUrl.pathname = `/${freshName}`;
  let files = new Map<string, Buffer>();
  try {
    const database = await openPostgres(freshUrl.toString(), 2);
    try {
      files = await loadAndCheck(database, options, manifest);
    } finally {
      await database.close();
    }
  } catch (err) {
    await onPostgresServer(server.toString(), `drop database if exists ${q(freshName)} with (force)`).catch(
      () => undefined,
    );
    throw err;
  }

  // The switch: the running servers' connections are ended (their pools reconnect, to the
  // restored database under the same name), then two renames.
  let moved = false;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await onPostgresServer(
          server.toString(),
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name.replace(/'/g, "''")}' and pid <> pg_backend_pid()`,
        );
        await onPostgresServer(server.toString(), `alter database ${q(name)} rename to ${q(previousName)}`);
        moved = true;
        break;
      } catch (err) {
        if (attempt === 10) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    await onPostgresServer(server.toString(), `alter database ${q(freshName)} rename to ${q(name)}`);
    if (options.failAt === 'switch') throw new Error('lỗi thử nghiệm khi chuyển đổi');
    writeDataDirFiles(options.config.DATA_DIR, files);
  } catch (err) {
    if (moved) {
      await onPostgresServer(
        server.toString(),
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name.replace(/'/g, "''")}' and pid <> pg_backend_pid()`,
      ).catch(() => undefined);
      await onPostgresServer(server.toString(), `drop database if exists ${q(name)} with (force)`);
      await onPostgresServer(server.toString(), `alter database ${q(previousName)} rename to ${q(name)}`);
    }
    await onPostgresServer(server.toString(), `drop database if exists ${q(freshName)} with (force)`).catch(
      () => undefined,
    );
    throw new RestoreError(
      `Chuyển sang dữ liệu đã khôi phục thất bại, đã đặt lại dữ liệu cũ: ${(err as Error).message}`,
    );
  }
  await onPostgresServer(server.toString(), `drop database if exists ${q(previousName)} with (force)`);
  return { restorePoint, header, manifest };
}

/**
 * Migrates the fresh database to the file's version, loads its rows, compares each table with the
 * file, runs this version's later migrations, asks the health route.
 */
async function loadAndCheck(database: Database, options: RestoreOptions, manifest: Manifest) {
  const older = migrationsUpTo(manifest.migration.createdAt);
  try {
    await database.migrate(older?.folder);
  } finally {
    older?.remove();
  }
  const files = new Map<string, Buffer>();
  let plan: LoadPlan | undefined;
  let insert: ((lines: string[]) => ReturnType<ReturnType<typeof insertStatement>>) | undefined;
  const columnsOfFile = new Map<string, string[]>();
  await database.db.transaction(async (tx) => {
    plan = await prepareLoad(tx);
    await readBackup(options.file, {
      table: (name, columns) => {
        columnsOfFile.set(name, columns);
        insert = insertStatement(plan!, name, columns);
      },
      rows: async (_name, lines) => {
        await tx.execute(insert!(lines));
      },
      file: (name, data) => {
        files.set(name, data);
      },
    });
    if (options.failAt === 'load') throw new Error('lỗi thử nghiệm khi nạp dữ liệu');
    try {
      await finishLoad(tx, plan);
    } catch (err) {
      throw new RestoreError(`Dữ liệu trong tệp không nhất quán (khóa ngoại): ${(err as Error).message}`);
    }
  });
  const restored = await dumpTables(database, null);
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const got = restored[table];
    const sameColumns =
      JSON.stringify(plan!.columns.get(table)?.all) === JSON.stringify(columnsOfFile.get(table));
    if (!got || got.count !== expected.count || (sameColumns && got.checksum !== expected.checksum))
      throw new RestoreError(
        `Bảng ${table} sau khi khôi phục không khớp với tệp (${got?.count ?? 0} dòng, tệp có ${expected.count}).`,
      );
  }
  if (older) await database.migrate();
  await options.healthCheck(database);
  return files;
}

/** Writes the DATA_DIR files the backup holds (only those a backup may hold), each through a temporary name. */
function writeDataDirFiles(dataDir: string, files: Map<string, Buffer>) {
  mkdirSync(dataDir, { recursive: true });
  for (const [name, data] of files) {
    if (!DATA_DIR_FILES.includes(name)) continue;
    const target = path.join(dataDir, name);
    writeFileSync(`${target}.restoring`, data, { mode: 0o600 });
    renameSync(`${target}.restoring`, target);
  }
}

export { BackupFileError };
