import { ROLE_IDS, ROLE_SORT_COLUMNS } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, sessions } from '../../db/schema/index.js';
import { auditRows, buildRole, buildUser, login, tokenFor, useTestApp } from '../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../test/sorting.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
/** A provincial officer: read on role, but not create, update or delete. */
const officer = () => t.world.as.provincialOfficer.token;

const roleRow = async (id: number) =>
  (await t.ctx.database.db.select().from(roles).where(eq(roles.id, id)))[0];
const grantCount = async (id: number) =>
  (await t.ctx.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id))).length;

describe('role/list-all', () => {
  it('lists the seeded roles with their scope, user and permission counts', async () => {
    const res = await t.call('GET', '/role/list-all?page=1&limit=10', officer());
    expect(res.statusCode).toBe(200);
    const { list, count } = res.json().data;
    expect(count).toBeGreaterThanOrEqual(6);
    const memberRole = list.find((r: { id: number }) => r.id === ROLE_IDS.member);
    expect(memberRole).toMatchObject({
      name: 'Đoàn viên công đoàn',
      scope: 'self',
      scopeLabel: 'Chỉ dữ liệu của bản thân',
      isSystem: true,
      isAdmin: false,
    });
    expect(memberRole.userCount).toBeGreaterThanOrEqual(1);
    expect(memberRole.permissionCount).toBeGreaterThan(0);
    expect(list.find((r: { id: number }) => r.id === ROLE_IDS.admin)).toMatchObject({ isAdmin: true });
  });

  it('finds a role by its name typed without accents', async () => {
    const created = await buildRole(t.ctx, { name: 'Kiểm tra viên Đoàn thể' });
    const res = await t.call('GET', '/role/list-all?search=kiem%20tra%20vien%20doan', admin());
    expect(res.json().data).toMatchObject({
      count: 1,
      list: [{ id: created.id, name: 'Kiểm tra viên Đoàn thể' }],
    });
    const none = await t.call('GET', '/role/list-all?search=khong%20co%20vai%20tro%20nay', admin());
    expect(none.json().data).toEqual({ list: [], count: 0 });
  });

  it('pages', async () => {
    const page = await t.call('GET', '/role/list-all?page=2&limit=2', admin());
    const { list, count } = page.json().data;
    expect(list).toHaveLength(2);
    expect(list[0].id).toBe(2);
    expect(count).toBeGreaterThanOrEqual(6);
  });
});

describe('role/list-all sorting (docs/requirements.md, "Sorting")', () => {
  type Role = { id: number; name: string; userCount: number; permissionCount: number };
  beforeAll(async () => {
    // Users: 2, 0, 1 (one through the active role alone), 2; rights: 1, 3, 0, 3. Made in id order.
    const rights = ['view-dashboard', 'view-event', 'detail-event'];
    const role = (name: string, grants: string[]) => buildRole(t.ctx, { name, grants });
    const a = await role('Sắp xếp Đội', rights.slice(0, 1));
    await role('Sắp xếp Ấn', rights);
    const c = await role('Sắp xếp Dương', []);
    const d = await role('Sắp xếp Bảo', rights);
    await buildUser(t.ctx, { roles: [a.id, d.id] });
    await buildUser(t.ctx, { roles: [d.id, a.id] });
    await buildUser(t.ctx, { activeRoleId: c.id, roles: [ROLE_IDS.member] });
  });
  const names = async (query: string) =>
    (await t.call('GET', `/role/list-all?search=sap xep&${query}`, officer()))
      .json()
      .data.list.map((r: Role) => r.name);

  it('by name in Vietnamese order, both ways', async () => {
    // ICU root order: a mark never outranks a letter, so Ấ sorts with A and Đ with D (Đội before Dương).
    const asc = ['Sắp xếp Ấn', 'Sắp xếp Bảo', 'Sắp xếp Đội', 'Sắp xếp Dương'];
    expect(await names('sortBy=name')).toEqual(asc);
    expect(await names('sortBy=name&order=desc')).toEqual([...asc].reverse());
  });

  it('by the counts, computed in SQL, ties in id order across pages', async () => {
    const pages = (query: string) =>
      allPages<Role>(
        async (page, limit) =>
          (
            await t.call(
              'GET',
              `/role/list-all?search=sap xep&${query}&page=${page}&limit=${limit}`,
              officer(),
            )
          ).json().data,
        3,
      );
    const byUsersDesc = await pages('sortBy=userCount&order=desc');
    expect(byUsersDesc.map((r) => [r.name, r.userCount])).toEqual([
      ['Sắp xếp Đội', 2],
      ['Sắp xếp Bảo', 2],
      ['Sắp xếp Dương', 1],
      ['Sắp xếp Ấn', 0],
    ]);
    const byRightsAsc = await pages('sortBy=permissionCount&order=asc');
    expect(byRightsAsc.map((r) => [r.name, r.permissionCount])).toEqual([
      ['Sắp xếp Dương', 0],
      ['Sắp xếp Đội', 1],
      ['Sắp xếp Ấn', 3],
      ['Sắp xếp Bảo', 3],
    ]);
    // The sort reads the whole list, not the page: the first page holds the largest counts.
    const top = (
      await t.call('GET', '/role/list-all?sortBy=permissionCount&order=desc&limit=1', officer())
    ).json().data;
    const all = (await t.call('GET', '/role/list-all?limit=100', officer())).json().data.list as Role[];
    expect(top.list[0].permissionCount).toBe(Math.max(...all.map((r) => r.permissionCount)));
  });

  it('refuses a column it does not sort by and a bad order, in Vietnamese', async () => {
    await expectBadSortRefused(
      (query) => t.call('GET', `/role/list-all?${query}`, officer()),
      ROLE_SORT_COLUMNS,
    );
  });
});

