import { EventEmitter } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { ERRORS } from '@congdoan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, until } from '../test/harness.js';
import { keepServingThroughEscapedErrors } from './errors.js';

/**
 * Errors that no handler catches: thrown from a stream after the handler returned, from a timer, as
 * an 'error' event nobody hears, as a rejection nobody awaits. The server answers them (500 hiding
 * the internals, 503 for a lost connection), logs them, and serves the next request.
 */
let ctx: TestContext;
const logLines: string[] = [];
const SECRET = 'secret detail of 10.0.0.7';
/** The test runner's own guards, set aside while the server's guard is in place (as in main.ts). */
const runnerGuards = {
  uncaughtException: process.rawListeners('uncaughtException'),
  unhandledRejection: process.rawListeners('unhandledRejection'),
};
let removeGuard: () => void = () => undefined;

/** A handler whose answer never comes: only the escaped error can end the request. */
const never = () => new Promise<never>(() => undefined);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ctx = await createTestContext(
    {},
    (app) => {
      const route = (url: string, handler: () => unknown) =>
        app.get(`/api/v1/test/${url}`, { config: { permission: 'public' } }, async () => handler());
      route('stream-fails', () => {
        const body = new Readable({ read() {} });
        setImmediate(() => body.destroy(new Error(SECRET)));
        return body;
      });
      route('timer-throws', () => {
        setTimeout(() => {
          throw new TypeError(SECRET);
        }, 5);
        return never();
      });
      route('event-unheard', () => {
        const emitter = new EventEmitter();
        setTimeout(() => emitter.emit('error', new Error(SECRET)), 5);
        return never();
      });
      route('rejection-unawaited', () => {
        setTimeout(() => void Promise.reject(new RangeError(SECRET)), 5);
        return never();
      });
      route('connection-lost', () => {
        const socket = new EventEmitter();
        const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
        setTimeout(() => socket.emit('error', lost), 5);
        return never();
      });
    },
    { logger: { level: 'error', stream } },
  );
  process.removeAllListeners('uncaughtException');
  process.removeAllListeners('unhandledRejection');
  removeGuard = keepServingThroughEscapedErrors(ctx.app);
});

afterAll(async () => {
  removeGuard();
  for (const [event, listeners] of Object.entries(runnerGuards))
    for (const listener of listeners) process.on(event, listener as (...args: unknown[]) => void);
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The request is answered 500 without its internals, logged under its id, and the next one is served. */
async function expectAnswered500(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(500);
  expect(res.json().code).toBe('internal_error');
  expect(res.body).not.toContain(SECRET);
  const requestId = res.json().message.match(/mã yêu cầu ([0-9a-f-]{36})/)[1];
  const logged = logLines.map((l) => JSON.parse(l)).filter((l) => l.reqId === requestId);
  expect(logged).toContainEqual(
    expect.objectContaining({ err: expect.objectContaining({ message: SECRET }) }),
  );
  expect((await get('/health/live')).statusCode).toBe(200);
}

describe('errors that escape a handler', () => {
  it('a stream failing after the handler returned is answered 500, compressed or not', async () => {
    await expectAnswered500('/api/v1/test/stream-fails');
    await expectAnswered500('/api/v1/test/stream-fails', { 'accept-encoding': 'gzip' });
  });

  it('an error thrown from a timer is answered 500 to the request it escaped from', async () => {
    await expectAnswered500('/api/v1/test/timer-throws');
  });

  it("an 'error' event nobody hears is answered 500", async () => {
    await expectAnswered500('/api/v1/test/event-unheard');
  });

  it('a rejection nobody awaits is answered 500', async () => {
    await expectAnswered500('/api/v1/test/rejection-unawaited');
  });

  it('a lost database connection escaping is answered 503 with Retry-After', async () => {
    const res = await get('/api/v1/test/connection-lost');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'service_unavailable',
      message: ERRORS.service_unavailable.message,
    });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('an error escaping outside any request is logged and the server keeps serving', async () => {
    setTimeout(() => {
      throw new Error(SECRET);
    }, 1);
    await until(() => logLines.some((l) => l.includes('keeps serving')));
    expect(logLines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({
        msg: 'unexpected error escaped; the server keeps serving',
        err: expect.objectContaining({ message: SECRET }),
      }),
    );
    expect((await get('/health/live')).statusCode).toBe(200);
  });
});
