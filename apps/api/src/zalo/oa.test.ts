import { ZALO_NOT_CONFIGURED_MESSAGE, ZALO_TOKEN_REFUSED_MESSAGE } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { zaloOaTokens } from '../db/schema/index.js';
import { testConfig } from '../test/config.js';
import { openSecondInstance, useFakeZalo, useTestDatabase } from '../test/harness.js';
import { ZaloError } from './api.js';
import { ZaloOa } from './oa.js';

const { fake, env } = useFakeZalo();
const t = useTestDatabase();

const oaOn = (database: Database, extra: Record<string, string> = {}) =>
  new ZaloOa(testConfig({ ...env, ...extra }), database.db);

const tokenRow = async () =>
  (await t.database.db.select().from(zaloOaTokens).where(eq(zaloOaTokens.id, 1)))[0];

/** Tokens the fake accepts, stored as an administrator enters them, expiring in `expiresIn` seconds. */
async function connect(expiresIn = 90_000) {
  const pair = fake.issueTokens();
  await ZaloOa.saveTokens(t.database.db, { ...pair, expiresIn }, null);
  return pair;
}

const send = (oa: ZaloOa, to = 'u1', text = 'Xin chào') =>
  oa.withToken((token) => oa.api.sendText(token, to, text));

beforeEach(async () => {
  fake.reset();
  await t.database.db.delete(zaloOaTokens);
});

