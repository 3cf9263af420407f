import type { AuditSubject } from '@congdoan/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { type CallOptions, call, type Method } from './calls.js';
import { createTestContext, type TestContext, type TestOptions } from './context.js';
import { openTestDatabase } from './database.js';
import type { TemplateName } from './templates.js';
import { buildWorld, type World } from './world.js';

/**
 * The API test harness (docs/architecture.md, "Testing"): `useTestApp` for a file's app and
 * database, the scope world, factories that create their own parents, and sign-in and call helpers.
 */
export { recordBus } from './bus.js';
export * from './calls.js';
export { ADMIN_PASSWORD } from './config.js';
export * from './context.js';
export { openSecondInstance, openTestDatabase } from './database.js';
export * from './factories.js';
export * from './fake-zalo.js';
export { outboxWorker } from './outbox-worker.js';
export * from './world.js';

export interface TestApp {
  /** The file's app and database (built in beforeAll). */
  readonly ctx: TestContext;
  /** The scope world, with `world: true`. */
  readonly world: World;
  /**
   * A request to /api/v1 as the holder of `token` (none: anonymous): `t.call('GET', url, token)`,
   * `t.call('POST', url, token, body)` or `t.call('GET', url, { token, query })`.
   */
  call(method: Method, url: string, options?: CallOptions | string, body?: object): ReturnType<typeof call>;
}

/**
 * The app of a test file: built (with the scope world if asked) before its tests and closed after
 * them. Read `ctx` and `world` inside hooks and tests, once they exist.
 */
export function useTestApp(
  options: TestOptions & {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    world?: boolean;
  } = {},
): TestApp {
  let ctx: TestContext | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options.env, options.extend, options);
    if (options.world) world = await buildWorld(ctx);
  });
  afterAll(async () => ctx?.close());
  const ready = () => {
    if (!ctx) throw new Error('useTestApp: the app exists once beforeAll has run');
    return ctx;
  };
  return {
    get ctx() {
      return ready();
    },
    get world() {
      if (!world) throw new Error('useTestApp: ask for { world: true }');
      return world;
    },
    call: (method, url, options, body) =>
      call(ready(), method, url, typeof options === 'object' ? options : { token: options, body }),
  };
}

/**
 * A database of the file's own without an app (a copy of a template, see `openTestDatabase`),
 * opened before its tests and closed after them: `t.database`.
 */
export function useTestDatabase(template?: TemplateName): { readonly database: Database } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(template);
  });
  afterAll(async () => database?.close());
  return {
    get database() {
      if (!database) throw new Error('useTestDatabase: the database exists once beforeAll has run');
      return database;
    },
  };
}

/**
 * Polls `ready` until it holds or `ms` have passed (something another connection does in its own
 * time); the test then asserts what it waited for.
 */
export async function until(ready: () => boolean | Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await ready()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

/** The audit rows of one record, oldest first. */
export const auditRows = (ctx: TestContext, subject: AuditSubject, recordId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, subject), eq(auditLog.recordId, String(recordId))))
    .orderBy(asc(auditLog.id));
