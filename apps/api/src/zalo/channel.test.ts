import { ZALO_NOT_CONFIGURED_MESSAGE, ZALO_TOKEN_REFUSED_MESSAGE } from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { outbox, zaloAccounts, zaloOaTokens } from '../db/schema/index.js';
import { zaloText } from '../domain/notify/zalo-text.js';
import { describeRow } from '../outbox/channels.js';
import { enqueue } from '../outbox/enqueue.js';
import {
  buildUser,
  createTestContext,
  FakeZalo,
  outboxWorker,
  useFakeZalo,
  useTestApp,
} from '../test/harness.js';
import { ZaloOa } from './oa.js';

// 'manual': only the workers of these tests deliver.
const { fake, env } = useFakeZalo();
// The address the officers open the app at: links in the messages are made absolute on it.
env.PUBLIC_URL = 'https://congdoan.bacninh.vn/';
const t = useTestApp({ outbox: 'manual', env });
let db: Db;

let follower: { id: number; oaUserId: string };
beforeEach(async () => {
  db = t.ctx.database.db;
  fake.reset();
  await db.delete(outbox);
  await db.delete(zaloAccounts);
  await ZaloOa.saveTokens(db, { ...fake.issueTokens(), expiresIn: 90_000 }, null);
  const [row] = await db
    .insert(zaloAccounts)
    .values({ oaUserId: 'oa-user-1', displayName: 'Nguyễn Văn An' })
    .returning({ id: zaloAccounts.id, oaUserId: zaloAccounts.oaUserId });
  follower = row!;
});

async function enqueueMessage(text = 'Thông báo họp công đoàn lúc 8 giờ') {
  await db.transaction((tx) =>
    enqueue(tx, 'zalo', { zaloAccountId: follower.id, to: follower.oaUserId, text, ref: 'notification:7' }),
  );
  const [row] = await db.select({ id: outbox.id }).from(outbox).orderBy(sql`${outbox.id} desc`).limit(1);
  return row!.id;
}

const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const makeDue = (id: number) => db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
const drain = () => outboxWorker(t.ctx).drain();

