import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';

const logged: unknown[] = [];
/** Every line the server logged, as written. */
const logLines: string[] = [];
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$bHVvbmctYmktbWF0';
const t = useTestApp({
  logger: {
    level: 'error',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
  extend: (app) => {
    app.get('/api/v1/test/boom', { config: { permission: 'public' } }, async (request) => {
      request.log.error = (obj: unknown) => void logged.push(obj);
      throw new Error('connection to 10.0.0.7 refused: secret detail');
    });
    // A query that fails with a password hash among its parameters (full_name is NOT NULL).
    app.get('/api/v1/test/query-boom', { config: { permission: 'public' } }, async () => {
      await t.ctx.database.db
        .update(users)
        .set({ passwordHash: SECRET_HASH, fullName: null as unknown as string })
        .where(eq(users.username, 'admin'));
    });
  },
});

describe('error answers', () => {
  it('a 5xx hides its internals and names the request id', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('internal_error');
    expect(body.message).toMatch(/^Đã có lỗi xảy ra, vui lòng thử lại sau \(mã yêu cầu [0-9a-f-]{36}\)$/);
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('10.0.0.7');
    const requestId = body.message.match(/mã yêu cầu ([0-9a-f-]{36})/)[1];
    expect(logged).toContainEqual(expect.objectContaining({ reqId: requestId, err: expect.any(Error) }));
  });

  it('logs a failed query with its text, never its parameters', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/v1/test/query-boom' });
    expect(res.statusCode).toBe(500);
    const requestId = res.json().message.match(/mã yêu cầu ([0-9a-f-]{36})/)[1];
    const lines = logLines.map((l) => JSON.parse(l)).filter((l) => l.reqId === requestId);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request failed',
        err: expect.objectContaining({
          query: expect.stringContaining('update "users" set "full_name" = $1'),
          message: expect.stringContaining('null value in column "full_name"'),
        }),
      }),
    );
    expect(logLines.join('')).not.toContain(SECRET_HASH);
  });

  it('malformed JSON and oversized bodies get Vietnamese messages', async () => {
    const bad = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dữ liệu không hợp lệ');
    const big = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dữ liệu gửi lên quá lớn');
  });

  it('unknown body fields are stripped and empty filters ignored', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lookup/wards?search=&page=&limit=',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ list: [], count: 0 });
  });
});
