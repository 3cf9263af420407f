import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuditSubject, ROLE_IDS, SPREADSHEET_MIME, toSearchText } from '@congdoan/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { auditLog, industrialZones, organizations, userRoles, users, wards } from '../db/schema/index.js';
import { openThrowawayPostgres } from '../db/throwaway.js';
import type { Mail } from '../mail/sender.js';
import { OUTBOX_BUS_CHANNEL } from '../outbox/enqueue.js';
import { hashPassword } from '../passwords.js';
import { ensureAdmin, ensureReferenceData } from '../seed/seed.js';

export const ADMIN_PASSWORD = 'Quantri@123';
export const PASSWORD = 'Matkhau@123';

/**
 * A fresh, migrated database per test file: PGlite in memory, or, with TEST_DATABASE_URL, a new
 * PostgreSQL database created for the file and dropped when it is closed.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database = url ? await openThrowawayPostgres(url) : await openPglite();
  await database.migrate();
  return database;
}

/**
 * A second pool (and listener) on the PostgreSQL database of `database`: what another API instance
 * sharing it would have. Closing it leaves the database to its first owner.
 */
export async function openSecondInstance(database: Database): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || database.kind !== 'postgres') throw new Error('a second instance needs TEST_DATABASE_URL');
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const target = new URL(url);
  target.pathname = `/${rows[0]!.name}`;
  return openPostgres(target.toString(), 2);
}

/**
 * Polls `ready` until it holds or `ms` have passed (something another connection does in its own
 * time); the test then asserts what it waited for.
 */
export async function until(ready: () => boolean | Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await ready()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mails: Mail[];
  close(): Promise<void>;
}

export interface TestOptions {
  /**
   * 'inline' (the default): no background worker; a commit that enqueued delivers before the
   * request answers, so `mails` holds the mail when the call returns. 'manual': nothing is
   * delivered unless the test drains or starts a worker of its own.
   */
  outbox?: 'inline' | 'manual';
  /** The app's logger (none by default): a test reading what the server logs gives its own. */
  logger?: FastifyServerOptions['logger'];
}

export async function createTestContext(
  env: Record<string, string> = {},
  /** Adds routes of the test's own before the app is ready. */
  extend?: (app: FastifyInstance) => void,
  options: TestOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config: Config = {
    WEB_DIST: env.WEB_DIST,
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-test-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...env,
    }),
  };
  const mails: Mail[] = [];
  const app = await buildApp(config, database, {
    logger: options.logger ?? false,
    mail: { send: async (m) => void mails.push(m) },
  });
  if (options.outbox !== 'manual') deliverInline(app, database);
  await ensureReferenceData(database.db);
  await ensureAdmin(database.db, config, { info: () => undefined, warn: () => undefined } as never);
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Delivers the outbox as soon as a commit enqueued, and holds the answer of the request until that
 * round is over: the commit's message reaches this instance's subscribers before the transaction
 * call returns, so the round has begun before the handler answers.
 */
function deliverInline(app: FastifyInstance, database: Database) {
  const rounds = new Set<Promise<number>>();
  database.bus.subscribe(OUTBOX_BUS_CHANNEL, {
    message: () => {
      const round = app.outbox.drain();
      rounds.add(round);
      const forget = () => void rounds.delete(round);
      round.then(forget, forget);
    },
    gap: () => undefined,
  });
  app.addHook('onSend', async () => {
    await Promise.all(rounds);
  });
}

let serial = 0;
const next = () => ++serial;

export async function buildWard(ctx: TestContext, name = `Phường Thử ${next()}`) {
  const [row] = await ctx.database.db
    .insert(wards)
    .values({ code: `T${next()}`, name, kind: 'phuong', searchText: toSearchText(name) })
    .returning();
  return row!;
}

export async function buildZone(ctx: TestContext, name = `Khu công nghiệp Thử ${next()}`) {
  const [row] = await ctx.database.db
    .insert(industrialZones)
    .values({ code: `Z${next()}`, name, searchText: toSearchText(name) })
    .returning();
  return row!;
}

