import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';

let ctx: TestContext;
const logged: unknown[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, (app) => {
    app.get('/api/v1/test/boom', { config: { permission: 'public' } }, async (request) => {
      request.log.error = (obj: unknown) => void logged.push(obj);
      throw new Error('connection to 10.0.0.7 refused: secret detail');
    });
  });
});
afterAll(async () => ctx?.close());

describe('error answers', () => {
  it('a 5xx hides its internals and names the request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('internal_error');
    expect(body.message).toMatch(/^Đã có lỗi xảy ra, vui lòng thử lại sau \(mã yêu cầu [0-9a-f-]{36}\)$/);
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toContain('10.0.0.7');
    const requestId = body.message.match(/mã yêu cầu ([0-9a-f-]{36})/)[1];
    expect(logged).toContainEqual(expect.objectContaining({ reqId: requestId, err: expect.any(Error) }));
  });

  it('malformed JSON and oversized bodies get Vietnamese messages', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dữ liệu không hợp lệ');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dữ liệu gửi lên quá lớn');
  });

  it('unknown body fields are stripped and empty filters ignored', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lookup/wards?search=&page=&limit=',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ list: [], count: 0 });
  });
});
