import { ZALO_NOT_CONFIGURED_MESSAGE } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { zaloAccounts, zaloOaTokens } from '../../db/schema/index.js';
import { buildUser, buildZaloAccount, useFakeZalo, useTestApp } from '../../test/harness.js';
import { ZaloOa } from '../../zalo/oa.js';

/**
 * The deployed clients' two other Zalo account calls (/work/shared/DEPLOYED.md §2c): GET
 * zalo-accounts/unlinked and PUT zalo-accounts/{id}/sync (a stub there, a real profile read here).
 */
const { fake, env } = useFakeZalo();
const t = useTestApp({ world: true, env });
const db = () => t.ctx.database.db;
const officer = () => t.world.as.provincialOfficer.token;

const rowOf = async (id: number) =>
  (await db().select().from(zaloAccounts).where(eq(zaloAccounts.id, id)))[0]!;

beforeEach(async () => {
  fake.reset();
  await db().delete(zaloOaTokens);
});

describe('GET zalo-accounts/unlinked', () => {
  it('pages the followers linked to no user like the list, whatever isLinked says', async () => {
    const user = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    const day = (n: number) => new Date(Date.UTC(2025, 5, n));
    const a = await buildZaloAccount(t.ctx, { displayName: 'Lê Thị Chưa Nối A', createdAt: day(1) });
    const b = await buildZaloAccount(t.ctx, {
      displayName: 'Lê Văn Chưa Nối B',
      phone: '0912345678',
      isFollowingOa: false,
      createdAt: day(2),
    });
    await buildZaloAccount(t.ctx, {
      displayName: 'Lê Văn Chưa Nối Đã Liên Kết',
      userId: user.id,
      createdAt: day(3),
    });

    const res = await t.call('GET', '/zalo-accounts/unlinked', {
      token: officer(),
      query: { page: '1', limit: '1', search: 'chua noi', isLinked: 'true', sortOrder: 'desc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ count: 2, page: 1, limit: 1, totalPages: 2 });
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({
      id: b.id,
      zaloOaUserId: b.oaUserId,
      displayName: 'Lê Văn Chưa Nối B',
      phone: '0912345678',
      userId: null,
      isLinkedToWeb: false,
      webUser: null,
      isFollowingOa: false,
    });
    const second = await t.call('GET', '/zalo-accounts/unlinked', {
      token: officer(),
      query: { page: '2', limit: '1', search: 'chua noi' },
    });
    expect(second.json().data.list.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const following = await t.call('GET', '/zalo-accounts/unlinked', {
      token: officer(),
      query: { search: 'chua noi', isFollowingOa: 'true' },
    });
    expect(following.json().data.list.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });
});

describe('PUT zalo-accounts/{id}/sync', () => {
  it('reads the follower’s profile from the OA again and stores it', async () => {
    await ZaloOa.saveTokens(db(), { ...fake.issueTokens(), expiresIn: 90_000 }, null);
    const account = await buildZaloAccount(t.ctx, {
      oaUserId: 'zl-sync-1',
      displayName: 'Tên Cũ',
      phone: null,
      isFollowingOa: false,
    });
    fake.followers = [
      {
        user_id: 'zl-sync-1',
        display_name: 'Nguyễn Văn Đồng Bộ',
        user_id_by_app: 'app-sync-1',
        phone: '84912000099',
        avatar: 'https://s120-ava-talk.zadn.vn/moi.jpg',
      },
    ];
    const res = await t.call('PUT', `/zalo-accounts/${account.id}/sync`, officer());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: account.id,
      zaloOaUserId: 'zl-sync-1',
      zaloAppUserId: 'app-sync-1',
      displayName: 'Nguyễn Văn Đồng Bộ',
      avatar: 'https://s120-ava-talk.zadn.vn/moi.jpg',
      phone: '0912000099',
      isFollowingOa: true,
    });
    const row = await rowOf(account.id);
    expect(row).toMatchObject({
      oaUserId: 'zl-sync-1',
      appUserId: 'app-sync-1',
      displayName: 'Nguyễn Văn Đồng Bộ',
      avatar: 'https://s120-ava-talk.zadn.vn/moi.jpg',
      phone: '0912000099',
      isFollowingOa: true,
    });
    expect(row.syncedAt).toBeInstanceOf(Date);
    expect(row.searchText).toContain('nguyen van dong bo');
  });

  it('answers ‘Chưa cấu hình Zalo OA’ without the OA’s tokens, asks Zalo nothing and changes nothing', async () => {
    const account = await buildZaloAccount(t.ctx, { displayName: 'Giữ Nguyên' });
    const res = await t.call('PUT', `/zalo-accounts/${account.id}/sync`, officer());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'zalo_not_configured', message: ZALO_NOT_CONFIGURED_MESSAGE });
    expect(await rowOf(account.id)).toMatchObject({ displayName: 'Giữ Nguyên', syncedAt: null });
    expect(fake.requests).toEqual([]);
  });

  it('answers Zalo’s refusal and 404 for an account that does not exist', async () => {
    await ZaloOa.saveTokens(db(), { ...fake.issueTokens(), expiresIn: 90_000 }, null);
    const gone = await buildZaloAccount(t.ctx, { oaUserId: 'zl-unknown-to-zalo', displayName: 'Không Còn' });
    const refused = await t.call('PUT', `/zalo-accounts/${gone.id}/sync`, officer());
    expect(refused.json().code, refused.body).toBe('zalo_oa_error');
    expect(await rowOf(gone.id)).toMatchObject({ displayName: 'Không Còn' });
    const missing = await t.call('PUT', '/zalo-accounts/999999/sync', officer());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('zalo_account_not_found');
  });
});
