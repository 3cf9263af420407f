import { PERMISSION_CATALOGUE, ROLE_IDS, SEEDED_ROLES, seededRoleCodes } from '@congdoan/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users, zaloAccounts } from '../../db/schema/index.js';
import {
  auditRows,
  buildOrganization,
  buildRole,
  buildUser,
  buildZaloAccount,
  login,
  useTestApp,
} from '../../test/harness.js';

/**
 * POST zalo-accounts/create-user. The officer is a chair of the world's grassroots[0] who also
 * holds the Zalo accounts rights (organisation scope); `elsewhere` is out of their scope.
 */
const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
let officer: string;
let officerUnit: number;

beforeAll(async () => {
  const chair = SEEDED_ROLES.find((r) => r.id === ROLE_IDS.chair)!;
  const zalo = PERMISSION_CATALOGUE.filter((p) => p.subject === 'zalo-account').map((p) => p.code);
  const role = await buildRole(t.ctx, {
    scope: 'organization',
    grants: [...seededRoleCodes(chair.grants), ...zalo],
  });
  officerUnit = t.world.grassroots[0].id;
  const o = await buildUser(t.ctx, { roles: [role.id], organizationId: officerUnit });
  officer = (await login(t.ctx, o.username!)).accessToken;
});

let serial = 0;
/** A valid body for a new follower (or `zaloAccountId`), with a fresh e-mail. */
const bodyFor = (zaloAccountId: number, extra: object = {}) => ({
  zaloAccountId,
  fullName: 'Ngô Thị Bích Ngọc',
  email: `ngoc.zalo${++serial}@example.vn`,
  password: 'Matkhau@2025',
  roleId: ROLE_IDS.member,
  ...extra,
});

const createUser = (body: object, token = admin()) =>
  t.call('POST', '/zalo-accounts/create-user', token, body);

const userByEmail = async (email: string) => {
  const [row] = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
};

/** How many users and audit rows there are: a refused create-user changes neither. */
const written = async () => {
  const [u] = await t.ctx.database.db.select({ n: count() }).from(users);
  const [a] = await t.ctx.database.db.select({ n: count() }).from(auditLog);
  return { users: u?.n, audit: a?.n };
};

