import { type DataScope, PERMISSION_CATALOGUE, ROLE_IDS, type Subject } from '@congdoan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.js';
import {
  ADMIN_PASSWORD,
  bearer,
  buildOrganization,
  buildUser,
  createTestContext,
  login,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
let admin: string;
let chair: string;
let member: string;
let orgA: { id: number; path: string };
let orgB: { id: number; path: string };

/** A custom role with a data scope and some (action, subject) pairs. */
async function buildRole(scope: DataScope, pairs: readonly (readonly [string, Subject])[]) {
  const db = ctx.database.db;
  const [role] = await db
    .insert(roles)
    .values({ name: `Vai trò thử ${Math.random().toString(36).slice(2, 8)}`, scope })
    .returning({ id: roles.id });
  const codes = PERMISSION_CATALOGUE.filter((p) =>
    pairs.some(([a, s]) => a === p.action && s === p.subject),
  ).map((p) => p.code);
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.code, codes));
  await db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const root = await buildOrganization(ctx);
  orgA = await buildOrganization(ctx, { parent: root });
  orgB = await buildOrganization(ctx, { parent: root });
  admin = (await login(ctx, 'admin', ADMIN_PASSWORD)).accessToken;
  chair = (
    await login(ctx, (await buildUser(ctx, { roles: [ROLE_IDS.chair], organizationId: orgA.id })).username!)
  ).accessToken;
  member = (await login(ctx, (await buildUser(ctx, { organizationId: orgA.id })).username!)).accessToken;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const adminId = async () =>
  (await ctx.database.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;

describe('locking and unlocking', () => {
  it('401, 403 for a member, 404 out of scope', async () => {
    const b = await buildUser(ctx, { organizationId: orgB.id });
    expect(
      (await call('POST', '/user/active-lock-user', undefined, { userId: b.id, isActive: 0 })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/user/active-lock-user', member, { userId: b.id, isActive: 0 })).statusCode,
    ).toBe(403);
    const out = await call('POST', '/user/active-lock-user', chair, { userId: b.id, isActive: 0 });
    expect(out.statusCode).toBe(404);
    expect(out.json()).toMatchObject({
      code: 'user_not_found',
      message: 'Tài khoản không tồn tại trong hệ thống!',
    });
    expect((await row(b.id))!.isActive).toBe(1);
  });

  it('locking ends the user’s sessions at once; unlocking lets them sign in again', async () => {
    const u = await buildUser(ctx, { organizationId: orgA.id });
    const session = await login(ctx, u.username!);
    const res = await call('POST', '/user/active-lock-user', chair, { userId: u.id, isActive: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isActive).toBe(0);
    expect((await call('GET', '/auth/me', session.accessToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/auth/refresh-token', undefined, {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const locked = await call('POST', '/auth/login', undefined, {
      username: u.username,
      password: u.password,
    });
    expect(locked.json().message).toBe('Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên');
    expect(
      (await call('POST', '/user/active-lock-user', chair, { userId: u.id, isActive: 1 })).statusCode,
    ).toBe(200);
    expect((await login(ctx, u.username!)).accessToken).toBeTruthy();
  });

  it('refuses a bad isActive with a Vietnamese message', async () => {
    const u = await buildUser(ctx, { organizationId: orgA.id });
    const res = await call('POST', '/user/active-lock-user', chair, { userId: u.id, isActive: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Giá trị 0 hoặc 1');
  });

  it('nobody locks themselves', async () => {
    const res = await call('POST', '/user/active-lock-user', admin, { userId: await adminId(), isActive: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'cannot_lock_self',
      message: 'Bạn không thể khóa tài khoản của chính mình',
    });
    expect((await row(await adminId()))!.isActive).toBe(1);
    expect((await call('GET', '/auth/me', admin)).statusCode).toBe(200);
  });

  it('a chair cannot lock a user stronger than themselves', async () => {
    const officer = await buildUser(ctx, { roles: [ROLE_IDS.provincialOfficer], organizationId: orgA.id });
    const res = await call('POST', '/user/active-lock-user', chair, { userId: officer.id, isActive: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('user_stronger_than_caller');
    expect((await row(officer.id))!.isActive).toBe(1);
  });
});

describe('the last active administrator', () => {
  it('cannot be locked or deleted, even by an administrator session that outlived its role', async () => {
    const other = await buildUser(ctx, { roles: [ROLE_IDS.admin] });
    const otherToken = (await login(ctx, other.username!)).accessToken;
    // The other administrator loses the role; their token still says administrator.
    await ctx.database.db.insert(userRoles).values({ userId: other.id, roleId: ROLE_IDS.member });
    await ctx.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, other.id), eq(userRoles.roleId, ROLE_IDS.admin)));
    const id = await adminId();
    const lock = await call('POST', '/user/active-lock-user', otherToken, { userId: id, isActive: 0 });
    expect(lock.statusCode).toBe(409);
    expect(lock.json().code).toBe('last_active_admin');
    const del = await call('DELETE', `/user/delete?userId=${id}`, otherToken);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('last_active_admin');
    expect((await row(id))!.isActive).toBe(1);
    expect((await call('GET', '/auth/me', admin)).statusCode).toBe(200);
  });

  it('another administrator can be locked while one stays active', async () => {
    const other = await buildUser(ctx, { roles: [ROLE_IDS.admin] });
    const res = await call('POST', '/user/active-lock-user', admin, { userId: other.id, isActive: 0 });
    expect(res.statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('401, 403 for a role without the right (member, chair), 404 out of scope', async () => {
    const scopedDeleter = await buildRole('organization', [
      ['read', 'user'],
      ['delete', 'user'],
    ]);
    const a = await buildUser(ctx, { roles: [scopedDeleter], organizationId: orgA.id });
    const b = await buildUser(ctx, { roles: [scopedDeleter], organizationId: orgB.id });
    const deleter = await buildUser(ctx, { roles: [scopedDeleter], organizationId: orgA.id });
    const token = (await login(ctx, deleter.username!)).accessToken;
    for (const [method, path] of [
      ['POST', '/user/delete-user'],
      ['DELETE', '/user/delete'],
    ] as const) {
      expect((await call(method, `${path}?userId=${a.id}`)).statusCode).toBe(401);
      expect((await call(method, `${path}?userId=${a.id}`, member)).statusCode).toBe(403);
      expect((await call(method, `${path}?userId=${a.id}`, chair)).statusCode).toBe(403);
      const out = await call(method, `${path}?userId=${b.id}`, token);
      expect(out.statusCode).toBe(404);
      expect(out.json().code).toBe('user_not_found');
    }
    expect(await row(b.id)).toBeDefined();
    const ok = await call('POST', `/user/delete-user?userId=${a.id}`, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { success: true } });
    expect(await row(a.id)).toBeUndefined();
    // A union member's role reads events, which this role does not: the member is out of its reach.
    const m = await buildUser(ctx, { organizationId: orgA.id });
    const stronger = await call('POST', `/user/delete-user?userId=${m.id}`, token);
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json().code).toBe('user_stronger_than_caller');
    expect(await row(m.id)).toBeDefined();
  });

  it('deletes through DELETE user/delete: the user’s token stops working, audit rows keep their actor id', async () => {
    const u = await buildUser(ctx, { organizationId: orgA.id });
    const session = await login(ctx, u.username!);
    const res = await call('DELETE', `/user/delete?userId=${u.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/auth/me', session.accessToken)).statusCode).toBe(401);
    expect((await call('GET', `/user/detail-user-by-id?userId=${u.id}`, admin)).statusCode).toBe(404);
    const acted = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    expect(acted.map((r) => r.action)).toContain('login');
    const [deletion] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.recordId, String(u.id))));
    expect(deletion!.before).toMatchObject({ username: u.username, roleIds: [5] });
  });

  it('nobody deletes themselves', async () => {
    const res = await call('POST', `/user/delete-user?userId=${await adminId()}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bạn không thể xóa tài khoản của chính mình');
    expect(await row(await adminId())).toBeDefined();
  });

  it('refuses a user other data still points to, and changes nothing', async () => {
    const u = await buildUser(ctx, { organizationId: orgA.id });
    const session = await login(ctx, u.username!);
    await ctx.database.db.execute(
      sql`create table if not exists test_user_refs (user_id integer references users(id))`,
    );
    await ctx.database.db.execute(sql`insert into test_user_refs values (${u.id})`);
    const res = await call('DELETE', `/user/delete?userId=${u.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'user_in_use',
      message:
        'Không thể xóa tài khoản vì đang được sử dụng trong dữ liệu khác. Hãy khóa tài khoản thay vì xóa',
    });
    expect(await row(u.id)).toBeDefined();
    expect((await call('GET', '/auth/me', session.accessToken)).statusCode).toBe(200);
  });
});
