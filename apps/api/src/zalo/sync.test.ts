import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zaloAccounts, zaloOaTokens } from '../db/schema/index.js';
import { testConfig } from '../test/config.js';
import { until, useFakeZalo, useTestDatabase } from '../test/harness.js';
import { ZaloOa } from './oa.js';
import { FollowerSync } from './sync.js';

const { fake, env } = useFakeZalo();
const t = useTestDatabase();
const log = Fastify({ logger: false }).log;
let syncs: FollowerSync[] = [];

function followerSync(intervalMinutes: number) {
  const oa = new ZaloOa(testConfig(env), t.database.db);
  const sync = new FollowerSync(oa, t.database, log, { intervalMinutes, firstLookMs: 20 });
  syncs.push(sync);
  return sync;
}

const lastSyncAt = async () =>
  (await t.database.db.select().from(zaloOaTokens).where(eq(zaloOaTokens.id, 1)))[0]!.lastSyncAt;

beforeEach(async () => {
  fake.reset();
  fake.followers = [
    { user_id: 'zl-1', display_name: 'Ngô Quyền' },
    { user_id: 'zl-2', display_name: 'Lý Thường Kiệt' },
  ];
  await t.database.db.delete(zaloAccounts);
  await t.database.db.delete(zaloOaTokens);
  await ZaloOa.saveTokens(t.database.db, { ...fake.issueTokens(), expiresIn: 90_000 }, null);
});

afterEach(async () => {
  await Promise.all(syncs.map((s) => s.close()));
  syncs = [];
  vi.restoreAllMocks();
});

const following = async () =>
  (
    await t.database.db
      .select({ id: zaloAccounts.oaUserId })
      .from(zaloAccounts)
      .where(eq(zaloAccounts.isFollowingOa, true))
  )
    .map((r) => r.id)
    .sort();

describe('the periodic follower sync', () => {
  it('runs soon after the start when no sync ran for an interval, then waits for the next one', async () => {
    const sync = followerSync(60);
    sync.start();
    await until(async () => (await lastSyncAt()) !== null);
    expect(await t.database.db.select().from(zaloAccounts)).toHaveLength(2);
    // The next look is an hour away: nothing more in the meantime.
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.calls('/v3.0/oa/user/getlist')).toHaveLength(1);
  });

  it('does not run while the last sync (of any instance) is younger than the interval', async () => {
    await t.database.db.update(zaloOaTokens).set({ lastSyncAt: sql`now() - interval '10 minutes'` });
    followerSync(60).start();
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.requests).toEqual([]);
  });

  it('does not start with an interval of 0, nor after it was closed', async () => {
    followerSync(0).start();
    const closed = followerSync(60);
    await closed.close();
    closed.start();
    closed.readProfileLater('zl-1');
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.requests).toEqual([]);
  });

  it('leaves following whoever followed while a run was reading an older list', async () => {
    await t.database.db.insert(zaloAccounts).values({ oaUserId: 'zl-gone', displayName: 'Đã rời' });
    fake.delays.set('/v3.0/oa/user/getlist', 300);
    const running = followerSync(0).run();
    await new Promise((r) => setTimeout(r, 100));
    // A follow webhook arrives meanwhile: the list being read does not have this follower yet.
    await t.database.db.insert(zaloAccounts).values({ oaUserId: 'zl-new', lastFollowAt: sql`now()` });
    expect(await running).toEqual({ fetched: 2, created: 2, updated: 0, unfollowed: 1 });
    expect(await following()).toEqual(['zl-1', 'zl-2', 'zl-new']);
  });

  it('marks nobody as gone when a follower leaves while the list is being read', async () => {
    // Three pages (50, 50, 20), all following after a first run.
    const ids = Array.from({ length: 120 }, (_, i) => `zl-${String(i).padStart(3, '0')}`);
    fake.followers = ids.map((id) => ({ user_id: id, display_name: `Người theo dõi ${id}` }));
    expect(await followerSync(0).run()).toMatchObject({ fetched: 120, created: 120, unfollowed: 0 });
    // Someone on the first page leaves once it was read: the later pages shift by one, so the first
    // follower of the second page (zl-050) is never listed, and the last page's count (119) matches
    // what the run saw.
    fake.beforeList = (offset) => {
      if (offset === 50) fake.followers = fake.followers.filter((f) => f.user_id !== 'zl-010');
    };
    const warn = vi.spyOn(log, 'warn');
    expect(await followerSync(0).run()).toEqual({ fetched: 119, created: 0, updated: 0, unfollowed: 0 });
    expect(
      fake
        .calls('/v3.0/oa/user/getlist')
        .slice(-3)
        .map((r) => r.data?.offset),
    ).toEqual([0, 50, 100]);
    expect(await following()).toEqual(ids);
    expect(warn).toHaveBeenCalledWith(
      { total: 120, seen: 119, steady: false },
      expect.stringContaining('nobody marked as having left'),
    );
    // With the list still again, the next run marks the one who left, and only them.
    fake.beforeList = undefined;
    expect(await followerSync(0).run()).toMatchObject({ fetched: 119, unfollowed: 1 });
    expect(await following()).toEqual(ids.filter((id) => id !== 'zl-010'));
  });
});
