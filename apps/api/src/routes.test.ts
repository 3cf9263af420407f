import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CATEGORY_SORT_COLUMNS,
  defineAbilityFor,
  ORGANIZATION_SORT_COLUMNS,
  PERMISSION_CATALOGUE,
  POSITION_SORT_COLUMNS,
  ROLE_IDS,
  ROLE_SORT_COLUMNS,
  SEEDED_ROLES,
  SORT_ORDERS,
  STAFF_SORT_COLUMNS,
  seededRoleCodes,
  USER_SORT_COLUMNS,
} from '@congdoan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  buildOrganization,
  buildUser,
  buildWard,
  createTestContext,
  login,
  type TestContext,
} from './test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('route table', () => {
  it('every registered route declares its permission or that it is public', () => {
    const routes = ctx.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(15);
    const undeclared = routes.filter((r) => r.permission === undefined).map((r) => `${r.methods} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every (action, subject) a route needs is a pair of the catalogue', () => {
    for (const r of ctx.app.registeredRoutes) {
      if (typeof r.permission !== 'object' || !r.permission) continue;
      const [action, subject] = r.permission;
      expect(
        PERMISSION_CATALOGUE.some((p) => p.action === action && p.subject === subject),
        `${r.url}`,
      ).toBe(true);
    }
  });

  it('every administrator-only route refuses every other seeded role and admits an administrator', async () => {
    const adminOnly = ctx.app.registeredRoutes.filter((r) => r.permission === 'administrator');
    expect(adminOnly.length).toBeGreaterThan(0);
    const others = SEEDED_ROLES.filter((r) => r.id !== ROLE_IDS.admin);
    const tokens = [];
    for (const role of others) {
      tokens.push((await login(ctx, (await buildUser(ctx, { roles: [role.id] })).username!)).accessToken);
    }
    const admin = (await login(ctx, 'admin', ADMIN_PASSWORD)).accessToken;
    for (const route of adminOnly) {
      for (const method of route.methods as ('GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE')[]) {
        const call = (token: string) => ctx.app.inject({ method, url: route.url, headers: bearer(token) });
        for (const [i, token] of tokens.entries()) {
          expect((await call(token)).statusCode, `${method} ${route.url} as ${others[i]!.name}`).toBe(403);
        }
        expect([401, 403]).not.toContain((await call(admin)).statusCode);
      }
    }
  });

  it('answers unknown API paths with a Vietnamese 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/khong-co' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy đường dẫn yêu cầu');
  });

  it('serves the OpenAPI page generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/user/list-all'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'roleId',
    );
  });

  it('shows every sorted list’s sortBy (its columns) and order in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const lists: [string, readonly string[]][] = [
      ['user/list-all', USER_SORT_COLUMNS],
      ['staff/list-all', STAFF_SORT_COLUMNS],
      ['organization/list-all-organization', ORGANIZATION_SORT_COLUMNS],
      ['organization/list-by-permission', ORGANIZATION_SORT_COLUMNS],
      ['ward/list-all', CATEGORY_SORT_COLUMNS],
      ['industrial-zone/list-all', CATEGORY_SORT_COLUMNS],
      ['position/list-all', POSITION_SORT_COLUMNS],
      ['role/list-all', ROLE_SORT_COLUMNS],
    ];
    for (const [path, columns] of lists) {
      const params = doc.paths[`/api/v1/${path}`].get.parameters as {
        name: string;
        in: string;
        required: boolean;
        schema: { enum?: string[] };
      }[];
      const param = (name: string) => params.find((p) => p.name === name);
      expect(param('sortBy'), path).toMatchObject({
        in: 'query',
        required: false,
        schema: { enum: [...columns] },
      });
      expect(param('order'), path).toMatchObject({
        in: 'query',
        required: false,
        schema: { enum: [...SORT_ORDERS] },
      });
    }
  });

  it('health: live and ready', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ok' });
  });
});

describe('the web app', () => {
  it('serves its files publicly and its pages as index.html', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'congdoan-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>QLCĐ</title>');
    writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
    const web = await createTestContext({ WEB_DIST: dist });
    try {
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log(1)');
      const page = await web.app.inject({ method: 'GET', url: '/trade-union/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>QLCĐ</title>');
      expect((await web.app.inject({ method: 'GET', url: '/api/v1/khong-co' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});

describe('the ability of each seeded role', () => {
  it('is what the role table in packages/shared says, as the API answers it at sign-in', async () => {
    for (const role of SEEDED_ROLES) {
      const u = await buildUser(ctx, { roles: [role.id] });
      const { userData } = await login(ctx, u.username!);
      const answered = userData.ability;
      const expected = defineAbilityFor({
        userGroupId: role.id === ROLE_IDS.admin ? 1 : null,
        permissions: seededRoleCodes(role.grants),
      });
      const granted = PERMISSION_CATALOGUE.filter((p) =>
        answered.some((r) => (r.action === p.action && r.subject === p.subject) || r.action === 'manage'),
      );
      const expectedGranted = PERMISSION_CATALOGUE.filter((p) => expected.can(p.action, p.subject));
      expect(
        granted.map((p) => p.code),
        role.name,
      ).toEqual(expectedGranted.map((p) => p.code));
    }
  });
});

describe('a scoped route: user detail', () => {
  it('401 without a token, 403 without the right, 404 out of scope, 200 in scope', async () => {
    const ward = await buildWard(ctx);
    const root = await buildOrganization(ctx);
    const mine = await buildOrganization(ctx, { parent: root, xaPhuongId: ward.id });
    const child = await buildOrganization(ctx, { parent: mine });
    const other = await buildOrganization(ctx, { parent: root });
    const chair = await buildUser(ctx, { roles: [ROLE_IDS.chair], organizationId: mine.id });
    const inChild = await buildUser(ctx, { organizationId: child.id, fullName: 'Đoàn Thị Ngọc' });
    const outside = await buildUser(ctx, { organizationId: other.id });
    const member = await buildUser(ctx, { roles: [ROLE_IDS.member], organizationId: mine.id });

    const detail = (userId: number, token?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/user/detail-user-by-id?userId=${userId}`,
        headers: token ? bearer(token) : {},
      });

    expect((await detail(inChild.id)).statusCode).toBe(401);
    const asMember = await login(ctx, member.username!);
    const forbidden = await detail(inChild.id, asMember.accessToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Bạn không có quyền thực hiện chức năng này');

    const asChair = await login(ctx, chair.username!);
    const out = await detail(outside.id, asChair.accessToken);
    expect(out.statusCode).toBe(404);
    expect(out.json().message).toBe('Tài khoản không tồn tại trong hệ thống!');
    const ok = await detail(inChild.id, asChair.accessToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      id: inChild.id,
      organizationId: child.id,
      listRoles: [{ id: 5 }],
    });

    // The list obeys the same scope and searches without accents.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/list-all?search=doan thi ngoc&page=1&limit=10&roleId=&isActive=1',
      headers: bearer(asChair.accessToken),
    });
    expect(list.json().data).toMatchObject({
      count: 1,
      list: [{ id: inChild.id, fullName: 'Đoàn Thị Ngọc' }],
    });
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/list-all?limit=200',
      headers: bearer(asChair.accessToken),
    });
    const ids = all.json().data.list.map((u: { id: number }) => u.id);
    expect(ids).toContain(chair.id);
    expect(ids).not.toContain(outside.id);

    const admin = await login(ctx, 'admin', ADMIN_PASSWORD);
    expect((await detail(outside.id, admin.accessToken)).statusCode).toBe(200);
  });

  it('the dashboard answers only the figures the caller may read, within their scope', async () => {
    const summary = async (token: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(token) })
      ).json().data;
    const member = await buildUser(ctx, { roles: [ROLE_IDS.member] });
    expect(await summary((await login(ctx, member.username!)).accessToken)).toEqual({
      users: null,
      organizations: null,
      wards: null,
      industrialZones: null,
    });

    const root = await buildOrganization(ctx);
    const mine = await buildOrganization(ctx, { parent: root });
    await buildOrganization(ctx, { parent: mine });
    const chair = await buildUser(ctx, { roles: [ROLE_IDS.chair], organizationId: mine.id });
    await buildUser(ctx, { organizationId: mine.id, isActive: 0 });
    const asChair = await summary((await login(ctx, chair.username!)).accessToken);
    expect(asChair.organizations.total).toBe(2);
    expect(asChair.users).toMatchObject({ total: 2, active: 1, locked: 1 });
    expect(typeof asChair.wards).toBe('number');
  });
});
