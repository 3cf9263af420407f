import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { zaloAccounts, zaloOaTokens, zaloWebhookEvents } from '../../../db/schema/index.js';
import { createTestContext, signedEvent, until, useFakeZalo, useTestApp } from '../../../test/harness.js';
import { ZaloOa } from '../../../zalo/oa.js';

const { fake, env } = useFakeZalo();
const t = useTestApp({ env });
const db = () => t.ctx.database.db;

const deliver = (signed: { payload: string; headers: Record<string, string> }) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/zalo/webhook',
    payload: signed.payload,
    headers: signed.headers,
  });

const follow = (userId: string, extra: Record<string, unknown> = {}) => ({
  event_name: 'follow',
  oa_id: 'oa-1',
  source: 'oa_profile',
  user_id_by_app: `app-${userId}`,
  follower: { id: userId },
  ...extra,
});

const account = async (oaUserId: string) =>
  (await db().select().from(zaloAccounts).where(eq(zaloAccounts.oaUserId, oaUserId)))[0];
const eventCount = async () => (await db().select().from(zaloWebhookEvents)).length;

/** What a refused event leaves: nothing at all. */
async function expectRefused(
  res: Awaited<ReturnType<typeof deliver>>,
  code: string,
  message: string,
  before: { events: number },
) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code, message });
  expect(await eventCount()).toBe(before.events);
  expect(await account('zl-forged')).toBeUndefined();
}

beforeEach(async () => {
  fake.reset();
  await db().delete(zaloAccounts);
  await db().delete(zaloWebhookEvents);
  await db().delete(zaloOaTokens);
  await ZaloOa.saveTokens(db(), { ...fake.issueTokens(), expiresIn: 90_000 }, null);
});

