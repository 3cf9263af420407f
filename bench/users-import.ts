import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE_IDS, SPREADSHEET_MIME, toSearchText, USER_IMPORT_COLUMNS } from '@congdoan/shared';
import type { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type Database, openPglite } from '../apps/api/src/db/client.js';
import { userImportRoutes } from '../apps/api/src/modules/users/import/routes.js';
import { HASH_CONCURRENCY, hashAll } from '../apps/api/src/modules/users/import/write.js';
import { loginNameOf, rng, vietnameseName } from '../apps/api/src/seed/generator.js';
import { ensureAdmin, ensureReferenceData } from '../apps/api/src/seed/seed.js';
import { hashPassword } from '../apps/api/src/sessions/passwords.js';

/**
 * The users import of a 10,000-row workbook through the API (upload guards, reading the workbook,
 * checking every row, one transaction) beside the same rows inserted through the driver in one
 * transaction. argon2 is kept out of both: one hash is computed once and reused (the benchmark
 * mounts the import routes with a hasher that hands it out; production always hashes each
 * password), and the cost of hashing is measured on its own.
 */

const MEMBER_ROLE = 'Đoàn viên công đoàn';
const PASSWORD = 'Matkhau@123';

interface Row {
  fullName: string;
  username: string;
  identity: string;
  email: string;
  phoneNumber: string;
}

function rowsOf(n: number): Row[] {
  const r = rng(2025);
  return Array.from({ length: n }, (_, i) => {
    const fullName = vietnameseName(r);
    const username = loginNameOf(fullName, i + 1);
    return {
      fullName,
      username,
      identity: `079${String(i + 1).padStart(9, '0')}`,
      email: `${username}@example.vn`,
      phoneNumber: `09${String(i + 1).padStart(8, '0')}`,
    };
  });
}

async function workbookOf(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Người dùng');
  ws.getCell('A1').value = 'DANH SÁCH NGƯỜI DÙNG';
  ws.getRow(2).values = USER_IMPORT_COLUMNS.map((c) => c.header);
  rows.forEach((row, i) => {
    const v = { ...row, passWord: PASSWORD, roleName: MEMBER_ROLE, organizationName: '', ward: '', zone: '' };
    ws.getRow(3 + i).values = USER_IMPORT_COLUMNS.map((c) => v[c.key]);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer) {
  const boundary = '----congdoan-bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nguoi_dung.xlsx"\r\nContent-Type: ${SPREADSHEET_MIME}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const config = () =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-')),
    ADMIN_PASSWORD: 'Bench@12345',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  });

async function freshDatabase(): Promise<Database> {
  const database = await openPglite();
  await database.migrate();
  await ensureReferenceData(database.db);
  return database;
}

async function timeImport(file: Buffer, passwordHash: string): Promise<{ ms: number; created: number }> {
  const database = await freshDatabase();
  const cfg = config();
  const app = await buildApp(cfg, database, { logger: false });
  await app.register(userImportRoutes({ db: database.db }, { hashPassword: async () => passwordHash }), {
    prefix: '/bench/api/v1',
  });
  await ensureAdmin(database.db, cfg, app.log);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'admin', password: 'Bench@12345' },
  });
  const token = login.json().data.accessToken as string;
  const body = multipart(file);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/bench/api/v1/user/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
  await app.close();
  await database.close();
  return { ms, created: res.json().data.created };
}

async function timeDirect(rows: Row[], passwordHash: string): Promise<number> {
  const database = await freshDatabase();
  // The driver itself, under drizzle: plain parameterised INSERTs, no ORM in the loop.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const columns = [
    'username',
    'full_name',
    'identity',
    'email',
    'phone_number',
    'password_hash',
    'active_role_id',
    'search_text',
  ];
  const values = rows.map((r) => [
    r.username,
    r.fullName,
    r.identity,
    r.email,
    r.phoneNumber,
    passwordHash,
    ROLE_IDS.member,
    toSearchText(r.fullName, r.username, r.email, r.phoneNumber, r.identity),
  ]);
  const BATCH = 500;
  const started = performance.now();
  await client.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += BATCH) {
      const batch = values.slice(i, i + BATCH);
      const tuples = batch.map(
        (_, j) => `(${columns.map((_, k) => `$${j * columns.length + k + 1}`).join(',')})`,
      );
      const inserted = await tx.query<{ id: number }>(
        `insert into users (${columns.join(',')}) values ${tuples.join(',')} returning id`,
        batch.flat(),
      );
      const ids = inserted.rows.map((r) => r.id);
      await tx.query(
        `insert into user_roles (user_id, role_id) select unnest($1::int[]), ${ROLE_IDS.member}`,
        [ids],
      );
    }
  });
  const ms = performance.now() - started;
  await database.close();
  return ms;
}

export async function benchUsersImport(n = 10_000) {
  const rows = rowsOf(n);
  const file = await workbookOf(rows);
  const passwordHash = await hashPassword(PASSWORD);
  const imported = await timeImport(file, passwordHash);
  if (imported.created !== n) throw new Error(`import created ${imported.created} of ${n}`);
  const directMs = await timeDirect(rows, passwordHash);
  // argon2 alone, as production runs it (a sample, extrapolated).
  const sample = 100;
  const started = performance.now();
  await hashAll(Array(sample).fill(PASSWORD), hashPassword);
  const perHashMs = (performance.now() - started) / sample;
  return {
    n,
    fileKB: file.length / 1024,
    importMs: imported.ms,
    directMs,
    perHashMs,
    concurrency: HASH_CONCURRENCY,
  };
}
