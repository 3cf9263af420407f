import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { adminToken, buildUser, outboxWorker, useTestApp } from '../../test/harness.js';

// 'manual': only the test's worker delivers.
const t = useTestApp({ outbox: 'manual' });

describe('GET outbox/list-all', () => {
  it('shows an administrator a delivery given up, with its last error', async () => {
    const u = await buildUser(t.ctx);
    expect((await t.call('POST', '/auth/forgot-password', undefined, { email: u.email })).statusCode).toBe(
      200,
    );
    const refused = outboxWorker(
      t.ctx,
      {
        send: async () => {
          throw new Error('Không kết nối được máy chủ thư');
        },
      },
      { maxAttempts: 2 },
    );
    await refused.drain();
    await t.ctx.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.state, 'pending'));
    await refused.drain();

    const admin = await adminToken(t.ctx);
    const res = await t.call('GET', '/outbox/list-all?state=failed', admin);
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
    expect((await t.call('GET', '/outbox/list-all?state=delivered', admin)).json().data.count).toBe(0);
    expect((await t.call('GET', '/outbox/list-all?channel=zalo', admin)).json().data.count).toBe(0);
  });

  it('refuses an unknown state with a Vietnamese message', async () => {
    const res = await t.call('GET', '/outbox/list-all?state=lost', await adminToken(t.ctx));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Trạng thái không hợp lệ');
  });
});