describe('POST zalo-accounts/create-user', () => {
  it('creates the user as user/create-user does and links the account, in one transaction', async () => {
    const account = await buildZaloAccount(t.ctx, { displayName: 'Bích Ngọc' });
    const unit = t.world.grassroots[0];
    const body = bodyFor(account.id, {
      organizationId: unit.id,
      userName: 'ngoc.ntb',
      phoneNumber: '0912 345 678',
    });
    const res = await createUser(body);
    expect(res.statusCode, res.body).toBe(200);
    const created = await userByEmail(body.email);
    expect(created).toMatchObject({
      username: 'ngoc.ntb',
      fullName: 'Ngô Thị Bích Ngọc',
      phoneNumber: '0912345678',
      identity: null,
      isActive: 1,
      activeRoleId: ROLE_IDS.member,
      organizationId: unit.id,
      xaPhuongId: unit.xaPhuongId,
      cumKhuCnId: unit.cumKhuCnId,
    });
    expect(res.json().data).toMatchObject({
      id: account.id,
      userId: created!.id,
      isLinkedToWeb: true,
      webUser: {
        id: created!.id,
        fullName: 'Ngô Thị Bích Ngọc',
        email: body.email,
        phoneNumber: '0912345678',
        roleName: 'Đoàn viên công đoàn',
        organizationId: unit.id,
        isActive: true,
      },
    });
    expect(res.body).not.toMatch(/password|hash/i);
    const roles = await t.ctx.database.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, created!.id));
    expect(roles).toEqual([{ roleId: ROLE_IDS.member }]);
    expect((await auditRows(t.ctx, 'user', created!.id)).map((a) => a.action)).toEqual(['create']);
    const link = await auditRows(t.ctx, 'zalo-account', account.id);
    expect(link.map((a) => [a.action, a.after])).toEqual([['link', { userId: created!.id }]]);
    // The new user signs in with the login name and with the e-mail.
    await login(t.ctx, 'ngoc.ntb', body.password);
    await login(t.ctx, body.email, body.password);
  });

  it('creates a user of no organisation when none is chosen (0), and without a login name or phone', async () => {
    const account = await buildZaloAccount(t.ctx);
    const body = bodyFor(account.id, { organizationId: 0 });
    const res = await createUser(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userByEmail(body.email)).toMatchObject({
      username: null,
      phoneNumber: null,
      organizationId: null,
      xaPhuongId: null,
    });
  });

  it('puts the user of a unit officer who chose no organisation in the officer’s own', async () => {
    const account = await buildZaloAccount(t.ctx);
    const body = bodyFor(account.id);
    const res = await createUser(body, officer);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userByEmail(body.email))?.organizationId).toBe(officerUnit);
    expect(res.json().data.webUser.organizationId).toBe(officerUnit);
  });

  it('refuses each breach of the spec’s rules with its message, and writes nothing', async () => {
    const account = await buildZaloAccount(t.ctx);
    const before = await written();
    for (const [extra, message] of [
      [{ fullName: '' }, 'Bắt buộc'],
      [{ fullName: '   ' }, 'Bắt buộc'],
      [{ fullName: undefined }, 'Bắt buộc'],
      [{ email: 'ngoc@' }, 'Email không hợp lệ'],
      [{ email: undefined }, 'Email không hợp lệ'],
      [{ password: '12345' }, 'Tối thiểu 6 ký tự'],
      [{ password: undefined }, 'Vui lòng nhập mật khẩu'],
      [{ roleId: undefined }, 'Chọn vai trò'],
      [{ roleId: '' }, 'Chọn vai trò'],
      [{ roleId: 0 }, 'Chọn vai trò'],
      [{ userName: 'a@b' }, 'Chỉ gồm chữ không dấu, số và . _ -'],
    ] as const) {
      const res = await createUser(bodyFor(account.id, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message, JSON.stringify(extra)).toContain(message);
    }
    for (const phoneNumber of ['12345', '0212345678', '09123456789', '+1 555 0100', 'không có']) {
      const res = await createUser(bodyFor(account.id, { phoneNumber }));
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'phoneNumber_is_not_format',
        message: 'Dữ liệu không hợp lệ (số điện thoại không cần nhập)',
      });
    }
    expect(await written()).toEqual(before);
    expect((await t.call('GET', `/zalo-accounts/${account.id}`, admin())).json().data.userId).toBeNull();
  });

  it('answers a taken login name or e-mail with the spec’s codes', async () => {
    const existing = await buildUser(t.ctx);
    const account = await buildZaloAccount(t.ctx);
    const before = await written();
    const byEmail = await createUser(bodyFor(account.id, { email: existing.email!.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'Email_is_exist', message: 'Email đã tồn tại' });
    const byName = await createUser(bodyFor(account.id, { userName: existing.username }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({
      code: 'username_or_identity_already_exist',
      message: 'Tên đăng nhập hoặc số CCCD/CMND đã tồn tại',
    });
    expect(await written()).toEqual(before);
  });

  it('gives only a role the caller may grant, in an organisation inside their scope', async () => {
    const account = await buildZaloAccount(t.ctx);
    const before = await written();
    const wider = await createUser(bodyFor(account.id, { roleId: ROLE_IDS.provincialOfficer }), officer);
    expect(wider.statusCode).toBe(403);
    expect(wider.json()).toMatchObject({
      code: 'role_not_grantable',
      message: 'Bạn không thể cấp vai trò có quyền rộng hơn quyền của mình',
    });
    const unknownRole = await createUser(bodyFor(account.id, { roleId: 999999 }), officer);
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ code: 'role_ref_invalid', message: 'Vai trò không tồn tại' });
    for (const organizationId of [t.world.elsewhere.id, t.world.wardUnion.id, 999999]) {
      const res = await createUser(bodyFor(account.id, { organizationId }), officer);
      expect(res.statusCode, String(organizationId)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'organization_ref_invalid', message: 'Đơn vị không tồn tại' });
    }
    expect(await written()).toEqual(before);
  });

  it('does not find an account linked outside the caller’s scope', async () => {
    const outsider = await buildUser(t.ctx, { organizationId: t.world.elsewhere.id });
    const account = await buildZaloAccount(t.ctx, { userId: outsider.id });
    const res = await createUser(bodyFor(account.id), officer);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('zalo_account_not_found');
  });

  it('refuses an account already linked, and the user it had written is rolled back', async () => {
    const holder = await buildUser(t.ctx);
    const account = await buildZaloAccount(t.ctx, { userId: holder.id });
    const before = await written();
    const body = bodyFor(account.id, { userName: 'se.khong.co' });
    const res = await createUser(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'zalo_account_already_linked',
      message: 'Tài khoản Zalo này đã được liên kết với một tài khoản hệ thống khác',
    });
    expect(await userByEmail(body.email)).toBeUndefined();
    expect(await written()).toEqual(before);
    const [still] = await t.ctx.database.db
      .select({ userId: zaloAccounts.userId })
      .from(zaloAccounts)
      .where(eq(zaloAccounts.id, account.id));
    expect(still?.userId).toBe(holder.id);
    // The login name is free again: nothing of the refused user stayed.
    const other = await buildZaloAccount(t.ctx);
    expect((await createUser({ ...body, zaloAccountId: other.id })).statusCode).toBe(200);
  });

  it('lets one of two users made from one account at once win; the other leaves nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const account = await buildZaloAccount(t.ctx);
      const bodies = [bodyFor(account.id), bodyFor(account.id)];
      const answers = await Promise.all(bodies.map((b) => createUser(b)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const created = await Promise.all(bodies.map((b) => userByEmail(b.email)));
      expect(created.filter(Boolean)).toHaveLength(1);
      const winner = created.find(Boolean)!;
      const [linked] = await t.ctx.database.db
        .select({ n: count() })
        .from(zaloAccounts)
        .where(and(eq(zaloAccounts.id, account.id), eq(zaloAccounts.userId, winner.id)));
      expect(linked?.n).toBe(1);
    }
  });

  it('stores a number typed with +84 as the national one', async () => {
    const account = await buildZaloAccount(t.ctx);
    const body = bodyFor(account.id, { phoneNumber: '+84 912 345 679' });
    expect((await createUser(body)).statusCode).toBe(200);
    expect((await userByEmail(body.email))?.phoneNumber).toBe('0912345679');
  });

  it('refuses a caller who may create users but not link Zalo accounts, and writes nothing', async () => {
    const chair = SEEDED_ROLES.find((r) => r.id === ROLE_IDS.chair)!;
    const role = await buildRole(t.ctx, { scope: 'organization', grants: seededRoleCodes(chair.grants) });
    const u = await buildUser(t.ctx, { roles: [role.id], organizationId: officerUnit });
    const token = (await login(t.ctx, u.username!)).accessToken;
    const account = await buildZaloAccount(t.ctx);
    const before = await written();
    const res = await createUser(bodyFor(account.id), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      message: 'Bạn không có quyền thực hiện chức năng này',
    });
    expect(await written()).toEqual(before);
  });

  it('places a user in a unit under the officer’s own', async () => {
    const below = await buildOrganization(t.ctx, { parent: t.world.grassroots[0] });
    const account = await buildZaloAccount(t.ctx);
    const body = bodyFor(account.id, { organizationId: String(below.id) });
    const res = await createUser(body, officer);
    expect(res.statusCode, res.body).toBe(200);
    expect((await userByEmail(body.email))?.organizationId).toBe(below.id);
  });
});
