import { PERMISSION_CATALOGUE, zaloAccountItem } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, zaloAccounts } from '../../db/schema/index.js';
import { auditRows, buildRole, buildUser, buildZaloAccount, login, useTestApp } from '../../test/harness.js';

/**
 * The Zalo accounts screen's calls. The officer is a unit officer of the world's grassroots[0]
 * (scope: that union and the units under it) given the Zalo accounts rights; `elsewhere` is out of
 * their scope. No seeded role below the province holds these rights.
 */
const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
let officer: string;

/** Users: two of the officer's union, one elsewhere. */
const user = { mine: 0, mine2: 0, elsewhere: 0 };
/** The followers every list test sees: three linked to nobody, one linked in scope, one out of it. */
const f = { nhung: 0, duc: 0, minh: 0, linkedMine: 0, linkedElsewhere: 0 };

const ZALO_CODES = PERMISSION_CATALOGUE.filter((p) => p.subject === 'zalo-account').map((p) => p.code);

beforeAll(async () => {
  const role = await buildRole(t.ctx, { scope: 'organization', grants: ZALO_CODES, name: 'Cán bộ Zalo' });
  const mine = t.world.grassroots[0];
  const o = await buildUser(t.ctx, { roles: [role.id], organizationId: mine.id });
  officer = (await login(t.ctx, o.username!)).accessToken;
  Object.assign(user, {
    mine: (await buildUser(t.ctx, { organizationId: mine.id, fullName: 'Phạm Văn Quang' })).id,
    mine2: (await buildUser(t.ctx, { organizationId: mine.id, fullName: 'Vũ Thị Thu' })).id,
    elsewhere: (await buildUser(t.ctx, { organizationId: t.world.elsewhere.id, fullName: 'Đặng Văn Xa' })).id,
  });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const follower = async (input: Parameters<typeof buildZaloAccount>[1]) =>
    (await buildZaloAccount(t.ctx, input)).id;
  Object.assign(f, {
    nhung: await follower({
      displayName: 'Nguyễn Thị Hồng Nhung',
      phone: '0912000001',
      createdAt: day(1),
      lastActiveAt: day(20),
    }),
    duc: await follower({ displayName: 'Trần Văn Đức', isFollowingOa: false, createdAt: day(2) }),
    minh: await follower({
      displayName: 'Lê Minh',
      isActive: false,
      createdAt: day(3),
      lastActiveAt: day(10),
    }),
    linkedMine: await follower({ displayName: 'Anh Ba Zalo', userId: user.mine, createdAt: day(4) }),
    linkedElsewhere: await follower({ displayName: 'Bé Út', userId: user.elsewhere, createdAt: day(5) }),
  });
});

type Page = {
  list: { id: number; displayName: string | null }[];
  count: number;
  page: number;
  limit: number;
  totalPages: number;
  summary: { total: number; linked: number; unlinked: number; followingOa: number };
};

