import { ZALO_NOT_CONFIGURED_MESSAGE } from '@congdoan/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLog, zaloAccounts, zaloOaTokens } from '../../db/schema/index.js';
import {
  bearer,
  createTestContext,
  type FakeFollower,
  FakeZalo,
  openSecondInstance,
  useFakeZalo,
  useTestApp,
} from '../../test/harness.js';
import { ZaloOa } from '../../zalo/oa.js';

const { fake, env } = useFakeZalo();
const t = useTestApp({ world: true, env });
const db = () => t.ctx.database.db;
const officer = () => t.world.as.provincialOfficer.token;
const admin = () => t.world.as.admin.token;

const followers = (n: number, from = 1): FakeFollower[] =>
  Array.from({ length: n }, (_, i) => ({
    user_id: `zl-${from + i}`,
    display_name: `Trần Thị Đào ${from + i}`,
    user_id_by_app: `app-${from + i}`,
    // as Zalo shares a phone: 84…, stored as 0…
    phone: i % 2 === 0 ? `849120000${String(from + i).padStart(2, '0')}` : undefined,
  }));

async function connect() {
  await ZaloOa.saveTokens(db(), { ...fake.issueTokens(), expiresIn: 90_000 }, null);
}

const sync = () => t.call('POST', '/zalo-accounts/sync', officer());
const accounts = () => db().select().from(zaloAccounts).orderBy(asc(zaloAccounts.oaUserId));

beforeEach(async () => {
  fake.reset();
  await db().delete(zaloAccounts);
  await db().delete(zaloOaTokens);
});

describe('GET zalo/status and the OA tokens', () => {
  it('says configured but not connected until an administrator enters the tokens, never showing them', async () => {
    const before = await t.call('GET', '/zalo/status', officer());
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      configured: true,
      connected: false,
      accessExpiresAt: null,
      refreshExpiresAt: null,
      lastError: null,
      lastSyncAt: null,
    });
    const { accessToken, refreshToken } = fake.issueTokens();
    const saved = await t.call('PUT', '/zalo/oa-token', admin(), { accessToken, refreshToken });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ configured: true, connected: true, lastError: null });
    const life = Date.parse(saved.json().data.accessExpiresAt) - Date.now();
    expect(life).toBeGreaterThan(24.9 * 3_600_000);
    expect(life).toBeLessThanOrEqual(25 * 3_600_000);
    expect(saved.body).not.toContain(accessToken);
    expect(saved.body).not.toContain(refreshToken);
    const [row] = await db().select().from(zaloOaTokens);
    expect(row).toMatchObject({ accessToken, refreshToken, updatedBy: t.world.as.admin.id });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'zalo-oa'), eq(auditLog.action, 'update')));
    expect(audit!.actorId).toBe(t.world.as.admin.id);
    expect(JSON.stringify(audit)).not.toContain(accessToken);
    expect((await t.call('GET', '/zalo/status', officer())).json().data.connected).toBe(true);
  });

  it('takes the deployed system’s body at POST zalo/save-oa-token', async () => {
    const { accessToken, refreshToken } = fake.issueTokens();
    const res = await t.call('POST', '/zalo/save-oa-token', admin(), {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: '3600',
      scope: 'oa',
    });
    expect(res.statusCode).toBe(200);
    const life = Date.parse(res.json().data.accessExpiresAt) - Date.now();
    expect(Math.round(life / 60_000)).toBe(60);
    expect((await db().select().from(zaloOaTokens))[0]!.accessToken).toBe(accessToken);
  });

  it('refuses incomplete tokens in Vietnamese and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ accessToken: 'a' }, 'Vui lòng nhập refresh token (refreshToken)'],
      [{ accessToken: '  ', refreshToken: 'r' }, 'Vui lòng nhập access token (accessToken)'],
      [{ accessToken: 'a', refreshToken: 'r', expiresIn: 5 }, 'Thời hạn tối thiểu 60 giây (expiresIn)'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', '/zalo/oa-token', admin(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await db().select().from(zaloOaTokens)).toEqual([]);
  });
});

