import { ROLE_IDS } from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, passwordResetCodes, users } from '../../db/schema/index.js';
import {
  ADMIN_PASSWORD,
  bearer,
  buildOrganization,
  buildUser,
  login,
  PASSWORD,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp();

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const get = (url: string, headers?: Record<string, string>) =>
  t.ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('sign-in', () => {
  it('answers tokens and the stored user (docs/requirements.md, "Stored user")', async () => {
    const res = await post('/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken, userData } = res.json().data;
    expect(accessToken).toMatch(/^ey/);
    expect(refreshToken.length).toBeGreaterThan(30);
    expect(userData).toMatchObject({
      fullName: 'Quản trị hệ thống',
      role: 'admin',
      roleId: 0,
      userGroupId: 1,
    });
    expect(userData.listRoles).toEqual([
      { id: 0, label: 'Quản trị hệ thống', icon_: expect.any(String) },
      { id: 1, label: 'Cán bộ Liên đoàn Lao động tỉnh', icon_: expect.any(String) },
    ]);
    expect(userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(JSON.parse(userData.permission)).toContain('view-event');
  });

  it('accepts the e-mail or the CCCD number as the login name', async () => {
    const u = await buildUser(t.ctx, { identity: '001090000111' });
    expect((await login(t.ctx, u.email!.toUpperCase())).userData.id).toBe(u.id);
    expect((await login(t.ctx, '001090000111')).userData.id).toBe(u.id);
  });

  it('gives the spec messages for a wrong password and an unknown user', async () => {
    const wrong = await post('/auth/login', { username: 'admin', password: 'sai-mat-khau' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_password',
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
    const unknown = await post('/auth/login', { username: 'khong.ton.tai', password: 'abcdef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'user_not_found',
      message: 'Tài khoản không tồn tại trong hệ thống!',
    });
  });

  it('refuses empty input with a Vietnamese message', async () => {
    const res = await post('/auth/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Vui lòng nhập tên đăng nhập');
  });

  it('throttles an account after five failures, then the right password is refused too', async () => {
    const u = await buildUser(t.ctx);
    for (let i = 0; i < 5; i++) {
      expect((await post('/auth/login', { username: u.username, password: 'sai-mat-khau' })).statusCode).toBe(
        401,
      );
    }
    const blocked = await post('/auth/login', { username: u.username, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ phút$/,
    );
  });

  it('throttles one address after a hundred failures whatever the account', async () => {
    const attempt = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { username: 'khong.ton.tai', password: 'abcdef' },
      });
    for (let i = 0; i < 100; i++) expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('does not count successful sign-ins: an office behind one address signs in freely', async () => {
    const u = await buildUser(t.ctx);
    for (let i = 0; i < 35; i++) {
      const res = await t.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '198.51.100.20',
        payload: { username: u.username, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works and the old access token keeps working until it expires', async () => {
    const u = await buildUser(t.ctx);
    const first = await login(t.ctx, u.username!);
    const res = await post('/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await get('/auth/me', bearer(second.accessToken))).statusCode).toBe(200);
  });

  it('a spent token presented again later revokes the whole family', async () => {
    const u = await buildUser(t.ctx);
    const first = await login(t.ctx, u.username!);
    const second = (await post('/auth/refresh-token', { refreshToken: first.refreshToken })).json().data;
    // Age the use of the first token beyond the grace window.
    await t.ctx.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
    );
    const replay = await post('/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_refresh_token');
    // The family is gone: the token issued by the honest refresh no longer works either.
    expect((await post('/auth/refresh-token', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await get('/auth/me', bearer(second.accessToken))).statusCode).toBe(401);
  });

  it('two tabs refreshing at the same moment both keep working', async () => {
    const u = await buildUser(t.ctx);
    const first = await login(t.ctx, u.username!);
    const [a, b] = await Promise.all([
      post('/auth/refresh-token', { refreshToken: first.refreshToken }),
      post('/auth/refresh-token', { refreshToken: first.refreshToken }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ta = a.json().data;
    const tb = b.json().data;
    expect(ta.refreshToken).not.toBe(tb.refreshToken);
    expect((await post('/auth/refresh-token', { refreshToken: ta.refreshToken })).statusCode).toBe(200);
    expect((await post('/auth/refresh-token', { refreshToken: tb.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await post('/auth/refresh-token', { refreshToken: 'khong-phai-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout and locking', () => {
  it('logout ends the session: access and refresh tokens stop working', async () => {
    const u = await buildUser(t.ctx);
    const s = await login(t.ctx, u.username!);
    expect(
      (await post('/auth/logout', { refreshToken: s.refreshToken }, bearer(s.accessToken))).statusCode,
    ).toBe(200);
    expect((await get('/auth/me', bearer(s.accessToken))).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
  });

  it('a locked user cannot sign in and loses the sessions they had', async () => {
    const u = await buildUser(t.ctx);
    const s = await login(t.ctx, u.username!);
    await t.ctx.database.db.update(users).set({ isActive: 0 }).where(eq(users.id, u.id));
    expect((await get('/auth/me', bearer(s.accessToken))).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', { refreshToken: s.refreshToken })).statusCode).toBe(401);
    const again = await post('/auth/login', { username: u.username, password: PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('user_locked');
  });
});

describe('register', () => {
  const valid = {
    fullName: 'Nguyễn Thị Lan',
    passWord: 'abc123',
    repassWord: 'abc123',
    identity: '001190000001',
    email: 'lan.nt@example.vn',
    phoneNumber: '0912345678',
  };

  it('without a token creates a union member, whatever roleId it sends', async () => {
    const res = await post('/auth/register', { ...valid, roleId: '0', xaPhuongId: '' });
    expect(res.statusCode).toBe(200);
    const me = await login(t.ctx, valid.identity, valid.passWord);
    expect(me.userData.roleId).toBe(ROLE_IDS.member);
    expect(me.userData.listRoles.map((r) => r.id)).toEqual([ROLE_IDS.member]);
    const [row] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'register'));
    expect(row?.after).not.toHaveProperty('passwordHash');
  });

  it('gives the spec messages for a taken CCCD, login name or e-mail', async () => {
    const sameIdentity = await post('/auth/register', { ...valid, email: 'khac@example.vn' });
    expect(sameIdentity.statusCode).toBe(409);
    expect(sameIdentity.json().message).toBe('Tên đăng nhập hoặc số CCCD/CMND đã tồn tại');
    const sameName = await post('/auth/register', {
      ...valid,
      identity: '001190000009',
      username: 'ADMIN',
      email: undefined,
    });
    expect(sameName.json().message).toBe('Tên đăng nhập hoặc số CCCD/CMND đã tồn tại');
    const sameEmail = await post('/auth/register', { ...valid, identity: '001190000002' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'Email_is_exist', message: 'Email đã tồn tại' });
  });

  it('validates each field with a Vietnamese message and writes nothing', async () => {
    const before = (await t.ctx.database.db.select().from(users)).length;
    const cases: [object, string][] = [
      [{ ...valid, passWord: '12345', repassWord: '12345' }, 'Tối thiểu 6 ký tự'],
      [{ ...valid, identity: '12345' }, 'Số CCCD gồm 12 chữ số'],
      [{ ...valid, email: 'khong-phai-email' }, 'Email không hợp lệ'],
      [{ ...valid, repassWord: 'khac-hẳn' }, 'Mật khẩu nhập lại không khớp'],
      [{ ...valid, fullName: '   ' }, 'Vui lòng nhập họ và tên'],
      [{ ...valid, xaPhuongId: 'abc' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/auth/register', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await t.ctx.database.db.select().from(users)).length).toBe(before);
  });

  it('lets a caller with the right to create users choose the role', async () => {
    const admin = await login(t.ctx, 'admin', ADMIN_PASSWORD);
    const res = await post(
      '/auth/register',
      { ...valid, identity: '001190000003', email: 'canbo@example.vn', roleId: ROLE_IDS.provincialOfficer },
      bearer(admin.accessToken),
    );
    expect(res.statusCode).toBe(200);
    const me = await login(t.ctx, 'canbo@example.vn', valid.passWord);
    expect(me.userData.roleId).toBe(ROLE_IDS.provincialOfficer);
  });
});

describe('password reset', () => {
  it('sends a 6-digit code, accepts it once, sets the password and ends the sessions', async () => {
    const u = await buildUser(t.ctx);
    const s = await login(t.ctx, u.username!);
    expect((await post('/auth/forgot-password', { email: u.email })).statusCode).toBe(200);
    const mail = t.ctx.mails.findLast((m) => m.to === u.email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();

    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await post('/auth/confirm-reset-code', {
      email: u.email,
      code: wrongCode,
      newPassword: 'moi123456',
      confirmPassword: 'moi123456',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mã xác nhận không đúng hoặc đã hết hạn');

    const ok = await post('/auth/confirm-reset-code', {
      email: u.email,
      code,
      newPassword: 'moi123456',
      confirmPassword: 'moi123456',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/auth/me', bearer(s.accessToken))).statusCode).toBe(401);
    expect((await login(t.ctx, u.username!, 'moi123456')).userData.id).toBe(u.id);
    const reused = await post('/auth/confirm-reset-code', {
      email: u.email,
      code,
      newPassword: 'khac123456',
      confirmPassword: 'khac123456',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('stops accepting a code after five wrong attempts', async () => {
    const u = await buildUser(t.ctx);
    await post('/auth/forgot-password', { email: u.email });
    const code = t.ctx.mails.findLast((m) => m.to === u.email)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempt = (c: string) =>
      post('/auth/confirm-reset-code', {
        email: u.email,
        code: c,
        newPassword: 'moi123456',
        confirmPassword: 'moi123456',
      });
    for (let i = 0; i < 4; i++) expect((await attempt(wrongCode)).json().code).toBe('reset_code_invalid');
    expect((await attempt(wrongCode)).json().code).toBe('reset_code_attempts_exceeded');
    expect((await attempt(code)).json().code).toBe('reset_code_attempts_exceeded');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const sent = t.ctx.mails.length;
    const res = await post('/auth/forgot-password', { email: 'khong.co@example.vn' });
    expect(res.statusCode).toBe(200);
    expect(t.ctx.mails.length).toBe(sent);
  });
});

describe('profile, password change and role switch', () => {
  it('reads and updates the profile', async () => {
    const u = await buildUser(t.ctx);
    const s = await login(t.ctx, u.username!);
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: bearer(s.accessToken),
      payload: { fullName: 'Trần Văn Bình', email: 'binh.tv@example.vn', phoneNumber: '0987654321' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'current_password_required',
      message: 'Vui lòng nhập mật khẩu hiện tại để đổi email',
    });
    const wrong = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: bearer(s.accessToken),
      payload: { fullName: 'Trần Văn Bình', email: 'binh.tv@example.vn', currentPassword: 'sai-mat-khau' },
    });
    expect(wrong.json().message).toBe('Mật khẩu hiện tại không đúng');
    const ok = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: bearer(s.accessToken),
      payload: {
        fullName: 'Trần Văn Bình',
        email: 'binh.tv@example.vn',
        phoneNumber: '0987654321',
        currentPassword: PASSWORD,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ fullName: 'Trần Văn Bình', email: 'binh.tv@example.vn' });
    // Without a new e-mail no password is asked.
    const nameOnly = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: bearer(s.accessToken),
      payload: { fullName: 'Trần Văn Bình An', email: 'binh.tv@example.vn', phoneNumber: '0987654321' },
    });
    expect(nameOnly.statusCode).toBe(200);
    const me = await get('/auth/me', bearer(s.accessToken));
    expect(me.json().data.phoneNumber).toBe('0987654321');
    const taken = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: bearer(s.accessToken),
      payload: { fullName: 'Trần Văn Bình', email: 'admin@congdoan.local', currentPassword: PASSWORD },
    });
    expect(taken.json().message).toBe('Email đã tồn tại');
  });

  it('changing the password needs the current one and ends every session', async () => {
    const u = await buildUser(t.ctx);
    const s = await login(t.ctx, u.username!);
    const other = await login(t.ctx, u.username!);
    const wrong = await post(
      '/auth/change-password',
      { currentPassword: 'sai', newPassword: 'moi123456', confirmPassword: 'moi123456' },
      bearer(s.accessToken),
    );
    expect(wrong.json().message).toBe('Mật khẩu hiện tại không đúng');
    const ok = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'moi123456', confirmPassword: 'moi123456' },
      bearer(s.accessToken),
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/auth/me', bearer(other.accessToken))).statusCode).toBe(401);
    await login(t.ctx, u.username!, 'moi123456');
  });

  it('switching the role changes the ability, and only to a role the user holds', async () => {
    const u = await buildUser(t.ctx, { roles: [ROLE_IDS.chair, ROLE_IDS.member] });
    const s = await login(t.ctx, u.username!);
    const can = (data: typeof s, action: string, subject: string) =>
      data.userData.ability.some((r) => r.action === action && r.subject === subject);
    expect(can(s, 'read', 'organization')).toBe(true);
    const res = await post(
      '/auth/switch-role',
      { roleId: ROLE_IDS.member, refreshToken: s.refreshToken },
      bearer(s.accessToken),
    );
    expect(res.statusCode).toBe(200);
    const switched = res.json().data;
    expect(switched.userData.roleId).toBe(ROLE_IDS.member);
    expect(can(switched, 'read', 'organization')).toBe(false);
    expect((await get('/dashboard/summary', bearer(switched.accessToken))).statusCode).toBe(200);
    expect((await get('/user/list-all', bearer(switched.accessToken))).statusCode).toBe(403);
    // The token of the old role no longer opens anything its role allowed.
    expect((await get('/user/list-all', bearer(s.accessToken))).statusCode).toBe(401);
    const refused = await post('/auth/switch-role', { roleId: ROLE_IDS.admin }, bearer(switched.accessToken));
    expect(refused.json().code).toBe('role_not_assigned');
    // The next sign-in starts in the role chosen last.
    expect((await login(t.ctx, u.username!)).userData.roleId).toBe(ROLE_IDS.member);
  });
});

describe('abuse and races', () => {
  it('parallel wrong passwords cannot slip under the account limit', async () => {
    const u = await buildUser(t.ctx);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: `192.0.2.${i + 1}`,
          payload: { username: u.username, password: 'sai-mat-khau' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('the login name, e-mail and CCCD of one account share its limit', async () => {
    const u = await buildUser(t.ctx, { identity: '001090000222' });
    const tries = [u.username!, u.email!, '001090000222', u.username!, u.email!];
    for (const username of tries)
      expect((await post('/auth/login', { username, password: 'sai' })).statusCode).toBe(401);
    expect((await post('/auth/login', { username: '001090000222', password: PASSWORD })).statusCode).toBe(
      429,
    );
  });

  it('parallel guesses of a reset code are counted before they are compared', async () => {
    const u = await buildUser(t.ctx);
    await post('/auth/forgot-password', { email: u.email });
    const code = t.ctx.mails.findLast((m) => m.to === u.email)!.text.match(/\b(\d{6})\b/)![1]!;
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((c) =>
        post('/auth/confirm-reset-code', {
          email: u.email,
          code: c,
          newPassword: 'moi123456',
          confirmPassword: 'moi123456',
        }),
      ),
    );
    const [row] = await t.ctx.database.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, u.id));
    expect(row?.attempts).toBe(5);
    const right = await post('/auth/confirm-reset-code', {
      email: u.email,
      code,
      newPassword: 'moi123456',
      confirmPassword: 'moi123456',
    });
    expect(right.json().code).toBe('reset_code_attempts_exceeded');
  });

  it('a login name can never take the shape of an e-mail or a CCCD', async () => {
    const base = { fullName: 'Kẻ Mạo Danh', passWord: 'abc123', identity: '001190000777' };
    for (const username of ['admin@congdoan.local', '001090000222']) {
      const res = await post('/auth/register', { ...base, username });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a caller is checked before the body: no token and a bad body is 401', async () => {
    const res = await post('/auth/change-password', { currentPassword: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('who may create whom', () => {
  const person = (n: number) => ({
    fullName: `Cán Bộ Mới ${n}`,
    passWord: 'abc123',
    identity: `00119000${String(1000 + n)}`,
    email: `moi${n}@example.vn`,
  });

  it('a grassroots chair creates members in their own unit, and never an administrator', async () => {
    const root = await buildOrganization(t.ctx);
    const mine = await buildOrganization(t.ctx, { parent: root });
    const other = await buildOrganization(t.ctx, { parent: root });
    const chair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: mine.id });
    const token = (await login(t.ctx, chair.username!)).accessToken;

    const admin = await post('/auth/register', { ...person(1), roleId: ROLE_IDS.admin }, bearer(token));
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({
      code: 'role_not_grantable',
      message: 'Bạn không thể cấp vai trò có quyền rộng hơn quyền của mình',
    });
    const officer = await post(
      '/auth/register',
      { ...person(2), roleId: ROLE_IDS.provincialOfficer },
      bearer(token),
    );
    expect(officer.json().code).toBe('role_not_grantable');
    const elsewhere = await post(
      '/auth/register',
      { ...person(3), roleId: ROLE_IDS.member, organizationId: other.id },
      bearer(token),
    );
    expect(elsewhere.json().code).toBe('organization_ref_invalid');

    const member = await post('/auth/register', { ...person(4), roleId: ROLE_IDS.member }, bearer(token));
    expect(member.statusCode).toBe(200);
    const created = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/detail-user-by-id?userId=${member.json().data.id}`,
      headers: bearer(token),
    });
    expect(created.json().data).toMatchObject({ organizationId: mine.id, roleId: ROLE_IDS.member });
  });

  it('self sign-ups are limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await t.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '198.51.100.99',
        payload: { ...person(100 + i), fullName: 'Đoàn Viên' },
      });
      last = res.statusCode;
      if (i < 20) expect(res.statusCode).toBe(200);
    }
    expect(last).toBe(429);
  });
});