describe('the OA connection', () => {
  it('calls with the stored token, refreshing nothing while it has time left', async () => {
    const { accessToken } = await connect();
    await send(oaOn(t.database));
    expect(fake.messages).toEqual([{ to: 'u1', text: 'Xin chào' }]);
    expect(fake.calls('/v3.0/oa/message/cs')[0]!.headers.access_token).toBe(accessToken);
    expect(fake.calls('/v4/oa/access_token')).toEqual([]);
  });

  it('refreshes a token Zalo calls expired, once, and makes the call again with the new one', async () => {
    const { refreshToken } = await connect();
    fake.expireAccessTokens();
    await send(oaOn(t.database));
    expect(fake.messages).toHaveLength(1);
    const [refresh] = fake.calls('/v4/oa/access_token');
    expect(refresh!.headers.secret_key).toBe(env.ZALO_APP_SECRET);
    expect(refresh!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(refresh!.body).toEqual({
      refresh_token: refreshToken,
      app_id: env.ZALO_APP_ID,
      grant_type: 'refresh_token',
    });
    const sends = fake.calls('/v3.0/oa/message/cs');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.headers.access_token).toBe((await tokenRow())!.accessToken);
    // The refresh token rotated: the stored one is the new one, the old one is spent.
    expect((await tokenRow())!.refreshToken).not.toBe(refreshToken);
  });

  it('refreshes ahead of expiry, before the call', async () => {
    await connect(20 * 60); // 20 minutes left: inside the half hour ahead
    await send(oaOn(t.database));
    expect(fake.requests.map((r) => r.path)).toEqual(['/v4/oa/access_token', '/v3.0/oa/message/cs']);
    const row = (await tokenRow())!;
    expect(row.accessExpiresAt.getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000);
    expect(row.lastError).toBeNull();
  });

  it('spends a refresh token once when two instances refresh at the same time', async () => {
    await connect(60); // about to expire: both must refresh
    fake.delays.set('/v4/oa/access_token', 300);
    // Two instances: another pool on PostgreSQL; on PGlite (one process, one connection) a second
    // connection object of its own over the same database.
    const other = t.database.kind === 'postgres' ? await openSecondInstance(t.database) : t.database;
    try {
      const [a, b] = [oaOn(t.database), oaOn(other)];
      await Promise.all([send(a, 'u1'), send(b, 'u2')]);
      expect(fake.calls('/v4/oa/access_token')).toHaveLength(1);
      expect(fake.messages.map((m) => m.to).sort()).toEqual(['u1', 'u2']);
      // Both used the one new token.
      const used = new Set(fake.calls('/v3.0/oa/message/cs').map((r) => r.headers.access_token));
      expect([...used]).toEqual([(await tokenRow())!.accessToken]);
    } finally {
      if (other !== t.database) await other.close();
    }
  });

  it('gets the first tokens once when two instances start from ZALO_OA_REFRESH_TOKEN at the same time', async () => {
    // No row yet to lock: the advisory lock alone keeps the second from spending the setting's token.
    const { refreshToken } = fake.issueTokens();
    fake.delays.set('/v4/oa/access_token', 300);
    const other = t.database.kind === 'postgres' ? await openSecondInstance(t.database) : t.database;
    try {
      const extra = { ZALO_OA_REFRESH_TOKEN: refreshToken };
      await Promise.all([send(oaOn(t.database, extra), 'u1'), send(oaOn(other, extra), 'u2')]);
      expect(fake.calls('/v4/oa/access_token')).toHaveLength(1);
      expect(fake.messages).toHaveLength(2);
    } finally {
      if (other !== t.database) await other.close();
    }
  });

  it('after Zalo refuses the refresh token, calls Zalo no more until an administrator enters new tokens', async () => {
    const { refreshToken } = await connect();
    fake.expireAccessTokens();
    // The refresh token was spent elsewhere (the deployed system, another copy).
    fake.failNext('/v4/oa/access_token', { error: -14014, message: 'x' });
    const oa = oaOn(t.database);
    await expect(send(oa)).rejects.toThrow(ZALO_TOKEN_REFUSED_MESSAGE);
    const row = (await tokenRow())!;
    expect(row.lastError).toContain('-14014');
    expect(row.lastError).not.toContain(refreshToken);
    expect(row.refreshToken).toBe(refreshToken);
    expect(await oa.status()).toMatchObject({ configured: true, connected: false, lastError: row.lastError });
    expect(fake.calls('/v4/oa/access_token')).toHaveLength(1);

    // Later calls, of this instance or another, neither refresh nor call Zalo.
    const callsBefore = fake.requests.length;
    await expect(send(oa)).rejects.toThrow(ZALO_TOKEN_REFUSED_MESSAGE);
    await expect(send(oaOn(t.database), 'u2')).rejects.toThrow(ZALO_TOKEN_REFUSED_MESSAGE);
    await expect(oa.withToken((token) => oa.api.followers(token, 0))).rejects.toThrow(
      ZALO_TOKEN_REFUSED_MESSAGE,
    );
    expect(fake.requests).toHaveLength(callsBefore);
    expect(fake.messages).toEqual([]);

    // New tokens (PUT zalo/oa-token): connected again, and the next call goes out.
    await connect();
    expect(await oa.status()).toMatchObject({ connected: true, lastError: null });
    await send(oa);
    expect(fake.messages).toEqual([{ to: 'u1', text: 'Xin chào' }]);
  });

  it('after Zalo refuses ZALO_OA_REFRESH_TOKEN, does not send it again', async () => {
    const oa = oaOn(t.database, { ZALO_OA_REFRESH_TOKEN: 'refresh-spent-elsewhere' });
    await expect(send(oa)).rejects.toThrow(ZALO_TOKEN_REFUSED_MESSAGE);
    await expect(send(oa)).rejects.toThrow(ZALO_TOKEN_REFUSED_MESSAGE);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v4/oa/access_token']);
    expect(await oa.status()).toMatchObject({ connected: false });
  });

  it('keeps a refresh that failed on the way as the last error, still connected, and tries again on the next call', async () => {
    const { refreshToken } = await connect();
    fake.expireAccessTokens();
    fake.dropNext('/v4/oa/access_token');
    const oa = oaOn(t.database);
    const err = await send(oa).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ZaloError);
    expect([(err as ZaloError).kind, (err as ZaloError).retryable]).toEqual(['transport', true]);
    const row = (await tokenRow())!;
    expect(row.refreshToken).toBe(refreshToken);
    expect(row.refreshRefusedAt).toBeNull();
    expect(await oa.status()).toMatchObject({
      configured: true,
      connected: true,
      lastError: 'Không gọi được Zalo OA: không kết nối được',
    });
    // The next call refreshes again, sends, and clears the error.
    await send(oa);
    expect(fake.calls('/v4/oa/access_token')).toHaveLength(2);
    expect(fake.messages).toHaveLength(1);
    expect(await oa.status()).toMatchObject({ connected: true, lastError: null });
  });

  it('gets the first tokens from ZALO_OA_REFRESH_TOKEN when none are stored, and only then', async () => {
    const { refreshToken } = fake.issueTokens();
    const oa = oaOn(t.database, { ZALO_OA_REFRESH_TOKEN: refreshToken });
    await send(oa);
    expect(fake.calls('/v4/oa/access_token')[0]!.body).toMatchObject({ refresh_token: refreshToken });
    expect(await oa.status()).toMatchObject({ configured: true, connected: true });
    // Stored now: the setting is not read again (its token is spent anyway).
    fake.expireAccessTokens();
    await send(oa);
    expect(fake.calls('/v4/oa/access_token')[1]!.body!.refresh_token).not.toBe(refreshToken);
  });

  it('without the app settings, or without tokens, says so and calls nothing', async () => {
    await connect();
    const unset = oaOn(t.database, { ZALO_APP_ID: '', ZALO_APP_SECRET: '' });
    await expect(send(unset)).rejects.toThrow(ZALO_NOT_CONFIGURED_MESSAGE);
    expect(await unset.status()).toMatchObject({ configured: false, connected: false });
    await t.database.db.delete(zaloOaTokens);
    const noTokens = oaOn(t.database);
    await expect(send(noTokens)).rejects.toThrow(ZALO_NOT_CONFIGURED_MESSAGE);
    expect(await noTokens.status()).toMatchObject({
      configured: true,
      connected: false,
      accessExpiresAt: null,
    });
    expect(fake.requests).toEqual([]);
  });

  it('tells a rate limit (try later) from a refusal (do not) and carries Zalo’s code and words', async () => {
    await connect();
    const oa = oaOn(t.database);
    fake.failNext('/v3.0/oa/message/cs', { error: -32, message: 'Request exceeds the limit' });
    const limited = (await send(oa).catch((e: unknown) => e)) as ZaloError;
    expect([limited.kind, limited.retryable, limited.code]).toEqual(['rate', true, -32]);
    fake.failNext('/v3.0/oa/message/cs', { error: -213, message: 'User has not followed OA' });
    const refused = (await send(oa).catch((e: unknown) => e)) as ZaloError;
    expect([refused.kind, refused.retryable]).toEqual(['refused', false]);
    expect(refused.message).toBe('Zalo OA từ chối (mã -213): User has not followed OA');
    expect(fake.messages).toEqual([]);
    // Neither touched the tokens.
    expect(fake.calls('/v4/oa/access_token')).toEqual([]);
  });
});