describe('role/detail', () => {
  it('answers the role, or 404 for an unknown one', async () => {
    const ok = await t.call('GET', `/role/detail?roleId=${ROLE_IDS.provincialOfficer}`, officer());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      id: ROLE_IDS.provincialOfficer,
      name: 'Cán bộ Liên đoàn Lao động tỉnh',
      scope: 'province',
      scopeLabel: 'Toàn tỉnh',
    });
    const missing = await t.call('GET', '/role/detail?roleId=999999', officer());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'role_not_found', message: 'Vai trò không tồn tại' });
  });
});

describe('role/create', () => {
  it('creates a role with no grants and writes the audit log', async () => {
    const res = await t.call('POST', '/role/create', admin(), {
      name: '  Thủ quỹ công đoàn  ',
      description: 'Quản lý quỹ',
      scope: 'organization',
      icon: 'BankOutlined',
      extra: 'bỏ qua',
    });
    expect(res.statusCode).toBe(200);
    const role = res.json().data;
    expect(role).toMatchObject({
      name: 'Thủ quỹ công đoàn',
      description: 'Quản lý quỹ',
      scope: 'organization',
      icon: 'BankOutlined',
      isSystem: false,
      userCount: 0,
      permissionCount: 0,
    });
    expect((await roleRow(role.id))?.searchText).toBe('thu quy cong doan');
    expect(await auditRows(t.ctx, 'role', role.id)).toMatchObject([
      { action: 'create', after: { name: 'Thủ quỹ công đoàn', scope: 'organization' } },
    ]);
  });

  it('gives a role sent with only a name the narrowest scope, and says so; a chosen scope is kept', async () => {
    const res = await t.call('POST', '/role/create', admin(), { name: 'Chỉ có tên' });
    expect(res.statusCode).toBe(200);
    const role = res.json().data;
    expect(role).toMatchObject({
      name: 'Chỉ có tên',
      scope: 'self',
      scopeLabel: 'Chỉ dữ liệu của bản thân',
      scopeDefaulted: true,
      permissionCount: 0,
    });
    expect((await roleRow(role.id))?.scope).toBe('self');
    expect(await auditRows(t.ctx, 'role', role.id)).toMatchObject([{ after: { scope: 'self' } }]);

    const chosen = await t.call('POST', '/role/create', admin(), { name: 'Có phạm vi', scope: 'ward' });
    expect(chosen.json().data).toMatchObject({ scope: 'ward', scopeDefaulted: false });
  });

  it('refuses a name already taken, whatever its case', async () => {
    await buildRole(t.ctx, { name: 'Thư ký công đoàn' });
    for (const name of ['Thư ký công đoàn', 'THƯ KÝ CÔNG ĐOÀN', 'Đoàn viên công đoàn']) {
      const res = await t.call('POST', '/role/create', admin(), { name, scope: 'self' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'role_name_exists', message: 'Tên vai trò đã tồn tại' });
    }
    const named = await t.ctx.database.db.select().from(roles).where(eq(roles.name, 'THƯ KÝ CÔNG ĐOÀN'));
    expect(named).toHaveLength(0);
  });

  it('refuses a missing name and an unknown scope in Vietnamese', async () => {
    const blank = await t.call('POST', '/role/create', admin(), { name: '   ', scope: 'self' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Vui lòng nhập tên vai trò');
    const scope = await t.call('POST', '/role/create', admin(), { name: 'Phạm vi lạ', scope: 'planet' });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().message).toContain('Vui lòng chọn phạm vi dữ liệu');
  });
});

describe('role/update', () => {
  it('updates name, description, scope and search text, with before and after in the audit log', async () => {
    const role = await buildRole(t.ctx, { name: 'Cộng tác viên' });
    const res = await t.call('POST', '/role/update', admin(), {
      id: role.id,
      name: 'Cộng tác viên tỉnh',
      description: 'Hỗ trợ',
      scope: 'province',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: role.id, name: 'Cộng tác viên tỉnh', scope: 'province' });
    expect((await roleRow(role.id))?.searchText).toBe('cong tac vien tinh');
    expect(await auditRows(t.ctx, 'role', role.id)).toMatchObject([
      {
        action: 'update',
        before: { name: 'Cộng tác viên', scope: 'organization' },
        after: { name: 'Cộng tác viên tỉnh', scope: 'province' },
      },
    ]);
  });

  it('refuses a name of another role and changes nothing', async () => {
    const role = await buildRole(t.ctx, { name: 'Kế toán' });
    const res = await t.call('POST', '/role/update', admin(), {
      id: role.id,
      name: 'Chủ tịch công đoàn cơ sở',
      scope: 'self',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tên vai trò đã tồn tại');
    expect(await roleRow(role.id)).toMatchObject({ name: 'Kế toán', scope: 'organization' });
    // Its own name (another case) is no clash.
    expect(
      (await t.call('POST', '/role/update', admin(), { id: role.id, name: 'KẾ TOÁN', scope: 'organization' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the administrators at province scope', async () => {
    const res = await t.call('POST', '/role/update', admin(), {
      id: ROLE_IDS.admin,
      name: 'Quản trị hệ thống',
      scope: 'self',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phạm vi dữ liệu của vai trò quản trị hệ thống luôn là toàn tỉnh');
    expect((await roleRow(ROLE_IDS.admin))?.scope).toBe('province');
  });

  it('a role manager who is not an administrator cannot widen a scope beyond their own', async () => {
    // A role of unit scope that may manage roles.
    const managers = await buildRole(t.ctx, {
      scope: 'organization',
      grants: ['view-role', 'create-role', 'update-role'],
    });
    const manager = await tokenFor(t.ctx, { roles: [managers.id] });
    const wide = await t.call('POST', '/role/create', manager, { name: 'Toàn tỉnh mới', scope: 'province' });
    expect(wide.statusCode).toBe(403);
    expect(wide.json().code).toBe('role_not_grantable');
    const target = await buildRole(t.ctx, { scope: 'self' });
    const widened = await t.call('POST', '/role/update', manager, {
      id: target.id,
      name: 'Mở rộng',
      scope: 'ward',
    });
    expect(widened.json().code).toBe('role_not_grantable');
    expect((await roleRow(target.id))?.scope).toBe('self');
    const narrow = await t.call('POST', '/role/create', manager, {
      name: 'Trong đơn vị',
      scope: 'organization',
    });
    expect(narrow.statusCode).toBe(200);
    // The default scope is never wider than the caller's: a name alone works for them too.
    const nameOnly = await t.call('POST', '/role/create', manager, { name: 'Chỉ tên, người quản lý' });
    expect(nameOnly.statusCode).toBe(200);
    expect(nameOnly.json().data).toMatchObject({ scope: 'self', scopeDefaulted: true });
  });

  it('answers 404 for an unknown role', async () => {
    const res = await t.call('POST', '/role/update', admin(), {
      id: 999999,
      name: 'Không có',
      scope: 'self',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('role/delete', () => {
  it('deletes an unused role with its grants', async () => {
    const role = await buildRole(t.ctx, { grants: ['view-event'] });
    const res = await t.call('POST', `/role/delete?roleId=${role.id}`, admin());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await roleRow(role.id)).toBeUndefined();
    expect(await grantCount(role.id)).toBe(0);
    expect((await t.call('GET', `/role/detail?roleId=${role.id}`, admin())).statusCode).toBe(404);
    expect(await auditRows(t.ctx, 'role', role.id)).toMatchObject([
      { action: 'delete', before: { name: role.name } },
    ]);
  });

  it('refuses a seeded role and deletes nothing', async () => {
    const before = await grantCount(ROLE_IDS.viceChair);
    const res = await t.call('POST', `/role/delete?roleId=${ROLE_IDS.viceChair}`, admin());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'role_is_system',
      message: 'Không thể xóa vai trò mặc định của hệ thống',
    });
    expect(await roleRow(ROLE_IDS.viceChair)).toBeDefined();
    expect(await grantCount(ROLE_IDS.viceChair)).toBe(before);
  });

  it('refuses a role held by users, says how many, and deletes nothing', async () => {
    const role = await buildRole(t.ctx, { grants: ['view-event', 'view-dashboard'] });
    const holder = await buildUser(t.ctx, { roles: [role.id] });
    await buildUser(t.ctx, { roles: [ROLE_IDS.member, role.id] });
    await login(t.ctx, holder.username!);
    expect((await t.call('GET', `/role/detail?roleId=${role.id}`, admin())).json().data).toMatchObject({
      userCount: 2,
      permissionCount: 2,
    });
    const res = await t.call('POST', `/role/delete?roleId=${role.id}`, admin());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'role_in_use',
      message: 'Không thể xóa vai trò đang được gán cho 2 người dùng. Hãy gỡ vai trò khỏi họ trước.',
    });
    expect(await roleRow(role.id)).toBeDefined();
    expect(await grantCount(role.id)).toBe(2);
    expect((await t.ctx.database.db.select().from(sessions).where(eq(sessions.roleId, role.id))).length).toBe(
      1,
    );
  });

  it('answers 404 for an unknown role', async () => {
    expect((await t.call('POST', '/role/delete?roleId=999999', admin())).statusCode).toBe(404);
  });
});
