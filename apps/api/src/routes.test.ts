import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CATEGORY_ITEM_SORT_COLUMNS,
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
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  buildOrganization,
  buildUser,
  buildWard,
  createTestContext,
  login,
  useTestApp,
} from './test/harness.js';

const t = useTestApp();

describe('route table', () => {
  it('every registered route declares its permission or that it is public', () => {
    const routes = t.ctx.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(15);
    const undeclared = routes.filter((r) => r.permission === undefined).map((r) => `${r.methods} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every (action, subject) a route needs is a pair of the catalogue', () => {
    for (const r of t.ctx.app.registeredRoutes) {
      if (typeof r.permission !== 'object' || !r.permission) continue;
      const [action, subject] = r.permission;
      expect(
        PERMISSION_CATALOGUE.some((p) => p.action === action && p.subject === subject),
        `${r.url}`,
      ).toBe(true);
    }
  });

  it('answers unknown API paths with a Vietnamese 404', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/v1/khong-co' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy đường dẫn yêu cầu');
  });

  it('serves the OpenAPI page generated from the route schemas', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/user/list-all'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'roleId',
    );
  });

  it('shows every sorted list’s sortBy (its columns) and order in the OpenAPI document', async () => {
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const lists: [string, readonly string[]][] = [
      ['user/list-all', USER_SORT_COLUMNS],
      ['staff/list-all', STAFF_SORT_COLUMNS],
      ['organization/list-all-organization', ORGANIZATION_SORT_COLUMNS],
      ['organization/list-by-permission', ORGANIZATION_SORT_COLUMNS],
      ['ward/list-all', CATEGORY_SORT_COLUMNS],
      ['industrial-zone/list-all', CATEGORY_SORT_COLUMNS],
      ['position/list-all', POSITION_SORT_COLUMNS],
      ['category/list-all', CATEGORY_ITEM_SORT_COLUMNS],
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
    expect((await t.ctx.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await t.ctx.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
      status: 'ok',
    });
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
      const u = await buildUser(t.ctx, { roles: [role.id] });
      const { userData } = await login(t.ctx, u.username!);
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
  it('404 out of scope, 200 in scope (the access matrix has its 401 and 403)', async () => {
    const ward = await buildWard(t.ctx);
    const root = await buildOrganization(t.ctx);
    const mine = await buildOrganization(t.ctx, { parent: root, xaPhuongId: ward.id });
    const child = await buildOrganization(t.ctx, { parent: mine });
    const other = await buildOrganization(t.ctx, { parent: root });
    const chair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: mine.id });
    const inChild = await buildUser(t.ctx, { organizationId: child.id, fullName: 'Đoàn Thị Ngọc' });
    const outside = await buildUser(t.ctx, { organizationId: other.id });

    const detail = (userId: number, token?: string) =>
      t.ctx.app.inject({
        method: 'GET',
        url: `/api/v1/user/detail-user-by-id?userId=${userId}`,
        headers: token ? bearer(token) : {},
      });

    const asChair = await login(t.ctx, chair.username!);
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
    const list = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/list-all?search=doan thi ngoc&page=1&limit=10&roleId=&isActive=1',
      headers: bearer(asChair.accessToken),
    });
    expect(list.json().data).toMatchObject({
      count: 1,
      list: [{ id: inChild.id, fullName: 'Đoàn Thị Ngọc' }],
    });
    const all = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/list-all?limit=200',
      headers: bearer(asChair.accessToken),
    });
    const ids = all.json().data.list.map((u: { id: number }) => u.id);
    expect(ids).toContain(chair.id);
    expect(ids).not.toContain(outside.id);

    const admin = await login(t.ctx, 'admin', ADMIN_PASSWORD);
    expect((await detail(outside.id, admin.accessToken)).statusCode).toBe(200);
  });

  it('the dashboard answers only the figures the caller may read, within their scope', async () => {
    const summary = async (token: string) =>
      (
        await t.ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: bearer(token) })
      ).json().data;
    const member = await buildUser(t.ctx, { roles: [ROLE_IDS.member] });
    expect(await summary((await login(t.ctx, member.username!)).accessToken)).toEqual({
      users: null,
      organizations: null,
      wards: null,
      industrialZones: null,
      // a member reads events: those they are invited to (none here)
      events: { upcoming: 0, ongoing: 0, registrationsThisMonth: 0, attendedThisMonth: 0, next: [] },
    });

    const root = await buildOrganization(t.ctx);
    const mine = await buildOrganization(t.ctx, { parent: root });
    await buildOrganization(t.ctx, { parent: mine });
    const chair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: mine.id });
    await buildUser(t.ctx, { organizationId: mine.id, isActive: 0 });
    const asChair = await summary((await login(t.ctx, chair.username!)).accessToken);
    expect(asChair.organizations.total).toBe(2);
    expect(asChair.users).toMatchObject({ total: 2, active: 1, locked: 1 });
    expect(typeof asChair.wards).toBe('number');
  });
});