const list = async (query: string, token = admin()) => {
  const res = await t.call('GET', `/zalo-accounts?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const ids = async (query: string, token = admin()) => (await list(query, token)).list.map((a) => a.id);
const sorted = (...values: number[]) => [...values].sort((x, y) => x - y);

describe('GET zalo-accounts', () => {
  it('pages the accounts, newest first, with the overview of all the caller sees', async () => {
    const page = await list('limit=2&page=2');
    expect(page).toMatchObject({
      count: 5,
      page: 2,
      limit: 2,
      totalPages: 3,
      summary: { total: 5, linked: 2, unlinked: 3, followingOa: 4 },
    });
    expect(page.list.map((a) => a.id)).toEqual([f.minh, f.duc]);
    expect(await ids('')).toEqual([f.linkedElsewhere, f.linkedMine, f.minh, f.duc, f.nhung]);
  });

  it('answers the spec’s item with the linked user, and no password hash or token of anyone', async () => {
    const res = await t.call('GET', '/zalo-accounts?search=anh ba', admin());
    const [item] = res.json().data.list;
    expect(Object.keys(item).sort()).toEqual(Object.keys(zaloAccountItem.shape).sort());
    expect(item).toMatchObject({
      id: f.linkedMine,
      userId: user.mine,
      displayName: 'Anh Ba Zalo',
      isFollowingOa: true,
      isActive: true,
      isLinkedToWeb: true,
      webUser: {
        id: user.mine,
        fullName: 'Phạm Văn Quang',
        roleName: 'Đoàn viên công đoàn',
        organizationId: t.world.grassroots[0].id,
        isActive: true,
      },
      lastLoginAt: null,
    });
    expect(res.body).not.toMatch(/password|hash|token/i);
  });

  it('filters by following, active and linked, under both names of the filter and as 1/0', async () => {
    expect(await ids('isFollowingOa=false')).toEqual([f.duc]);
    expect(await ids('isFollowingOa=0')).toEqual([f.duc]);
    expect(await ids('isActive=false')).toEqual([f.minh]);
    expect(sorted(...(await ids('isActive=1')))).toEqual(
      sorted(f.nhung, f.duc, f.linkedMine, f.linkedElsewhere),
    );
    const linked = sorted(f.linkedMine, f.linkedElsewhere);
    const unlinked = sorted(f.nhung, f.duc, f.minh);
    for (const [query, expected] of [
      ['isLinkedToWeb=true', linked],
      ['isLinkedToWeb=1', linked],
      ['isLinked=true', linked],
      ['isLinked=1', linked],
      ['isLinkedToWeb=false', unlinked],
      ['isLinked=0', unlinked],
      ['isLinked=', [...unlinked, ...linked].sort((x, y) => x - y)],
    ] as const) {
      expect(sorted(...(await ids(query))), query).toEqual(expected);
    }
    const some = await list('isLinked=0&isFollowingOa=1&isActive=true');
    expect(some.list.map((a) => a.id)).toEqual([f.nhung]);
    expect(some.count).toBe(1);
    expect(some.summary.total, 'the overview does not follow the filters').toBe(5);
  });

  it('refuses a filter or a sort it does not know, in Vietnamese', async () => {
    for (const [query, message] of [
      ['isLinked=maybe', "Giá trị lọc là 'true' hoặc 'false'"],
      ['isFollowingOa=2', "Giá trị lọc là 'true' hoặc 'false'"],
      ['sortBy=phone', 'Chỉ sắp xếp được theo: createdAt, displayName, lastActiveAt'],
      ['sortOrder=up', "Thứ tự sắp xếp là 'ASC' hoặc 'DESC'"],
    ]) {
      const res = await t.call('GET', `/zalo-accounts?${query}`, admin());
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('searches without accents in the display name, the phone and the linked user’s name', async () => {
    expect(await ids('search=hong nhung')).toEqual([f.nhung]);
    expect(await ids('search=TRAN VAN DUC')).toEqual([f.duc]);
    expect(await ids('search=0912000001')).toEqual([f.nhung]);
    expect(await ids('search=pham van quang')).toEqual([f.linkedMine]);
    expect(await ids('search=dang xa')).toEqual([f.linkedElsewhere]);
    expect(await ids('search=khong ai ten nay')).toEqual([]);
  });

  it('sorts by display name, last activity or creation, either way, blanks last', async () => {
    expect(await ids('sortBy=displayName&sortOrder=ASC')).toEqual([
      f.linkedMine,
      f.linkedElsewhere,
      f.minh,
      f.nhung,
      f.duc,
    ]);
    expect(await ids('sortBy=displayName&sortOrder=desc')).toEqual([
      f.duc,
      f.nhung,
      f.minh,
      f.linkedElsewhere,
      f.linkedMine,
    ]);
    const byActivity = await ids('sortBy=lastActiveAt&sortOrder=DESC');
    expect(byActivity.slice(0, 2)).toEqual([f.nhung, f.minh]);
    expect((await ids('sortBy=lastActiveAt&sortOrder=ASC')).slice(0, 2)).toEqual([f.minh, f.nhung]);
    expect(await ids('sortBy=createdAt&sortOrder=ASC')).toEqual([
      f.nhung,
      f.duc,
      f.minh,
      f.linkedMine,
      f.linkedElsewhere,
    ]);
  });

  it('shows a unit officer every unlinked follower and those linked to users of their own units only', async () => {
    const page = await list('', officer);
    expect(sorted(...page.list.map((a) => a.id))).toEqual(sorted(f.nhung, f.duc, f.minh, f.linkedMine));
    expect(page.summary).toEqual({ total: 4, linked: 1, unlinked: 3, followingOa: 3 });
    expect(await ids('search=dang xa', officer)).toEqual([]);
  });
});

describe('GET zalo-accounts/overview and zalo-accounts/{id}', () => {
  it('counts the accounts the caller sees', async () => {
    const overview = async (token: string) =>
      (await t.call('GET', '/zalo-accounts/overview', token)).json().data;
    expect(await overview(admin())).toEqual({ total: 5, linked: 2, unlinked: 3, followingOa: 4 });
    expect(await overview(officer)).toEqual({ total: 4, linked: 1, unlinked: 3, followingOa: 3 });
  });

  it('reads one account; one unknown or linked outside the scope is not found', async () => {
    const res = await t.call('GET', `/zalo-accounts/${f.nhung}`, officer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: f.nhung,
      displayName: 'Nguyễn Thị Hồng Nhung',
      phone: '0912000001',
      isLinkedToWeb: false,
      webUser: null,
    });
    for (const [id, token] of [
      [f.linkedElsewhere, officer],
      [999999, admin()],
    ] as const) {
      const missing = await t.call('GET', `/zalo-accounts/${id}`, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'zalo_account_not_found',
        message: 'Tài khoản Zalo không tồn tại',
      });
    }
  });
});

/** The user an account is linked to, read from the database. */
const linkOf = async (accountId: number) => {
  const [row] = await t.ctx.database.db
    .select({ userId: zaloAccounts.userId, linkedAt: zaloAccounts.linkedAt })
    .from(zaloAccounts)
    .where(eq(zaloAccounts.id, accountId));
  return row;
};

describe('linking', () => {
  it('links by the spec’s path and by the deployed clients’ body alike, and audits it', async () => {
    const account = await buildZaloAccount(t.ctx, { displayName: 'Thu Vũ' });
    const res = await t.call('POST', `/zalo/admin-link/${account.id}/${user.mine2}`, officer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: account.id,
      userId: user.mine2,
      isLinkedToWeb: true,
      webUser: { id: user.mine2, fullName: 'Vũ Thị Thu' },
    });
    expect(res.json().data.linkedAt).toBeTruthy();
    const audit = await auditRows(t.ctx, 'zalo-account', account.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['link', { userId: null }, { userId: user.mine2 }],
    ]);

    // The same link again changes nothing and succeeds.
    const again = await t.call('POST', '/zalo-accounts/link', officer, {
      zaloAccountId: account.id,
      userId: String(user.mine2),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.userId).toBe(user.mine2);
    expect(await auditRows(t.ctx, 'zalo-account', account.id)).toHaveLength(1);

    const other = await buildZaloAccount(t.ctx);
    const byBody = await t.call('POST', '/zalo-accounts/link', admin(), {
      zaloAccountId: other.id,
      userId: String(user.elsewhere),
    });
    expect(byBody.statusCode, 'a user already linked to another account').toBe(409);
    const free = await buildUser(t.ctx, { organizationId: t.world.elsewhere.id });
    const linked = await t.call('POST', '/zalo-accounts/link', admin(), {
      zaloAccountId: other.id,
      userId: String(free.id),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await linkOf(other.id))?.userId).toBe(free.id);
  });

  it('never overwrites a link: neither an account linked to another user nor a user linked to another account', async () => {
    const account = await buildZaloAccount(t.ctx, { userId: (await buildUser(t.ctx)).id });
    const taken = await t.call(
      'POST',
      `/zalo/admin-link/${account.id}/${(await buildUser(t.ctx)).id}`,
      admin(),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'zalo_account_already_linked',
      message: 'Tài khoản Zalo này đã được liên kết với một tài khoản hệ thống khác',
    });
    const free = await buildZaloAccount(t.ctx);
    const busyUser = await t.call('POST', `/zalo/admin-link/${free.id}/${user.mine}`, admin());
    expect(busyUser.statusCode).toBe(409);
    expect(busyUser.json()).toMatchObject({
      code: 'zalo_user_already_linked',
      message: 'Tài khoản hệ thống này đã được liên kết với một tài khoản Zalo khác',
    });
    expect((await linkOf(free.id))?.userId).toBeNull();
    expect(await auditRows(t.ctx, 'zalo-account', free.id)).toEqual([]);
  });

  it('links only to a user inside the caller’s scope, and only an account the caller sees', async () => {
    const account = await buildZaloAccount(t.ctx);
    for (const userId of [user.elsewhere, 999999]) {
      const res = await t.call('POST', `/zalo/admin-link/${account.id}/${userId}`, officer);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'zalo_user_ref_invalid',
        message: 'Tài khoản hệ thống không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
      });
    }
    const hidden = await t.call('POST', `/zalo/admin-link/${f.linkedElsewhere}/${user.mine2}`, officer);
    expect(hidden.statusCode).toBe(404);
    expect((await linkOf(account.id))?.userId).toBeNull();
  });

  it('asks for a system account when none is chosen', async () => {
    const account = await buildZaloAccount(t.ctx);
    for (const body of [{ zaloAccountId: account.id }, { zaloAccountId: account.id, userId: '' }]) {
      const res = await t.call('POST', '/zalo-accounts/link', admin(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Vui lòng chọn tài khoản hệ thống');
    }
    expect((await linkOf(account.id))?.userId).toBeNull();
  });

  it('lets exactly one of two links of one account to two users win at once; the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const account = await buildZaloAccount(t.ctx);
      const [u1, u2] = [await buildUser(t.ctx), await buildUser(t.ctx)];
      const answers = await Promise.all(
        [u1, u2].map((u) => t.call('POST', `/zalo/admin-link/${account.id}/${u.id}`, admin())),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((r) => r.statusCode === 200)!.json().data.userId;
      expect((await linkOf(account.id))?.userId).toBe(winner);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('zalo_account_already_linked');
    }
  });

  it('lets exactly one of two accounts be linked to one user at once', async () => {
    for (let round = 0; round < 3; round++) {
      const one = await buildUser(t.ctx);
      const accounts = [await buildZaloAccount(t.ctx), await buildZaloAccount(t.ctx)];
      const answers = await Promise.all(
        accounts.map((a) => t.call('POST', `/zalo/admin-link/${a.id}/${one.id}`, admin())),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('zalo_user_already_linked');
      const links = await Promise.all(accounts.map((a) => linkOf(a.id)));
      expect(links.filter((l) => l?.userId === one.id)).toHaveLength(1);
    }
  });
});

describe('DELETE zalo-accounts/{id}/unlink', () => {
  it('removes only the link, audited; the account and the user stay', async () => {
    const someone = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    const account = await buildZaloAccount(t.ctx, { userId: someone.id });
    const res = await t.call('DELETE', `/zalo-accounts/${account.id}/unlink`, officer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: account.id,
      userId: null,
      isLinkedToWeb: false,
      webUser: null,
    });
    expect(await linkOf(account.id)).toEqual({ userId: null, linkedAt: null });
    const [still] = await t.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, someone.id));
    expect(still).toBeDefined();
    const audit = await auditRows(t.ctx, 'zalo-account', account.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['unlink', { userId: someone.id }, { userId: null }],
    ]);

    const again = await t.call('DELETE', `/zalo-accounts/${account.id}/unlink`, officer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'zalo_account_not_linked',
      message: 'Tài khoản chưa được liên kết',
    });
  });

  it('does not find an account linked outside the caller’s scope', async () => {
    const res = await t.call('DELETE', `/zalo-accounts/${f.linkedElsewhere}/unlink`, officer);
    expect(res.statusCode).toBe(404);
    expect((await linkOf(f.linkedElsewhere))?.userId).toBe(user.elsewhere);
  });
});
