import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../db/client.js';
import { eventFiles, members } from '../db/schema/index.js';
import { onPostgresServer, throwawayName } from '../db/throwaway.js';
import { testConfig } from '../test/config.js';
import { buildEvent, buildMember, buildOrganization, buildUser } from '../test/factories.js';
import { seedReferenceData } from '../test/templates.js';
import { defaultBackupFile, verifyBackup, writeBackup } from './backup.js';
import { backupThroughServer, serveControl } from './control.js';
import { dumpTables, migrationsUpTo } from './database.js';
import { BackupFileError } from './format.js';
import { RestoreError, restoreBackup } from './restore.js';

/**
 * npm run backup / restore on real data directories and databases: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL (and then the moves between the two as well).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const SLOW = 240_000;

interface Site {
  dataDir: string;
  url?: string;
  open(): Promise<Database>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const seededTar = () => {
  const templates = inject('databaseTemplates');
  return templates?.kind === 'pglite' ? new Blob([readFileSync(templates.seeded)]) : undefined;
};

/** A data directory with a PGlite database in it, copied from the run's seeded template. */
async function pgliteSite(): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-backup-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const tar = seededTar();
  const database = await openPglite(path.join(dataDir, 'db'), tar);
  if (!tar) {
    await database.migrate();
    await seedReferenceData(database);
  }
  await database.close();
  return { dataDir, open: () => openPglite(path.join(dataDir, 'db')) };
}

