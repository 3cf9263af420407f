import { ROLE_IDS } from '@congdoan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../../db/schema/index.js';
import { buildRole, buildUser, login, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
/** The chair of orgA. */
const chair = () => t.world.as.chair.token;
const orgA = () => t.world.grassroots[0];
/** Out of the chair's reach. */
const orgB = () => t.world.elsewhere;
const adminId = () => t.world.as.admin.id;

const row = async (id: number) => (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('locking and unlocking', () => {
  it('404 out of scope', async () => {
    const b = await buildUser(t.ctx, { organizationId: orgB().id });
    const out = await t.call('POST', '/user/active-lock-user', chair(), { userId: b.id, isActive: 0 });
    expect(out.statusCode).toBe(404);
    expect(out.json()).toMatchObject({
      code: 'user_not_found',
      message: 'Tài khoản không tồn tại trong hệ thống!',
    });
    expect((await row(b.id))!.isActive).toBe(1);
  });

  it('locking ends the user’s sessions at once; unlocking lets them sign in again', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const session = await login(t.ctx, u.username!);
    const res = await t.call('POST', '/user/active-lock-user', chair(), { userId: u.id, isActive: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isActive).toBe(0);
    expect((await t.call('GET', '/auth/me', session.accessToken)).statusCode).toBe(401);
    const refresh = await t.call('POST', '/auth/refresh-token', undefined, {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const locked = await t.call('POST', '/auth/login', undefined, {
      username: u.username,
      password: u.password,
    });
    expect(locked.json().message).toBe('Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên');
    expect(
      (await t.call('POST', '/user/active-lock-user', chair(), { userId: u.id, isActive: 1 })).statusCode,
    ).toBe(200);
    expect((await login(t.ctx, u.username!)).accessToken).toBeTruthy();
  });

  it('refuses a bad isActive with a Vietnamese message', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const res = await t.call('POST', '/user/active-lock-user', chair(), { userId: u.id, isActive: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Giá trị 0 hoặc 1');
  });

  it('nobody locks themselves', async () => {
    const res = await t.call('POST', '/user/active-lock-user', admin(), { userId: adminId(), isActive: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'cannot_lock_self',
      message: 'Bạn không thể khóa tài khoản của chính mình',
    });
    expect((await row(adminId()))!.isActive).toBe(1);
    expect((await t.call('GET', '/auth/me', admin())).statusCode).toBe(200);
  });

  it('a chair cannot lock a user stronger than themselves', async () => {
    const officer = await buildUser(t.ctx, {
      roles: [ROLE_IDS.provincialOfficer],
      organizationId: orgA().id,
    });
    const res = await t.call('POST', '/user/active-lock-user', chair(), { userId: officer.id, isActive: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('user_stronger_than_caller');
    expect((await row(officer.id))!.isActive).toBe(1);
  });
});

describe('the last active administrator', () => {
  it('cannot be locked or deleted, even by an administrator session that outlived its role', async () => {
    const other = await buildUser(t.ctx, { roles: [ROLE_IDS.admin] });
    const otherToken = (await login(t.ctx, other.username!)).accessToken;
    // The other administrator loses the role; their token still says administrator.
    await t.ctx.database.db.insert(userRoles).values({ userId: other.id, roleId: ROLE_IDS.member });
    await t.ctx.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, other.id), eq(userRoles.roleId, ROLE_IDS.admin)));
    const id = adminId();
    const lock = await t.call('POST', '/user/active-lock-user', otherToken, { userId: id, isActive: 0 });
    expect(lock.statusCode).toBe(409);
    expect(lock.json().code).toBe('last_active_admin');
    const del = await t.call('DELETE', `/user/delete?userId=${id}`, otherToken);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('last_active_admin');
    expect((await row(id))!.isActive).toBe(1);
    expect((await t.call('GET', '/auth/me', admin())).statusCode).toBe(200);
  });

  it('another administrator can be locked while one stays active', async () => {
    const other = await buildUser(t.ctx, { roles: [ROLE_IDS.admin] });
    const res = await t.call('POST', '/user/active-lock-user', admin(), { userId: other.id, isActive: 0 });
    expect(res.statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('a role with the right deletes in its scope: 404 out of it, 403 for a stronger user', async () => {
    const { id: scopedDeleter } = await buildRole(t.ctx, {
      scope: 'organization',
      grants: [
        ['read', 'user'],
        ['delete', 'user'],
      ],
    });
    const a = await buildUser(t.ctx, { roles: [scopedDeleter], organizationId: orgA().id });
    const b = await buildUser(t.ctx, { roles: [scopedDeleter], organizationId: orgB().id });
    const deleter = await buildUser(t.ctx, { roles: [scopedDeleter], organizationId: orgA().id });
    const token = (await login(t.ctx, deleter.username!)).accessToken;
    for (const [method, path] of [
      ['POST', '/user/delete-user'],
      ['DELETE', '/user/delete'],
    ] as const) {
      const out = await t.call(method, `${path}?userId=${b.id}`, token);
      expect(out.statusCode).toBe(404);
      expect(out.json().code).toBe('user_not_found');
    }
    expect(await row(b.id)).toBeDefined();
    const ok = await t.call('POST', `/user/delete-user?userId=${a.id}`, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { success: true } });
    expect(await row(a.id)).toBeUndefined();
    // A union member's role reads events, which this role does not: the member is out of its reach.
    const m = await buildUser(t.ctx, { organizationId: orgA().id });
    const stronger = await t.call('POST', `/user/delete-user?userId=${m.id}`, token);
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json().code).toBe('user_stronger_than_caller');
    expect(await row(m.id)).toBeDefined();
  });

  it('deletes through DELETE user/delete: the user’s token stops working, audit rows keep their actor id', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const session = await login(t.ctx, u.username!);
    const res = await t.call('DELETE', `/user/delete?userId=${u.id}`, admin());
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/auth/me', session.accessToken)).statusCode).toBe(401);
    expect((await t.call('GET', `/user/detail-user-by-id?userId=${u.id}`, admin())).statusCode).toBe(404);
    const acted = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    expect(acted.map((r) => r.action)).toContain('login');
    const [deletion] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.recordId, String(u.id))));
    expect(deletion!.before).toMatchObject({ username: u.username, roleIds: [5] });
  });

  it('nobody deletes themselves', async () => {
    const res = await t.call('POST', `/user/delete-user?userId=${adminId()}`, admin());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bạn không thể xóa tài khoản của chính mình');
    expect(await row(adminId())).toBeDefined();
  });

  it('refuses a user other data still points to, and changes nothing', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const session = await login(t.ctx, u.username!);
    await t.ctx.database.db.execute(
      sql`create table if not exists test_user_refs (user_id integer references users(id))`,
    );
    await t.ctx.database.db.execute(sql`insert into test_user_refs values (${u.id})`);
    const res = await t.call('DELETE', `/user/delete?userId=${u.id}`, admin());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'user_in_use',
      message:
        'Không thể xóa tài khoản vì đang được sử dụng trong dữ liệu khác. Hãy khóa tài khoản thay vì xóa',
    });
    expect(await row(u.id)).toBeDefined();
    expect((await t.call('GET', '/auth/me', session.accessToken)).statusCode).toBe(200);
  });
});
