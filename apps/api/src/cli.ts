import path from 'node:path';
import { buildApp } from './app.js';
import { defaultBackupFile, summarize, verifyBackup, writeBackup } from './backup/backup.js';
import { backupThroughServer } from './backup/control.js';
import { RestoreError, restoreBackup } from './backup/restore.js';
import { type Config, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { openConfiguredDatabase } from './db/open.js';
import { seedIfEmpty } from './seed/seed.js';

const USAGE = 'Cách dùng: cli.ts migrate | seed | backup [TỆP] | restore TỆP';

/** `db:migrate` and `db:seed`: they take the same DATA_DIR lock as the server. */
async function migrateOrSeed(command: 'migrate' | 'seed') {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, `db:${command}`);
  try {
    await database.migrate();
    console.log('Đã cập nhật cấu trúc cơ sở dữ liệu.');
    if (command === 'seed') {
      await seedIfEmpty(database.db, config, {
        info: (m: unknown) => console.log(m),
        warn: (m: unknown) => console.warn(m),
      } as never);
      console.log('Đã tạo dữ liệu ban đầu.');
    }
  } finally {
    await database.close();
  }
}

/** A path the caller typed, from the folder they typed it in (npm runs scripts in the workspace). */
const callerPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/**
 * `npm run backup [FILE]`: through the running server when it holds a PGlite DATA_DIR (its control
 * socket, src/backup/control.ts), else on a connection of its own; then the file is read back whole
 * and checked before the summary is printed.
 */
async function backup(target: string | undefined) {
  const config = loadConfig();
  const file = target ? callerPath(target) : defaultBackupFile(config.DATA_DIR);
  const started = Date.now();
  console.log(`Đang sao lưu vào ${file}…`);
  const viaServer = config.DATABASE_URL ? null : await backupThroughServer(config.DATA_DIR, file);
  if (viaServer) {
    console.log('  (qua máy chủ đang chạy — through the running server)');
  } else {
    const database = await openConfiguredDatabase(config, 'backup');
    try {
      await writeBackup(database, config.DATA_DIR, file);
    } finally {
      await database.close();
    }
  }
  const { header, manifest } = await verifyBackup(file);
  console.log(`Đã sao lưu và kiểm tra lại (backup written and verified): ${file}`);
  console.log(summarize(manifest, header));
  console.log(`  Thời gian (time): ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The health route of the app, asked on the restored database before it takes the current one's place. */
async function healthCheck(config: Config, database: Database) {
  const app = await buildApp(config, database, { logger: false });
  try {
    const answer = await app.inject({ method: 'GET', url: '/health/ready' });
    if (answer.statusCode !== 200)
      throw new RestoreError(
        `Ứng dụng không sẵn sàng trên dữ liệu đã khôi phục (HTTP ${answer.statusCode}).`,
      );
  } finally {
    await app.close();
  }
}

async function restore(source: string | undefined) {
  if (!source) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const file = callerPath(source);
  const started = Date.now();
  try {
    const result = await restoreBackup({
      config,
      file,
      healthCheck: (database) => healthCheck(config, database),
      log: (m) => console.log(m),
    });
    console.log(`Đã khôi phục (restored) từ ${file}.`);
    console.log(summarize(result.manifest, result.header));
    if (result.restorePoint) console.log(`  Điểm khôi phục trước đó (restore point): ${result.restorePoint}`);
    console.log(`  Thời gian (time): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error(
      `Khôi phục thất bại, dữ liệu hiện tại được giữ nguyên (restore failed, nothing changed):\n  ${(err as Error).message}`,
    );
    process.exit(1);
  }
}

async function run(command: string | undefined, arg: string | undefined) {
  if (command === 'migrate' || command === 'seed') return migrateOrSeed(command);
  if (command === 'backup') return backup(arg);
  if (command === 'restore') return restore(arg);
  console.error(USAGE);
  process.exit(2);
}

run(process.argv[2], process.argv[3]).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