describe('POST zalo-accounts/sync', () => {
  it('pages through the followers, reads each profile and creates their accounts', async () => {
    await connect();
    fake.followers = followers(120);
    const res = await sync();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ fetched: 120, created: 120, updated: 0, unfollowed: 0 });
    expect(fake.calls('/v3.0/oa/user/getlist').map((r) => r.data)).toEqual([
      { offset: 0, count: 50, is_follower: 'true' },
      { offset: 50, count: 50, is_follower: 'true' },
      { offset: 100, count: 50, is_follower: 'true' },
    ]);
    expect(fake.calls('/v3.0/oa/user/detail')).toHaveLength(120);
    const rows = await accounts();
    expect(rows).toHaveLength(120);
    expect(rows.find((r) => r.oaUserId === 'zl-1')).toMatchObject({
      displayName: 'Trần Thị Đào 1',
      appUserId: 'app-1',
      avatar: 'https://s120-ava-talk.zadn.vn/zl-1.jpg',
      phone: '0912000001',
      isFollowingOa: true,
      userId: null,
      searchText: 'tran thi dao 1 0912000001',
    });
    expect(rows.every((r) => r.syncedAt !== null)).toBe(true);
    const status = (await t.call('GET', '/zalo/status', officer())).json().data;
    expect(Date.now() - Date.parse(status.lastSyncAt)).toBeLessThan(60_000);
  });

  it('changes nothing when run again, and reads no profile it read within a day', async () => {
    await connect();
    fake.followers = followers(60);
    await sync();
    const before = await accounts();
    fake.reset();
    fake.followers = followers(60);
    const again = await sync();
    expect(again.json().data).toEqual({ fetched: 60, created: 0, updated: 0, unfollowed: 0 });
    expect(fake.calls('/v3.0/oa/user/detail')).toEqual([]);
    const after = await accounts();
    expect(after.map(({ syncedAt: _, ...r }) => r)).toEqual(before.map(({ syncedAt: _, ...r }) => r));
  });

  it('marks the followers who left as not following, deleting none, and follows again whoever returns', async () => {
    await connect();
    fake.followers = followers(30);
    await sync();
    fake.followers = followers(30).filter((f) => !['zl-3', 'zl-17'].includes(f.user_id));
    const left = await sync();
    expect(left.json().data).toEqual({ fetched: 28, created: 0, updated: 0, unfollowed: 2 });
    const rows = await accounts();
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => !r.isFollowingOa).map((r) => r.oaUserId)).toEqual(['zl-17', 'zl-3']);
    fake.followers = followers(30);
    const back = await sync();
    expect(back.json().data).toEqual({ fetched: 30, created: 0, updated: 2, unfollowed: 0 });
    expect((await accounts()).every((r) => r.isFollowingOa)).toBe(true);
  });

  it('stops at a rate limit with a Vietnamese 503, keeping what it read and marking nobody as having left', async () => {
    await connect();
    fake.followers = followers(80);
    await db().insert(zaloAccounts).values({ oaUserId: 'zl-old', displayName: 'Người cũ' });
    fake.failNext('/v3.0/oa/user/getlist', FakeZalo.RATE_LIMIT, 1, 1);
    const res = await sync();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'zalo_oa_busy',
      message: 'Zalo OA đang giới hạn số lần gọi, vui lòng thử lại sau ít phút',
    });
    const rows = await accounts();
    expect(rows).toHaveLength(51);
    expect(rows.every((r) => r.isFollowingOa)).toBe(true);
    expect((await t.call('GET', '/zalo/status', officer())).json().data.lastSyncAt).toBeNull();
  });

  it('once Zalo refused the refresh token, says not connected and asks Zalo nothing until new tokens', async () => {
    await connect();
    fake.followers = followers(3);
    fake.expireAccessTokens();
    fake.failNext('/v4/oa/access_token', { error: -14014, message: 'Refresh token is invalid' });
    const refused = await sync();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'zalo_oa_token_refused',
      message: 'Token Zalo OA đã hết hiệu lực, quản trị viên cần nhập lại',
    });
    expect((await t.call('GET', '/zalo/status', officer())).json().data).toMatchObject({
      configured: true,
      connected: false,
      lastError: 'Zalo OA từ chối (mã -14014): Refresh token is invalid',
    });
    const calls = fake.requests.length;
    expect((await sync()).json().code).toBe('zalo_oa_token_refused');
    expect(fake.requests).toHaveLength(calls);
    // An administrator enters new tokens: connected again, and the sync runs.
    const saved = await t.call('PUT', '/zalo/oa-token', admin(), fake.issueTokens());
    expect(saved.json().data).toMatchObject({ connected: true, lastError: null });
    expect((await sync()).json().data).toMatchObject({ fetched: 3, created: 3 });
  });

  it('answers ‘Chưa cấu hình Zalo OA’ without tokens, and asks Zalo nothing', async () => {
    const res = await sync();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'zalo_not_configured', message: ZALO_NOT_CONFIGURED_MESSAGE });
    expect(fake.requests).toEqual([]);
  });

  it('runs once for two calls at once on one instance, both answered with its result', async () => {
    await connect();
    fake.followers = followers(10);
    fake.delays.set('/v3.0/oa/user/getlist', 200);
    const [a, b] = await Promise.all([sync(), sync()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data).toEqual(a.json().data);
    expect(a.json().data.created).toBe(10);
    expect(fake.calls('/v3.0/oa/user/getlist')).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 409 on a second instance while the first runs a sync (PostgreSQL)',
    async () => {
      await connect();
      fake.followers = followers(10);
      fake.delays.set('/v3.0/oa/user/getlist', 500);
      const other = await openSecondInstance(t.ctx.database);
      const second = await buildApp(t.ctx.config, other, { logger: false });
      try {
        await second.ready();
        const first = sync();
        await new Promise((r) => setTimeout(r, 200));
        const res = await second.inject({
          method: 'POST',
          url: '/api/v1/zalo-accounts/sync',
          headers: bearer(officer()),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('Đang đồng bộ người theo dõi Zalo OA, vui lòng thử lại sau ít phút');
        expect((await first).json().data.created).toBe(10);
        expect(fake.calls('/v3.0/oa/user/getlist')).toHaveLength(1);
      } finally {
        await second.close();
        await other.close();
      }
    },
  );
});

describe('without the OA’s settings', () => {
  it('says ‘Chưa cấu hình Zalo OA’ everywhere, stores no token and calls nothing', async () => {
    const bare = await createTestContext({ ZALO_API_BASE: fake.url, ZALO_OAUTH_BASE: fake.url });
    try {
      const token = (
        await bare.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: 'admin', password: 'Quantri@123' },
        })
      ).json().data.accessToken as string;
      const ask = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        bare.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
      expect((await ask('GET', '/zalo/status')).json().data).toMatchObject({
        configured: false,
        connected: false,
      });
      for (const [method, url, body] of [
        ['POST', '/zalo-accounts/sync'],
        ['PUT', '/zalo/oa-token', { accessToken: 'a', refreshToken: 'r' }],
        ['POST', '/zalo/link-code'],
      ] as const) {
        const res = await ask(method, url, body);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toBe(ZALO_NOT_CONFIGURED_MESSAGE);
      }
      expect(await bare.database.db.select().from(zaloOaTokens)).toEqual([]);
      expect(fake.requests).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('gives no linking code without the key that signs the OA’s events (the code could never arrive)', async () => {
    const { ZALO_OA_SECRET_KEY: _, ...withoutKey } = fake.env();
    const keyless = await createTestContext(withoutKey);
    try {
      const login = await keyless.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'admin', password: 'Quantri@123' },
      });
      const res = await keyless.app.inject({
        method: 'POST',
        url: '/api/v1/zalo/link-code',
        headers: bearer(login.json().data.accessToken),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ZALO_NOT_CONFIGURED_MESSAGE);
    } finally {
      await keyless.close();
    }
  });
});
