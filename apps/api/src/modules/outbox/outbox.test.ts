import { ROLE_IDS } from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createHandlers } from '../../outbox/channels.js';
import { OutboxWorker } from '../../outbox/worker.js';
import {
  adminToken,
  buildUser,
  callApi,
  createTestContext,
  type TestContext,
  tokenFor,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { outbox: 'manual' });
});
afterAll(async () => ctx?.close());

describe('GET outbox/list-all', () => {
  it('shows an administrator a delivery given up, with its last error, and no one else', async () => {
    const u = await buildUser(ctx);
    expect(
      (await callApi(ctx, 'POST', '/auth/forgot-password', undefined, { email: u.email })).statusCode,
    ).toBe(200);
    const refused = new OutboxWorker(
      ctx.database,
      createHandlers({
        config: ctx.config,
        log: ctx.app.log,
        mail: {
          send: async () => {
            throw new Error('Không kết nối được máy chủ thư');
          },
        },
      }),
      ctx.app.log,
      { maxAttempts: 2 },
    );
    await refused.drain();
    await ctx.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.state, 'pending'));
    await refused.drain();

    const admin = await adminToken(ctx);
    const res = await callApi(ctx, 'GET', '/outbox/list-all?state=failed', admin);
    expect(res.statusCode).toBe(200);
    const { list, count } = res.json().data;
    expect(count).toBe(1);
    expect(list[0]).toMatchObject({
      channel: 'email',
      summary: `Mã xác nhận đặt lại mật khẩu → ${u.email}`,
      state: 'failed',
      attempts: 2,
      lastError: 'Không kết nối được máy chủ thư',
      nextAttemptAt: null,
      deliveredAt: null,
    });
    expect(res.body, 'the reset code never reaches the list').not.toMatch(/\b\d{6}\b/);
    expect((await callApi(ctx, 'GET', '/outbox/list-all?state=delivered', admin)).json().data.count).toBe(0);
    expect((await callApi(ctx, 'GET', '/outbox/list-all?channel=zalo', admin)).json().data.count).toBe(0);

    // A provincial officer holds every right of the catalogue short of administration.
    for (const role of [ROLE_IDS.provincialOfficer, ROLE_IDS.chair, ROLE_IDS.member]) {
      const other = await callApi(ctx, 'GET', '/outbox/list-all', await tokenFor(ctx, { roles: [role] }));
      expect(other.statusCode, `role ${role}`).toBe(403);
    }
    expect((await callApi(ctx, 'GET', '/outbox/list-all')).statusCode).toBe(401);
  });

  it('refuses an unknown state with a Vietnamese message', async () => {
    const res = await callApi(ctx, 'GET', '/outbox/list-all?state=lost', await adminToken(ctx));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Trạng thái không hợp lệ');
  });
});
