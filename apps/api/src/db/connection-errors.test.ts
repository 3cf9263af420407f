import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { AppError } from '../errors.js';
import { adminToken, bearer, useTestApp } from '../test/harness.js';
import { openPostgres } from './client.js';
import { isConnectionError } from './connection-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('connection errors', () => {
  it('are told from the others, however the driver wraps them', () => {
    const lost = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection because of crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      withCode('could not receive data from client', '08P01'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Cannot use a pool after calling end on the pool'),
    ];
    for (const err of lost) {
      expect(isConnectionError(err), err.message).toBe(true);
      expect(isConnectionError(wrapped(err)), `wrapped: ${err.message}`).toBe(true);
    }
    // A host name with two addresses fails with both: an AggregateError, itself without a code.
    const both = new AggregateError([withCode('::1', 'ECONNREFUSED'), withCode('127.0.0.1', 'ECONNREFUSED')]);
    expect(isConnectionError(wrapped(both))).toBe(true);

    const others = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
      new Error('Connection string is invalid'),
      new AppError('user_not_found'),
    ];
    for (const err of others) {
      expect(isConnectionError(err), err.message).toBe(false);
      expect(isConnectionError(wrapped(err)), `wrapped: ${err.message}`).toBe(false);
    }
    expect(isConnectionError(null)).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isConnectionError(loop)).toBe(false);
  });
});

/**
 * On PostgreSQL only: PGlite runs inside the process, so there is no connection to lose. The
 * server ends a connection in the middle of a request (as a restart does), and an app whose
 * database is unreachable answers every request that needs it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a lost database connection on PostgreSQL', () => {
  const t = useTestApp({
    extend: (app) => {
      app.get('/api/v1/test/slow', { config: { permission: 'public' } }, async () => {
        await t.ctx.database.db.execute(sql`select pg_sleep(60) as slow_test_query`);
        return { ok: true };
      });
    },
  });

  const expectTryAgain = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'service_unavailable',
      message: 'Hệ thống đang bảo trì, vui lòng thử lại sau',
    });
    expect(res.headers['retry-after']).toBe('5');
  };

  it('answers 503 "try again" when the server ends the connection during a request, then recovers', async () => {
    const pending = t.ctx.app.inject({ method: 'GET', url: '/api/v1/test/slow' });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // pg_terminate_backend is what a fast shutdown sends every session (57P01).
      let ended = 0;
      while (ended === 0) {
        const { rows } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where query like '%slow_test_query%' and pid <> pg_backend_pid()`,
        );
        ended = rows.length;
      }
    } finally {
      await admin.end();
    }
    expectTryAgain(await pending);
    // The pool replaces the connection: the next request is served.
    const token = await adminToken(t.ctx);
    const next = await t.ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(next.statusCode).toBe(200);
  });

  it('answers 503 "try again" while nothing listens where the database should be', async () => {
    const token = await adminToken(t.ctx);
    // Port 1 on this machine: connections are refused at once.
    const gone = await openPostgres('postgres://postgres@127.0.0.1:1/congdoan', 2);
    const app = await buildApp(t.ctx.config, gone, { logger: false, mail: { send: async () => undefined } });
    try {
      await app.ready();
      expectTryAgain(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: 'admin', password: 'x' },
        }),
      );
      // The session check of a signed-in request fails the same way.
      expectTryAgain(await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) }));
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await gone.close();
    }
  });
});