describe("the outbox's zalo channel", () => {
  it('sends the text to the follower and keeps the beginning of it, the recipient and the reference', async () => {
    const text = `Kính gửi đoàn viên: ${'nội dung dài '.repeat(20)}`;
    const id = await enqueueMessage(text);
    await drain();
    expect(fake.messages).toEqual([{ to: 'oa-user-1', text }]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
    const kept = row.payload as { text: string; ref: string; to: string };
    expect(kept).toMatchObject({ zaloAccountId: follower.id, to: 'oa-user-1', ref: 'notification:7' });
    expect(kept.text.length).toBeLessThanOrEqual(60);
    expect(text.startsWith(kept.text.slice(0, -1))).toBe(true);
    expect(describeRow('zalo', row.payload)).toBe(`Zalo: ${kept.text} → oa-user-1`);
  });

  it("sends the page a notice opens as a link on the app's public address", async () => {
    const link = '/trade-union/events/detail/5';
    await db.transaction((tx) =>
      enqueue(tx, 'zalo', {
        zaloAccountId: follower.id,
        to: follower.oaUserId,
        text: zaloText({ title: 'Nhắc nhở: Đại hội', body: 'Thời gian: 08:00 05/09/2031', link }),
        link,
      }),
    );
    await drain();
    expect(fake.messages).toEqual([
      {
        to: 'oa-user-1',
        text: 'Nhắc nhở: Đại hội\n\nThời gian: 08:00 05/09/2031\n\nXem chi tiết: https://congdoan.bacninh.vn/trade-union/events/detail/5',
      },
    ]);
  });

  it('refreshes an expired token and sends on the same attempt', async () => {
    fake.expireAccessTokens();
    const id = await enqueueMessage();
    await drain();
    expect(await rowOf(id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(fake.calls('/v4/oa/access_token')).toHaveLength(1);
    expect(fake.messages).toHaveLength(1);
  });

  it('tries a rate-limited message again after the backoff, then sends it', async () => {
    fake.failNext('/v3.0/oa/message/cs', FakeZalo.RATE_LIMIT);
    const id = await enqueueMessage();
    await drain();
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting.lastError).toBe(`Zalo OA từ chối (mã -32): ${FakeZalo.RATE_LIMIT.message}`);
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await drain();
    expect(fake.messages).toEqual([]); // not due yet
    await makeDue(id);
    await drain();
    expect(await rowOf(id)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(fake.messages).toHaveLength(1);
  });

  it('gives up at once what Zalo refuses for good, with Zalo’s code and words as the error', async () => {
    fake.failNext('/v3.0/oa/message/cs', {
      error: -230,
      message: 'User has not interacted with the OA in the last 7 days',
    });
    const id = await enqueueMessage();
    await drain();
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'Zalo OA từ chối (mã -230): User has not interacted with the OA in the last 7 days',
    });
    expect(fake.messages).toEqual([]);
  });

  it('sends nothing to a follower who has left the OA or was switched off since', async () => {
    await db.update(zaloAccounts).set({ isFollowingOa: false }).where(eq(zaloAccounts.id, follower.id));
    const left = await enqueueMessage();
    await drain();
    await db
      .update(zaloAccounts)
      .set({ isFollowingOa: true, isActive: false })
      .where(eq(zaloAccounts.id, follower.id));
    const off = await enqueueMessage();
    await drain();
    expect(await rowOf(left)).toMatchObject({
      state: 'failed',
      lastError: 'Người dùng đã bỏ theo dõi Zalo OA',
    });
    expect(await rowOf(off)).toMatchObject({ state: 'failed', lastError: 'Tài khoản Zalo đã bị tắt' });
    expect(fake.requests).toEqual([]);
  });

  it('sends nothing once the account is no longer linked to the user it was queued for', async () => {
    const [a, b] = [await buildUser(t.ctx), await buildUser(t.ctx)];
    await db.update(zaloAccounts).set({ userId: a!.id }).where(eq(zaloAccounts.id, follower.id));
    const queue = (userId: number) =>
      db.transaction((tx) =>
        enqueue(tx, 'zalo', {
          zaloAccountId: follower.id,
          to: follower.oaUserId,
          userId,
          text: 'Họp chi bộ',
        }),
      );
    await queue(a!.id);
    await queue(b!.id);
    await drain();
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.state, r.lastError])).toEqual([
      ['delivered', null],
      ['failed', 'Tài khoản Zalo đã hủy liên kết với người nhận'],
    ]);
    expect(fake.messages).toEqual([{ to: 'oa-user-1', text: 'Họp chi bộ' }]);
  });

  it('without tokens fails the attempt with ‘Chưa cấu hình Zalo OA’ and sends nothing', async () => {
    await db.delete(zaloOaTokens);
    const id = await enqueueMessage();
    await drain();
    expect(await rowOf(id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: ZALO_NOT_CONFIGURED_MESSAGE,
    });
    expect(fake.requests).toEqual([]);
  });

  it('once Zalo refused the refresh token, fails the attempt with a message saying so and asks Zalo nothing', async () => {
    fake.expireAccessTokens();
    fake.failNext('/v4/oa/access_token', { error: -14014, message: 'Refresh token is invalid' });
    const first = await enqueueMessage();
    await drain();
    expect(await rowOf(first)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: ZALO_TOKEN_REFUSED_MESSAGE,
    });
    const calls = fake.requests.length;
    const second = await enqueueMessage();
    await makeDue(first);
    await drain();
    for (const id of [first, second]) {
      expect(await rowOf(id)).toMatchObject({ state: 'pending', lastError: ZALO_TOKEN_REFUSED_MESSAGE });
    }
    expect(fake.requests).toHaveLength(calls);
    // New tokens: the rows waiting go out on their next attempt.
    await ZaloOa.saveTokens(db, { ...fake.issueTokens(), expiresIn: 90_000 }, null);
    await makeDue(first);
    await makeDue(second);
    await drain();
    expect(await rowOf(first)).toMatchObject({ state: 'delivered', attempts: 3 });
    expect(await rowOf(second)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(fake.messages).toHaveLength(2);
  });

  it('without the app’s settings fails the attempt with ‘Chưa cấu hình Zalo OA’ and sends nothing', async () => {
    // The same database and fake, but an app whose settings lack the app id and secret.
    const bare = await createTestContext({ ZALO_API_BASE: fake.url, ZALO_OAUTH_BASE: fake.url }, undefined, {
      outbox: 'manual',
    });
    try {
      const id = await enqueueMessage();
      await outboxWorker(bare, undefined, {}, t.ctx.database).drain();
      expect(await rowOf(id)).toMatchObject({ state: 'pending', lastError: ZALO_NOT_CONFIGURED_MESSAGE });
      expect(fake.requests).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