describe('POST zalo/webhook', () => {
  it('takes a signed follow: the account follows, with its time, and its profile is read after the answer', async () => {
    fake.followers = [{ user_id: 'zl-1', display_name: 'Lê Văn Bình', phone: '0987654321' }];
    const at = Date.now() - 2_000;
    const res = await deliver(signedEvent(follow('zl-1'), { timestamp: at }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    const row = (await account('zl-1'))!;
    expect(row).toMatchObject({ isFollowingOa: true, appUserId: 'app-zl-1', userId: null });
    expect(row.lastFollowAt!.getTime()).toBe(at);
    await until(async () => (await account('zl-1'))?.displayName !== null);
    expect(await account('zl-1')).toMatchObject({
      displayName: 'Lê Văn Bình',
      phone: '0987654321',
      searchText: 'le van binh 0987654321',
    });
  });

  it('refuses a missing, wrong or forged signature with 401 and changes nothing', async () => {
    const before = { events: await eventCount() };
    const good = signedEvent(follow('zl-forged'));
    const { 'x-zevent-signature': _, ...unsigned } = good.headers;
    const tries = [
      { ...good, headers: unsigned },
      { ...good, headers: { ...good.headers, 'x-zevent-signature': 'mac=0000' } },
      {
        ...good,
        headers: { ...good.headers, 'x-zevent-signature': good.headers['x-zevent-signature'].slice(4) },
      },
      signedEvent(follow('zl-forged'), { secretKey: 'someone-else' }),
      // The body changed after it was signed.
      { ...good, payload: good.payload.replace('oa_profile', 'oa_qrcode') },
    ];
    for (const forged of tries) {
      await expectRefused(
        await deliver(forged),
        'zalo_webhook_signature_invalid',
        'Chữ ký sự kiện Zalo không hợp lệ',
        before,
      );
    }
  });

  it('refuses an event older than five minutes, or from the future, with 401 and changes nothing', async () => {
    const before = { events: await eventCount() };
    const message = 'Sự kiện Zalo đã quá hạn hoặc sai thời điểm';
    const stale = signedEvent(follow('zl-forged'), { timestamp: Date.now() - 6 * 60_000 });
    await expectRefused(await deliver(stale), 'zalo_webhook_stale', message, before);
    const ahead = signedEvent(follow('zl-forged'), { timestamp: Date.now() + 3 * 60_000 });
    await expectRefused(await deliver(ahead), 'zalo_webhook_stale', message, before);
    const nonsense = signedEvent(follow('zl-forged'), { timestamp: Number.NaN });
    await expectRefused(await deliver(nonsense), 'zalo_webhook_stale', message, before);
  });

  it('refuses an event seen before with 401: a replayed follow does not undo a later unfollow', async () => {
    const followed = signedEvent(follow('zl-2'), { timestamp: Date.now() - 60_000 });
    expect((await deliver(followed)).statusCode).toBe(200);
    const left = signedEvent({ ...follow('zl-2'), event_name: 'unfollow' });
    expect((await deliver(left)).statusCode).toBe(200);
    const replay = await deliver(followed);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'zalo_webhook_replayed',
      message: 'Sự kiện Zalo này đã được xử lý',
    });
    const row = (await account('zl-2'))!;
    expect(row.isFollowingOa).toBe(false);
    expect(row.lastUnfollowAt).not.toBeNull();
    expect(await eventCount()).toBe(2);
  });

  it('marks an unfollow as not following, keeping the account and its link', async () => {
    const [row] = await db()
      .insert(zaloAccounts)
      .values({ oaUserId: 'zl-3', displayName: 'Phạm Thu' })
      .returning();
    const at = Date.now() - 1_000;
    const res = await deliver(signedEvent({ ...follow('zl-3'), event_name: 'unfollow' }, { timestamp: at }));
    expect(res.statusCode).toBe(200);
    expect(await account('zl-3')).toMatchObject({
      id: row!.id,
      isFollowingOa: false,
      displayName: 'Phạm Thu',
    });
    expect((await account('zl-3'))!.lastUnfollowAt!.getTime()).toBe(at);
  });

  it('notes a follower’s message as their last interaction, and creates no account for a stranger’s', async () => {
    await db().insert(zaloAccounts).values({ oaUserId: 'zl-4', displayName: 'Đỗ An' });
    const at = Date.now() - 500;
    const text = (from: string, words: string) =>
      signedEvent(
        {
          event_name: 'user_send_text',
          sender: { id: from },
          recipient: { id: 'oa-1' },
          user_id_by_app: `app-${from}`,
          message: { text: words, msg_id: `m-${from}` },
        },
        { timestamp: at },
      );
    expect((await deliver(text('zl-4', 'Cho tôi hỏi lịch họp'))).statusCode).toBe(200);
    expect((await account('zl-4'))!.lastActiveAt!.getTime()).toBe(at);
    expect((await deliver(text('zl-stranger', 'Xin chào'))).statusCode).toBe(200);
    expect(await account('zl-stranger')).toBeUndefined();
    // Nothing was said back.
    expect(fake.messages).toEqual([]);
  });

  it('answers an event it does not handle and changes nothing', async () => {
    const res = await deliver(
      signedEvent({ event_name: 'oa_send_text', sender: { id: 'oa-1' }, recipient: { id: 'zl-5' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(zaloAccounts)).toEqual([]);
  });

  it('forgets replay keys an hour old, past the age any event is refused at anyway', async () => {
    await db()
      .insert(zaloWebhookEvents)
      .values({ eventKey: 'old', eventName: 'follow', receivedAt: sql`now() - interval '2 hours'` });
    await db().insert(zaloWebhookEvents).values({ eventKey: 'recent', eventName: 'follow' });
    expect((await deliver(signedEvent(follow('zl-6')))).statusCode).toBe(200);
    const keys = (await db().select().from(zaloWebhookEvents)).map((e) => e.eventKey);
    expect(keys).not.toContain('old');
    expect(keys).toContain('recent');
  });

  it('refuses every event when the OA’s secret key is not set', async () => {
    const bare = await createTestContext({ ...env, ZALO_OA_SECRET_KEY: '' });
    try {
      const signed = signedEvent(follow('zl-7'));
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/zalo/webhook',
        payload: signed.payload,
        headers: signed.headers,
      });
      expect(res.statusCode).toBe(401);
      expect(await bare.database.db.select().from(zaloAccounts)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