/** A data directory and a PostgreSQL database of its own, migrated and seeded. */
async function postgresSite(): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-backup-'));
  const name = throwawayName('bk');
  await onPostgresServer(postgresUrl!, `create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await onPostgresServer(postgresUrl!, `drop database if exists ${name} with (force)`);
  });
  const site = { dataDir, url: url.toString(), open: () => openPostgres(url.toString(), 2) };
  const database = await site.open();
  await database.migrate();
  await seedReferenceData(database);
  await database.close();
  return site;
}

const site = () => (postgresUrl ? postgresSite() : pgliteSite());
const configOf = (s: Site) => ({ DATA_DIR: s.dataDir, DATABASE_URL: s.url });

/** A small world: a tree of unions, members (their counts kept by triggers), an event with a file. */
async function seedWorld(s: Site) {
  const database = await s.open();
  try {
    const ctx = { database } as never;
    const province = await buildOrganization(ctx);
    const union = await buildOrganization(ctx, { parent: province });
    for (let i = 0; i < 5; i++)
      await buildMember(ctx, { organizationId: union.id, phoneNumber: `09000000${i}0` });
    const organizer = await buildUser(ctx, { organizationId: union.id });
    const event = await buildEvent(ctx, { organizer } as never);
    await database.db.insert(eventFiles).values({
      eventId: event.id,
      originalName: 'Giấy mời — hội nghị.pdf',
      mimeType: 'application/pdf',
      size: 4,
      content: Buffer.from([0, 1, 254, 255]),
    });
    return union.id;
  } finally {
    await database.close();
  }
}

async function tablesOf(s: Site) {
  const database = await s.open();
  try {
    return await dumpTables(database, null);
  } finally {
    await database.close();
  }
}

async function backupOf(s: Site, file = defaultBackupFile(s.dataDir)) {
  const database = await s.open();
  try {
    return await writeBackup(database, s.dataDir, file);
  } finally {
    await database.close();
  }
}

async function addMarker(s: Site, organizationId: number) {
  const database = await s.open();
  try {
    await buildMember({ database } as never, { organizationId, fullName: 'Đánh Dấu Sau Sao Lưu' });
  } finally {
    await database.close();
  }
}

async function markers(s: Site) {
  const database = await s.open();
  try {
    const rows = await database.db.select().from(members).where(eq(members.fullName, 'Đánh Dấu Sau Sao Lưu'));
    return rows.length;
  } finally {
    await database.close();
  }
}

/** The app's health route on the restored database, as npm run restore asks it. */
async function healthCheck(database: Database) {
  const app = await buildApp(testConfig(), database, { logger: false });
  try {
    const answer = await app.inject({ method: 'GET', url: '/health/ready' });
    if (answer.statusCode !== 200) throw new RestoreError(`HTTP ${answer.statusCode}`);
  } finally {
    await app.close();
  }
}

const restoreOf = (s: Site, file: string, extra: Partial<Parameters<typeof restoreBackup>[0]> = {}) =>
  restoreBackup({ config: configOf(s), file, healthCheck, ...extra });

/** A data directory (and a PostgreSQL database with TEST_DATABASE_URL) at migration `tag`, not the newest. */
async function siteAt(tag: string): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-backup-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  let s: Site = { dataDir, open: () => openPglite(path.join(dataDir, 'db')) };
  if (postgresUrl) {
    const name = throwawayName('bk');
    await onPostgresServer(postgresUrl, `create database ${name}`);
    cleanups.push(() => onPostgresServer(postgresUrl, `drop database if exists ${name} with (force)`));
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    s = { dataDir, url: url.toString(), open: () => openPostgres(url.toString(), 2) };
  }
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const older = migrationsUpTo(journal.entries.find((e: { tag: string }) => e.tag === tag).when)!;
  const database = await s.open();
  try {
    await database.migrate(older.folder);
  } finally {
    older.remove();
    await database.close();
  }
  return s;
}

describe('npm run backup and npm run restore', () => {
  it(
    'restores a backup of an older version through that version’s structure, then this version’s later migrations',
    async () => {
      const s = await siteAt('0026_assistant');
      let database = await s.open();
      try {
        // 0027 gives positions their boards, filled from the name: a row of 0026 has no boards.
        await database.db.execute(
          sql`insert into positions (name, search_text) values ('Chủ tịch', 'chu tich'), ('Ủy viên Ủy ban Kiểm tra', 'uy vien uy ban kiem tra')`,
        );
      } finally {
        await database.close();
      }
      const backup = await backupOf(s);
      expect(backup.manifest.migration.tag).toBe('0026_assistant');
      await restoreOf(s, backup.file);
      database = await s.open();
      try {
        const rows = await database.db.execute(sql`select name, boards from positions order by name`);
        expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
          { name: 'Chủ tịch', boards: ['bch', 'thuong_vu', 'lanh_dao'] },
          { name: 'Ủy viên Ủy ban Kiểm tra', boards: ['ubkt'] },
        ]);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'restores what was backed up: every table the same count and checksum, the marker written after it gone, the secrets back',
    async () => {
      const s = await site();
      const unionId = await seedWorld(s);
      writeFileSync(path.join(s.dataDir, 'secrets.json'), '{"jwtSecret":"truoc"}');
      const before = await tablesOf(s);
      const backup = await backupOf(s);
      expect(backup.manifest.tables).toEqual(before);
      expect(backup.manifest.tables.members!.count).toBe(5);
      expect(backup.manifest.tables.event_files!.count).toBe(1);
      expect(backup.manifest.migration.tag).toMatch(/^\d{4}_/);
      expect(backup.manifest.files).toEqual(['secrets.json']);

      await addMarker(s, unionId);
      writeFileSync(path.join(s.dataDir, 'secrets.json'), '{"jwtSecret":"sau"}');
      expect(await markers(s)).toBe(1);

      const result = await restoreOf(s, backup.file);
      expect(await markers(s)).toBe(0);
      expect(await tablesOf(s)).toEqual(before);
      expect(readFileSync(path.join(s.dataDir, 'secrets.json'), 'utf8')).toBe('{"jwtSecret":"truoc"}');
      // The attachment's bytes came back as they were.
      const database = await s.open();
      try {
        const [file] = await database.db.select().from(eventFiles);
        expect([...file!.content]).toEqual([0, 1, 254, 255]);
        // The sequences go on past the restored rows.
        await buildMember({ database } as never, { organizationId: unionId });
      } finally {
        await database.close();
      }
      // The restore point holds the database as it was just before: the marker in it.
      const point = await verifyBackup(result.restorePoint!);
      expect(point.manifest.tables.members!.count).toBe(6);
      if (!s.url) expect(readdirSync(s.dataDir).filter((f) => f.startsWith('db'))).toEqual(['db']);
    },
    SLOW,
  );

  it(
    'refuses a damaged or cut file and changes nothing',
    async () => {
      const s = await site();
      const unionId = await seedWorld(s);
      const backup = await backupOf(s);
      await addMarker(s, unionId);
      const before = await tablesOf(s);

      const whole = readFileSync(backup.file);
      const cut = path.join(s.dataDir, 'cut.jsonl.gz');
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      // A row changed and the gzip made again: gzip's check passes, the table's checksum does not.
      const text = gunzipSync(whole).toString('utf8');
      const changed = path.join(s.dataDir, 'changed.jsonl.gz');
      writeFileSync(changed, gzipSync(text.replace('Đoàn Viên Thử', 'Đoàn Viên Sửa')));
      const notBackup = path.join(s.dataDir, 'other.jsonl.gz');
      writeFileSync(notBackup, gzipSync('{"hello":1}\n'));

      for (const [file, why] of [
        [cut, /không hợp lệ hoặc đã bị hỏng/],
        [changed, /số dòng hoặc mã kiểm tra không khớp/],
        [notBackup, /không phải tệp sao lưu/],
        [path.join(s.dataDir, 'missing.jsonl.gz'), /Không tìm thấy tệp sao lưu/],
      ] as const) {
        const refused = await restoreOf(s, file).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(BackupFileError);
        expect((refused as Error).message).toMatch(why);
      }
      expect(await tablesOf(s)).toEqual(before);
      expect(await markers(s)).toBe(1);
      // No restore point was taken for a file refused before anything started.
      expect(readdirSync(path.join(s.dataDir, 'backups'))).toEqual([path.basename(backup.file)]);
    },
    SLOW,
  );

  it(
    'puts the current database back when the restore fails while loading, on the health check or at the switch',
    async () => {
      const s = await site();
      const unionId = await seedWorld(s);
      const backup = await backupOf(s);
      await addMarker(s, unionId);
      const before = await tablesOf(s);

      const failures = [
        { failAt: 'load' as const },
        {
          healthCheck: async () => {
            throw new RestoreError('Ứng dụng không sẵn sàng trên dữ liệu đã khôi phục (HTTP 503).');
          },
        },
        { failAt: 'switch' as const },
      ];
      for (const failure of failures) {
        const refused = await restoreOf(s, backup.file, failure).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(Error);
        expect((refused as Error).message).toMatch(/thử nghiệm|không sẵn sàng/);
        expect(await markers(s)).toBe(1);
        expect(await tablesOf(s)).toEqual(before);
      }
      if (s.url) {
        const name = new URL(s.url).pathname.slice(1);
        const database = await openPostgres(postgresUrl!, 1);
        try {
          const { rows } = (await database.db.execute(
            sql`select datname from pg_database where datname like ${`${name}_%`}`,
          )) as unknown as { rows: unknown[] };
          expect(rows).toEqual([]);
        } finally {
          await database.close();
        }
      } else {
        expect(readdirSync(s.dataDir).filter((f) => f.startsWith('db'))).toEqual(['db']);
      }
    },
    SLOW,
  );

  it.runIf(!postgresUrl)(
    'refuses to restore while a server holds the PGlite data directory, and backs up through that server',
    async () => {
      const s = await pgliteSite();
      const unionId = await seedWorld(s);
      const backup = await backupOf(s);
      await addMarker(s, unionId);
      // A running server: a live Node.js process holding the lock, and this database serving the socket.
      const server: ChildProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
      cleanups.push(async () => void server.kill());
      writeFileSync(
        path.join(s.dataDir, 'server.lock'),
        JSON.stringify({ pid: server.pid, purpose: 'server', since: new Date().toISOString() }),
      );
      const refused = await restoreOf(s, backup.file).catch((err: unknown) => err);
      expect((refused as Error).message).toMatch(/Không thể khôi phục khi máy chủ đang chạy trên PGlite/);

      const database = await s.open();
      const stop = await serveControl(database, s.dataDir, { info: () => undefined, error: () => undefined });
      try {
        const file = path.join(s.dataDir, 'backups', 'qua-may-chu.jsonl.gz');
        const [answer] = await Promise.all([
          backupThroughServer(s.dataDir, file),
          // The server keeps answering while the backup runs (after it, for PGlite's one connection).
          database.db.select().from(members),
        ]);
        expect(answer?.file).toBe(file);
        const read = await verifyBackup(file);
        expect(read.manifest.tables.members!.count).toBe(6);
      } finally {
        await stop();
        await database.close();
      }
      expect(existsSync(path.join(s.dataDir, 'control.sock'))).toBe(false);
      // No server: the caller opens the directory itself.
      expect(await backupThroughServer(s.dataDir, path.join(s.dataDir, 'x.jsonl.gz'))).toBeNull();
      server.kill();
    },
    SLOW,
  );

  it.runIf(postgresUrl)(
    'moves a PGlite backup to PostgreSQL and back, every table the same',
    async () => {
      const lite = await pgliteSite();
      await seedWorld(lite);
      const before = await tablesOf(lite);
      const fromLite = await backupOf(lite);

      const pg = await postgresSite();
      await restoreOf(pg, fromLite.file);
      expect(await tablesOf(pg)).toEqual(before);

      const fromPg = await backupOf(pg);
      expect(fromPg.header.engine).toBe('postgres');
      // Into a data directory with no database yet: nothing to keep, no restore point.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-backup-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const again = { dataDir, open: () => openPglite(path.join(dataDir, 'db')) };
      const result = await restoreOf(again, fromPg.file);
      expect(result.restorePoint).toBeNull();
      expect(await tablesOf(again)).toEqual(before);
    },
    2 * SLOW,
  );
});