/** An organisation; without a parent it hangs under a new root of its own. */
export async function buildOrganization(
  ctx: TestContext,
  input: {
    name?: string;
    parent?: { id: number; path: string } | null;
    xaPhuongId?: number;
    cumKhuCnId?: number;
  } = {},
) {
  const db = ctx.database.db;
  const name = input.name ?? `Công đoàn cơ sở Thử ${next()}`;
  const [row] = await db
    .insert(organizations)
    .values({
      name,
      organizationParentId: input.parent?.id ?? null,
      path: '/',
      level: input.parent ? 'grassroots' : 'province',
      xaPhuongId: input.xaPhuongId ?? null,
      cumKhuCnId: input.cumKhuCnId ?? null,
      searchText: toSearchText(name),
    })
    .returning();
  const pathOf = `${input.parent?.path ?? '/'}${row!.id}/`;
  await db.update(organizations).set({ path: pathOf }).where(eq(organizations.id, row!.id));
  return { ...row!, path: pathOf };
}

export async function buildUser(
  ctx: TestContext,
  input: Partial<typeof users.$inferInsert> & { roles?: number[]; password?: string } = {},
) {
  const n = next();
  const { roles = [ROLE_IDS.member], password = PASSWORD, ...rest } = input;
  const fullName = rest.fullName ?? `Người Dùng ${n}`;
  const username = rest.username ?? `user${n}_${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username,
      fullName,
      email: `${username}@example.vn`,
      passwordHash: await hashPassword(password),
      activeRoleId: roles[0]!,
      ...rest,
      searchText: toSearchText(fullName, username, rest.email, rest.phoneNumber, rest.identity),
    })
    .returning();
  await ctx.database.db.insert(userRoles).values(roles.map((roleId) => ({ userId: row!.id, roleId })));
  return { ...row!, password };
}

export interface Signed {
  accessToken: string;
  refreshToken: string;
  userData: {
    id: number;
    roleId: number;
    ability: { action: string; subject: string }[];
    listRoles: { id: number }[];
  };
}

export async function login(ctx: TestContext, username: string, password = PASSWORD): Promise<Signed> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Signed;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The access token of a new user holding `roles` (and any other fields given). */
export async function tokenFor(
  ctx: TestContext,
  input: Parameters<typeof buildUser>[1] = {},
): Promise<string> {
  return (await login(ctx, (await buildUser(ctx, input)).username!)).accessToken;
}

export const adminToken = async (ctx: TestContext) => (await login(ctx, 'admin', ADMIN_PASSWORD)).accessToken;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The audit rows of one record, oldest first. */
export const auditRows = (ctx: TestContext, subject: AuditSubject, recordId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, subject), eq(auditLog.recordId, String(recordId))))
    .orderBy(asc(auditLog.id));

/** A call to /api/v1 as the holder of `token` (none: anonymous). */
export const callApi = (ctx: TestContext, method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : undefined });

/**
 * A multipart POST to /api/v1 as an import sends it: text `fields`, then the workbook in the `file`
 * field (null: a form without a file), as the holder of `token`.
 */
export function uploadFile(
  ctx: TestContext,
  url: string,
  file: Buffer | null,
  token?: string,
  options: { fileName?: string; fields?: Record<string, string> } = {},
) {
  const boundary = `----congdoan${Math.random().toString(16).slice(2)}`;
  const part = (headers: string, body: Buffer | string) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ];
  const parts = Object.entries(options.fields ?? {}).flatMap(([name, value]) =>
    part(`Content-Disposition: form-data; name="${name}"`, value),
  );
  parts.push(
    ...(file
      ? part(
          `Content-Disposition: form-data; name="file"; filename="${options.fileName ?? 'tep_nhap.xlsx'}"\r\nContent-Type: ${SPREADSHEET_MIME}`,
          file,
        )
      : part('Content-Disposition: form-data; name="note"', 'không có file')),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
  });
}
