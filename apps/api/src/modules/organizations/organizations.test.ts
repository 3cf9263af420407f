import { type DataScope, ORGANIZATION_SORT_COLUMNS, ROLE_IDS, toPermissionCode } from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organizationChoices,
  organizations,
  permissions,
  rolePermissions,
  roles,
} from '../../db/schema/index.js';
import {
  adminToken,
  buildOrganization,
  buildUser,
  buildWard,
  buildZone,
  callApi,
  createTestContext,
  type Method,
  type TestContext,
  tokenFor,
} from '../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../test/sorting.js';

/**
 * The tree every test reads:
 *   root (federation)
 *   ├── wardA union (ward A) ── g1 (ward A, zone Z) ── g1a (ward A)
 *   │                        └─ g2 (ward A)
 *   └── wardB union (ward B) ── g3 (ward B, zone Z)
 */
let ctx: TestContext;
let admin: string;
let officer: string;
let member: string;
let chairG1: string;
let wardOfficerA: string;
let wardA: { id: number };
let wardB: { id: number };
let zone: { id: number };
type Org = { id: number; path: string };
let root: Org;
let unionA: Org;
let unionB: Org;
let g1: Org;
let g1a: Org;
let g2: Org;
let g3: Org;

const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(ctx, method, url, token, payload);

/** A role of the given scope granting the given codes, as an administrator would make it. */
async function roleWith(scope: DataScope, codes: string[]) {
  const db = ctx.database.db;
  const [role] = await db
    .insert(roles)
    .values({ name: `Vai trò ${scope} ${Math.random()}`, scope })
    .returning({ id: roles.id });
  const perms = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.code, codes));
  await db.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!.id;
}

const choiceId = async (list: string, name: string) =>
  (
    await ctx.database.db
      .select({ id: organizationChoices.id, list: organizationChoices.list, name: organizationChoices.name })
      .from(organizationChoices)
  ).find((c) => c.list === list && c.name === name)!.id;

const pathOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ path: organizations.path })
      .from(organizations)
      .where(eq(organizations.id, id))
  )[0]?.path;

beforeAll(async () => {
  ctx = await createTestContext();
  wardA = await buildWard(ctx, 'Phường Đông Ngàn');
  wardB = await buildWard(ctx, 'Xã Yên Phong');
  zone = await buildZone(ctx, 'Khu công nghiệp Quế Võ');
  root = await buildOrganization(ctx, { name: 'Liên đoàn Lao động tỉnh' });
  unionA = await buildOrganization(ctx, {
    name: 'Công đoàn Phường Đông Ngàn',
    parent: root,
    xaPhuongId: wardA.id,
  });
  unionB = await buildOrganization(ctx, {
    name: 'Công đoàn Xã Yên Phong',
    parent: root,
    xaPhuongId: wardB.id,
  });
  g1 = await buildOrganization(ctx, {
    name: 'Công đoàn Công ty TNHH Điện tử Hồng Phát',
    parent: unionA,
    xaPhuongId: wardA.id,
    cumKhuCnId: zone.id,
  });
  g1a = await buildOrganization(ctx, { name: 'Tổ công đoàn Xưởng Một', parent: g1, xaPhuongId: wardA.id });
  g2 = await buildOrganization(ctx, {
    name: 'Công đoàn Trường Tiểu học Đông Ngàn',
    parent: unionA,
    xaPhuongId: wardA.id,
  });
  g3 = await buildOrganization(ctx, {
    name: 'Công đoàn Công ty Cổ phần May Sao Mai',
    parent: unionB,
    xaPhuongId: wardB.id,
    cumKhuCnId: zone.id,
  });
  await ctx.database.db
    .update(organizations)
    .set({
      memberCount: 100,
      workerCount: 150,
      namThanhLap: 1998,
      loaiHinh: await choiceId('loai_hinh', 'Doanh nghiệp ngoài nhà nước'),
      loaiCongTy: await choiceId('loai_cong_ty', 'Công ty TNHH'),
    })
    .where(eq(organizations.id, g1.id));
  await ctx.database.db
    .update(organizations)
    .set({ memberCount: 20, namThanhLap: 2005 })
    .where(eq(organizations.id, g1a.id));

  admin = await adminToken(ctx);
  officer = await tokenFor(ctx, { roles: [ROLE_IDS.provincialOfficer] });
  member = await tokenFor(ctx, { roles: [ROLE_IDS.member], organizationId: g1.id });
  chairG1 = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: g1.id });
  const wardRole = await roleWith(
    'ward',
    (['read', 'create', 'update', 'delete'] as const).map((action) =>
      toPermissionCode({ action, subject: 'organization' }),
    ),
  );
  wardOfficerA = await tokenFor(ctx, { roles: [wardRole], xaPhuongId: wardA.id });
});
afterAll(async () => ctx?.close());

const names = (list: { name: string }[]) => list.map((o) => o.name).sort();

describe('who may call the organisation routes', () => {
  const routes = (): { method: Method; url: string; payload?: object }[] => [
    { method: 'GET', url: '/organization/list-all-organization' },
    { method: 'GET', url: '/organization/list-by-permission' },
    { method: 'GET', url: '/organization/list-all' },
    { method: 'GET', url: '/organization/list-all-organization-pc' },
    { method: 'GET', url: `/organization/detail?organizationId=${g2.id}` },
    { method: 'GET', url: '/organization/statistic' },
    { method: 'GET', url: '/organization/dynamic-fields' },
    { method: 'GET', url: '/organization/choices' },
  ];

  it('answers 401 without a token, 403 without the right, 200 to a provincial officer', async () => {
    for (const r of routes()) {
      expect((await call(r.method, r.url)).statusCode, r.url).toBe(401);
      expect((await call(r.method, r.url, member)).statusCode, r.url).toBe(403);
      expect((await call(r.method, r.url, officer)).statusCode, r.url).toBe(200);
    }
  });

  it('refuses every write to a member (403) and to an anonymous caller (401)', async () => {
    const writes: { method: Method; url: string; payload?: object }[] = [
      {
        method: 'POST',
        url: '/organization/create-organization',
        payload: { name: 'X', organizationParentId: root.id },
      },
      { method: 'PUT', url: '/organization/update-organization', payload: { id: g2.id, name: 'X' } },
      { method: 'PUT', url: '/organization/with-dynamic-fields', payload: { id: g2.id, name: 'X' } },
      { method: 'PUT', url: '/organization/move', payload: { id: g2.id, organizationParentId: root.id } },
      { method: 'DELETE', url: `/organization/delete-organization?organizationID=${g2.id}` },
      {
        method: 'POST',
        url: '/organization/dynamic-fields',
        payload: { key: 'x', label: 'X', type: 'text' },
      },
      { method: 'PUT', url: '/organization/dynamic-fields', payload: { id: 1, label: 'X', type: 'text' } },
      { method: 'DELETE', url: '/organization/dynamic-fields/1' },
      { method: 'POST', url: '/organization/choices', payload: { list: 'loai_hinh', name: 'X' } },
      { method: 'PUT', url: '/organization/choices', payload: { id: 1, name: 'X' } },
      { method: 'DELETE', url: '/organization/choices?choiceId=1' },
    ];
    for (const w of writes) {
      expect((await call(w.method, w.url, undefined, w.payload)).statusCode, w.url).toBe(401);
      expect((await call(w.method, w.url, member, w.payload)).statusCode, w.url).toBe(403);
    }
  });

  it('lets a chair read and update but not create, delete or keep the custom fields', async () => {
    expect((await call('GET', '/organization/list-all-organization', chairG1)).statusCode).toBe(200);
    const create = await call('POST', '/organization/create-organization', chairG1, {
      name: 'Tổ mới',
      organizationParentId: g1.id,
    });
    expect(create.statusCode).toBe(403);
    expect(
      (await call('DELETE', `/organization/delete-organization?organizationID=${g1a.id}`, chairG1))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/organization/dynamic-fields', chairG1, { key: 'x', label: 'X', type: 'text' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('lists', () => {
  it('finds organisations without accents and answers the custom field schemas beside the page', async () => {
    const res = await call('GET', '/organization/list-all-organization?search=dien tu hong phat', officer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(names(data.list)).toEqual(['Công đoàn Công ty TNHH Điện tử Hồng Phát']);
    expect(data.count).toBe(1);
    expect(Array.isArray(data.dynamicFieldSchemas)).toBe(true);
    expect(data.list[0]).toMatchObject({
      parentName: 'Công đoàn Phường Đông Ngàn',
      xaPhuongName: 'Phường Đông Ngàn',
      cumKhuCnName: 'Khu công nghiệp Quế Võ',
      loaiHinhName: 'Doanh nghiệp ngoài nhà nước',
      loaiCongTyName: 'Công ty TNHH',
      namThanhLap: 1998,
      memberCount: 100,
      childCount: 1,
      status: 'active',
    });
  });

  it('filters by ward, by zones (repeated or comma-separated), by parent, type, company kind and year', async () => {
    const list = async (q: string) =>
      names((await call('GET', `/organization/list-all-organization?${q}`, officer)).json().data.list);
    expect(await list(`xaPhuongId=${wardB.id}`)).toEqual([
      'Công đoàn Công ty Cổ phần May Sao Mai',
      'Công đoàn Xã Yên Phong',
    ]);
    expect(await list(`cumKhuCnId=${zone.id}&cumKhuCnId=99999`)).toHaveLength(2);
    expect(await list(`cumKhuCnId=${zone.id},99999`)).toHaveLength(2);
    expect(await list(`organizationParentId=${unionA.id}`)).toEqual([
      'Công đoàn Công ty TNHH Điện tử Hồng Phát',
      'Công đoàn Trường Tiểu học Đông Ngàn',
    ]);
    expect(await list(`loaiCongTy=${await choiceId('loai_cong_ty', 'Công ty TNHH')}`)).toHaveLength(1);
    expect(await list(`loaiHinh=${await choiceId('loai_hinh', 'Doanh nghiệp ngoài nhà nước')}`)).toHaveLength(
      1,
    );
    expect(await list('namThanhLap=2005')).toEqual(['Tổ công đoàn Xưởng Một']);
    expect(await list('xaPhuongId=&search=')).toHaveLength(7);
  });

  it('pages 100 by default on list-all-organization and 10 on list-by-permission', async () => {
    const extra = await buildOrganization(ctx, { name: 'Nhánh phân trang', parent: root });
    for (let i = 0; i < 11; i++) await buildOrganization(ctx, { name: `Phân trang ${i}`, parent: extra });
    const all = (await call('GET', '/organization/list-all-organization', officer)).json().data;
    const byPermission = (await call('GET', '/organization/list-by-permission', officer)).json().data;
    expect(all.list).toHaveLength(all.count);
    expect(byPermission.list).toHaveLength(10);
    expect(byPermission.count).toBe(all.count);
    const page2 = (await call('GET', '/organization/list-by-permission?page=2&limit=5', officer)).json().data;
    expect(page2.list[0].name).toBe(all.list[5].name);
    const lookup = (await call('GET', '/organization/list-all?search=phan trang', officer)).json().data;
    expect(lookup.count).toBe(12);
    expect(Object.keys(lookup.list[0]).sort()).toEqual([
      'code',
      'id',
      'level',
      'name',
      'organizationParentId',
    ]);
  });

  it('shows a grassroots chair only their union and what is under it', async () => {
    const list = (await call('GET', '/organization/list-all-organization', chairG1)).json().data;
    expect(names(list.list)).toEqual(['Công đoàn Công ty TNHH Điện tử Hồng Phát', 'Tổ công đoàn Xưởng Một']);
    expect((await call('GET', `/organization/detail?organizationId=${g2.id}`, chairG1)).statusCode).toBe(404);
    const update = await call('PUT', '/organization/update-organization', chairG1, {
      id: g2.id,
      name: 'Đổi tên',
      organizationParentId: unionA.id,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Đơn vị không tồn tại');
  });

  it('shows an officer of one ward only the organisations of that ward', async () => {
    const list = (await call('GET', '/organization/list-all-organization?limit=200', wardOfficerA)).json()
      .data;
    expect(names(list.list)).toEqual([
      'Công đoàn Công ty TNHH Điện tử Hồng Phát',
      'Công đoàn Phường Đông Ngàn',
      'Công đoàn Trường Tiểu học Đông Ngàn',
      'Tổ công đoàn Xưởng Một',
    ]);
    expect((await call('GET', `/organization/detail?organizationId=${g3.id}`, wardOfficerA)).statusCode).toBe(
      404,
    );
  });

  it('answers the detail with the way from the root and the counts of accounts and staff', async () => {
    await buildUser(ctx, { organizationId: g1a.id });
    const detail = (await call('GET', `/organization/detail?organizationId=${g1a.id}`, officer)).json().data;
    expect(detail.ancestors.map((a: { name: string }) => a.name)).toEqual([
      'Liên đoàn Lao động tỉnh',
      'Công đoàn Phường Đông Ngàn',
      'Công đoàn Công ty TNHH Điện tử Hồng Phát',
    ]);
    expect(detail).toMatchObject({ userCount: 1, staffCount: 0, childCount: 0 });
  });
});

describe('creating and updating', () => {
  it('creates an organisation under a parent with its path, and audits it', async () => {
    const res = await call('POST', '/organization/create-organization', officer, {
      name: '  Công đoàn Công ty TNHH Nhựa Bình Minh ',
      code: 'CD-BM01',
      organizationParentId: String(unionA.id),
      xaPhuongId: wardA.id,
      loaiHinh: await choiceId('loai_hinh', 'Doanh nghiệp có vốn đầu tư nước ngoài'),
      namThanhLap: '2010',
      workerCount: '320',
      memberCount: 250,
      phoneNumber: '0912345678',
      email: 'cd.binhminh@example.vn',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Công đoàn Công ty TNHH Nhựa Bình Minh',
      code: 'CD-BM01',
      level: 'grassroots',
      status: 'active',
      namThanhLap: 2010,
      workerCount: 320,
      loaiHinhName: 'Doanh nghiệp có vốn đầu tư nước ngoài',
    });
    expect(await pathOf(created.id)).toBe(`${unionA.path}${created.id}/`);
    const history = (
      await call('GET', `/audit/history?subject=organization&recordId=${created.id}`, officer)
    ).json().data;
    expect(history.list[0]).toMatchObject({ action: 'create' });

    const again = await call('POST', '/organization/create-organization', officer, {
      name: 'Khác tên',
      code: 'cd-bm01',
      organizationParentId: unionA.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Mã đơn vị đã tồn tại');
    const sameName = await call('POST', '/organization/create-organization', officer, {
      name: 'công đoàn công ty tnhh nhựa bình minh',
      organizationParentId: unionA.id,
    });
    expect(sameName.json().message).toBe('Tên đơn vị đã có trong cùng đơn vị cấp trên');
    // Under another parent the same name is another organisation.
    const elsewhere = await call('POST', '/organization/create-organization', officer, {
      name: 'Công đoàn Công ty TNHH Nhựa Bình Minh',
      organizationParentId: unionB.id,
    });
    expect(elsewhere.json().data).toMatchObject({ organizationParentId: unionB.id });
    const removed = await call(
      'DELETE',
      `/organization/delete-organization?organizationID=${elsewhere.json().data.id}`,
      officer,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('refuses bad input with Vietnamese messages and writes nothing', async () => {
    const before = (await call('GET', '/organization/list-all-organization', officer)).json().data.count;
    const cases: [object, string][] = [
      [{ name: '', organizationParentId: root.id }, 'Vui lòng nhập tên đơn vị'],
      [
        { name: 'A', organizationParentId: root.id, namThanhLap: 3000 },
        'Năm thành lập không được sau năm hiện tại',
      ],
      [{ name: 'A', organizationParentId: root.id, email: 'khong-phai-email' }, 'Email không hợp lệ'],
      [{ name: 'A', organizationParentId: root.id, memberCount: -1 }, 'Không được âm'],
      [{ name: 'A', organizationParentId: 999999 }, 'Đơn vị không tồn tại'],
      [{ name: 'A', organizationParentId: root.id, xaPhuongId: 999999 }, 'Xã/phường không tồn tại'],
      [
        {
          name: 'A',
          organizationParentId: root.id,
          loaiHinh: await choiceId('loai_cong_ty', 'Công ty TNHH'),
        },
        'Loại hình hoặc loại công ty không tồn tại',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/organization/create-organization', officer, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('GET', '/organization/list-all-organization', officer)).json().data.count).toBe(
      before,
    );
  });

  it('keeps a ward officer inside their ward, and roots for province-wide callers', async () => {
    const underB = await call('POST', '/organization/create-organization', wardOfficerA, {
      name: 'Ngoài phường',
      organizationParentId: unionB.id,
      xaPhuongId: wardA.id,
    });
    expect(underB.json().message).toBe('Đơn vị không tồn tại');
    const otherWard = await call('POST', '/organization/create-organization', wardOfficerA, {
      name: 'Sai phường',
      organizationParentId: unionA.id,
      xaPhuongId: wardB.id,
    });
    expect(otherWard.statusCode).toBe(403);
    expect(otherWard.json().code).toBe('organization_outside_scope');
    const rootless = await call('POST', '/organization/create-organization', wardOfficerA, {
      name: 'Không cấp trên',
      xaPhuongId: wardA.id,
    });
    expect(rootless.json().code).toBe('organization_root_forbidden');
    const ok = await call('POST', '/organization/create-organization', wardOfficerA, {
      name: 'Công đoàn Trạm Y tế Đông Ngàn',
      organizationParentId: unionA.id,
      xaPhuongId: wardA.id,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('moves an organisation with its subtree, by update or by move, and never into itself', async () => {
    const a = await buildOrganization(ctx, { name: 'Nhánh A', parent: root });
    const b = await buildOrganization(ctx, { name: 'Nhánh B', parent: root });
    const a1 = await buildOrganization(ctx, { name: 'Nhánh A con', parent: a });
    const a11 = await buildOrganization(ctx, { name: 'Nhánh A cháu', parent: a1 });

    const moved = await call('PUT', '/organization/move', officer, { id: a.id, organizationParentId: b.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.parentName).toBe('Nhánh B');
    expect(await pathOf(a11.id)).toBe(`${b.path}${a.id}/${a1.id}/${a11.id}/`);

    for (const target of [a.id, a11.id]) {
      const cycle = await call('PUT', '/organization/move', officer, {
        id: a.id,
        organizationParentId: target,
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toBe(
        'Không thể chọn chính đơn vị này hoặc một đơn vị trực thuộc nó làm đơn vị cấp trên',
      );
    }
    const byUpdate = await call('PUT', '/organization/update-organization', officer, {
      id: a1.id,
      name: 'Nhánh A con',
      organizationParentId: root.id,
    });
    expect(byUpdate.statusCode).toBe(200);
    expect(await pathOf(a11.id)).toBe(`${root.path}${a1.id}/${a11.id}/`);
    const history = (
      await call('GET', `/audit/history?subject=organization&recordId=${a.id}`, officer)
    ).json().data;
    expect(history.list[0]).toMatchObject({ action: 'move' });
  });

  it('lets a chair update their union but not move it outside their subtree', async () => {
    const ok = await call('PUT', '/organization/update-organization', chairG1, {
      id: g1a.id,
      name: 'Tổ công đoàn Xưởng Một',
      organizationParentId: g1.id,
      xaPhuongId: wardA.id,
      memberCount: 25,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.memberCount).toBe(25);
    const away = await call('PUT', '/organization/move', chairG1, {
      id: g1a.id,
      organizationParentId: g2.id,
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toBe('Đơn vị không tồn tại');
  });
});

describe('review fixes: scope of moves and counts, blanks, kept parents, inherited places', () => {
  it("refuses a ward officer's move that would carry units of another ward along", async () => {
    const zoneUnion = await buildOrganization(ctx, {
      name: 'Công đoàn KCN liên phường',
      parent: root,
      xaPhuongId: wardA.id,
    });
    const inB = await buildOrganization(ctx, {
      name: 'CĐCS ở xã khác',
      parent: zoneUnion,
      xaPhuongId: wardB.id,
    });
    const res = await call('PUT', '/organization/move', wardOfficerA, {
      id: zoneUnion.id,
      organizationParentId: unionA.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Không thể chuyển: đơn vị có đơn vị trực thuộc nằm ngoài phạm vi dữ liệu của bạn',
    );
    expect(await pathOf(inB.id)).toBe(inB.path);
    // The ward officer counts only the children they can see.
    const detail = (
      await call('GET', `/organization/detail?organizationId=${zoneUnion.id}`, wardOfficerA)
    ).json().data;
    expect(detail.childCount).toBe(0);
    expect(
      (await call('GET', `/organization/detail?organizationId=${zoneUnion.id}`, officer)).json().data
        .childCount,
    ).toBe(1);
    const byOfficer = await call('PUT', '/organization/move', officer, {
      id: zoneUnion.id,
      organizationParentId: unionA.id,
    });
    expect(byOfficer.statusCode).toBe(200);
  });

  it('takes back the nulls of a seeded row, and keeps the parent when the body leaves it out', async () => {
    const detail = (await call('GET', `/organization/detail?organizationId=${g2.id}`, officer)).json().data;
    expect(detail).toMatchObject({ code: null, phoneNumber: null, email: null });
    const { organizationParentId: _kept, ...withoutParent } = detail;
    const res = await call('PUT', '/organization/with-dynamic-fields', officer, {
      ...withoutParent,
      memberCount: 42,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ memberCount: 42, organizationParentId: unionA.id });
    expect(await pathOf(g2.id)).toBe(g2.path);
  });

  it('gives a new unit without a ward or zone those of its parent', async () => {
    const zoneUnion = await buildOrganization(ctx, {
      name: 'Công đoàn KCN Quế Võ (xã Yên Phong)',
      parent: root,
      xaPhuongId: wardB.id,
      cumKhuCnId: zone.id,
    });
    const res = await call('POST', '/organization/create-organization', officer, {
      name: 'Công đoàn Công ty TNHH Linh kiện Quế Võ',
      organizationParentId: zoneUnion.id,
    });
    expect(res.json().data).toMatchObject({ xaPhuongId: wardB.id, cumKhuCnId: zone.id });
  });

  it('marks the ancestors a chair cannot open', async () => {
    const detail = (await call('GET', `/organization/detail?organizationId=${g1a.id}`, chairG1)).json().data;
    expect(detail.ancestors.map((a: { name: string; inScope: boolean }) => [a.name, a.inScope])).toEqual([
      ['Liên đoàn Lao động tỉnh', false],
      ['Công đoàn Phường Đông Ngàn', false],
      ['Công đoàn Công ty TNHH Điện tử Hồng Phát', true],
    ]);
  });
});

describe('deleting', () => {
  it('refuses an organisation with children, accounts or staff and says why', async () => {
    const res = await call(
      'DELETE',
      `/organization/delete-organization?organizationID=${unionA.id}`,
      officer,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Không thể xóa: đơn vị còn \d+ đơn vị trực thuộc$/);
    const withUser = await buildOrganization(ctx, { name: 'Có tài khoản', parent: root });
    await buildUser(ctx, { organizationId: withUser.id });
    const res2 = await call(
      'DELETE',
      `/organization/delete-organization?organizationID=${withUser.id}`,
      officer,
    );
    expect(res2.json().message).toBe('Không thể xóa: đơn vị còn 1 người dùng');
  });

  it('deletes a leaf in scope and answers 404 outside it', async () => {
    const leaf = await buildOrganization(ctx, { name: 'Lá để xóa', parent: unionB, xaPhuongId: wardB.id });
    expect(
      (await call('DELETE', `/organization/delete-organization?organizationID=${leaf.id}`, wardOfficerA))
        .statusCode,
    ).toBe(404);
    const res = await call('DELETE', `/organization/delete-organization?organizationID=${leaf.id}`, officer);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/organization/detail?organizationId=${leaf.id}`, officer)).statusCode).toBe(
      404,
    ); // Its history outlives it for province-wide readers; others cannot place it in their scope.
    const history = await call('GET', `/audit/history?subject=organization&recordId=${leaf.id}`, officer);
    expect(history.json().data.list[0]).toMatchObject({ action: 'delete' });
    const forWard = await call(
      'GET',
      `/audit/history?subject=organization&recordId=${leaf.id}`,
      wardOfficerA,
    );
    expect(forWard.statusCode).toBe(404);
  });
});

describe('custom fields', () => {
  let fieldId: number;

  it('defines fields and validates values against them on every write', async () => {
    const created = await call('POST', '/organization/dynamic-fields', admin, {
      key: 'nganh_nghe',
      label: 'Ngành nghề',
      type: 'select',
      options: ['Điện tử', 'May mặc'],
      sortOrder: 1,
    });
    expect(created.statusCode).toBe(200);
    fieldId = created.json().data.id;
    await call('POST', '/organization/dynamic-fields', admin, {
      key: 'ngay_dai_hoi',
      label: 'Ngày đại hội',
      type: 'date',
      sortOrder: 2,
    });
    await call('POST', '/organization/dynamic-fields', admin, {
      key: 'co_web',
      label: 'Có trang web',
      type: 'boolean',
      sortOrder: 3,
    });
    const dup = await call('POST', '/organization/dynamic-fields', admin, {
      key: 'co_web',
      label: 'Khác',
      type: 'text',
    });
    expect(dup.json().message).toBe('Mã trường đã tồn tại');
    const noOptions = await call('POST', '/organization/dynamic-fields', admin, {
      key: 'ds',
      label: 'DS',
      type: 'select',
    });
    expect(noOptions.json().message).toContain('Kiểu danh sách cần ít nhất một lựa chọn');

    const bad = await call('PUT', '/organization/with-dynamic-fields', officer, {
      id: g3.id,
      name: 'Công đoàn Công ty Cổ phần May Sao Mai',
      organizationParentId: unionB.id,
      xaPhuongId: wardB.id,
      customFields: { nganh_nghe: 'Cơ khí', ngay_dai_hoi: '2024-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ngành nghề: Chỉ nhận một trong: Điện tử, May mặc');
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual([
      'customFields.nganh_nghe',
      'customFields.ngay_dai_hoi',
    ]);

    const unknown = await call('PUT', '/organization/with-dynamic-fields', officer, {
      id: g3.id,
      customFields: { nganh_nghe: 'may mặc', khong_ton_tai: 'bỏ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'custom_value_invalid',
      message: 'khong_ton_tai: Không có trường tùy chỉnh này',
    });

    const good = await call('PUT', '/organization/with-dynamic-fields', officer, {
      id: g3.id,
      name: 'Công đoàn Công ty Cổ phần May Sao Mai',
      organizationParentId: unionB.id,
      xaPhuongId: wardB.id,
      cumKhuCnId: zone.id,
      customFields: { nganh_nghe: 'may mặc', ngay_dai_hoi: '2024-03-15', co_web: 'Có' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.customFields).toEqual({
      nganh_nghe: 'May mặc',
      ngay_dai_hoi: '2024-03-15',
      co_web: true,
    });

    // update-organization keeps the custom values.
    const plain = await call('PUT', '/organization/update-organization', officer, {
      id: g3.id,
      name: 'Công đoàn Công ty Cổ phần May Sao Mai',
      organizationParentId: unionB.id,
      xaPhuongId: wardB.id,
      cumKhuCnId: zone.id,
      chairName: 'Nguyễn Thị Lan',
    });
    expect(plain.json().data.customFields.nganh_nghe).toBe('May mặc');
    const list = (await call('GET', '/organization/list-by-permission?search=sao mai', officer)).json().data;
    expect(list.dynamicFieldSchemas.map((f: { key: string }) => f.key)).toEqual([
      'nganh_nghe',
      'ngay_dai_hoi',
      'co_web',
    ]);
  });

  it('takes plain decimals only in a number field', async () => {
    const created = await call('POST', '/organization/dynamic-fields', admin, {
      key: 'so_to',
      label: 'Số tổ công đoàn',
      type: 'number',
      sortOrder: 8,
    });
    const base = { name: 'Số tổ', organizationParentId: root.id };
    const hex = await call('POST', '/organization/create-organization', officer, {
      ...base,
      customFields: { so_to: '0x10' },
    });
    expect(hex.json().message).toBe('Số tổ công đoàn: Phải là số');
    const ok = await call('POST', '/organization/create-organization', officer, {
      ...base,
      customFields: { so_to: '12,5' },
    });
    expect(ok.json().data.customFields).toEqual({ so_to: 12.5 });
    await call('DELETE', `/organization/delete-organization?organizationID=${ok.json().data.id}`, officer);
    await call('DELETE', `/organization/dynamic-fields/${created.json().data.id}?confirm=true`, admin);
  });

  it('requires a required field on create', async () => {
    await call('POST', '/organization/dynamic-fields', admin, {
      key: 'so_qd',
      label: 'Số quyết định thành lập',
      type: 'text',
      required: true,
      sortOrder: 9,
    });
    const res = await call('POST', '/organization/create-organization', officer, {
      name: 'Thiếu QĐ',
      organizationParentId: root.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Số quyết định thành lập: Bắt buộc');
    const fields = (await call('GET', '/organization/dynamic-fields', officer)).json().data;
    const id = fields.find((f: { key: string }) => f.key === 'so_qd').id;
    expect((await call('DELETE', `/organization/dynamic-fields/${id}`, admin)).statusCode).toBe(200);
  });

  it('keeps type and used choices while values exist, and deletes values only when confirmed', async () => {
    const typeChange = await call('PUT', '/organization/dynamic-fields', admin, {
      id: fieldId,
      label: 'Ngành nghề',
      type: 'text',
    });
    expect(typeChange.json().code).toBe('dynamic_field_type_locked');
    const dropUsed = await call('PUT', '/organization/dynamic-fields', admin, {
      id: fieldId,
      label: 'Ngành nghề',
      type: 'select',
      options: ['Điện tử'],
    });
    expect(dropUsed.json().message).toBe('Không thể bỏ lựa chọn đang được dùng ở 1 đơn vị');
    const rename = await call('PUT', '/organization/dynamic-fields', admin, {
      id: fieldId,
      label: 'Ngành nghề chính',
      type: 'select',
      options: ['Điện tử', 'May mặc', 'Cơ khí'],
    });
    expect(rename.statusCode).toBe(200);
    const listed = (await call('GET', '/organization/dynamic-fields', officer)).json().data;
    expect(listed.find((f: { id: number }) => f.id === fieldId)).toMatchObject({
      usageCount: 1,
      label: 'Ngành nghề chính',
    });

    const first = await call('DELETE', `/organization/dynamic-fields/${fieldId}`, admin);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      'Trường "Ngành nghề chính" đang có giá trị ở 1 đơn vị. Xóa trường sẽ xóa các giá trị này.',
    );
    // A chair counts only the organisations of their own subtree.
    const forChair = (await call('GET', '/organization/dynamic-fields', chairG1)).json().data;
    expect(forChair.find((f: { id: number }) => f.id === fieldId).usageCount).toBe(0);
    const confirmed = await call('DELETE', `/organization/dynamic-fields/${fieldId}?confirm=true`, admin);
    expect(confirmed.statusCode).toBe(200);
    const detail = (await call('GET', `/organization/detail?organizationId=${g3.id}`, officer)).json().data;
    expect(detail.customFields).toEqual({ ngay_dai_hoi: '2024-03-15', co_web: true });
  });
});

describe('structure tree', () => {
  it('answers the roots of the scope, then one level at a time with scoped counts', async () => {
    const roots = (await call('GET', '/organization/list-all-organization-pc', officer)).json().data;
    expect(roots.map((n: { id: number }) => n.id)).toEqual([root.id]);
    const level1 = (
      await call('GET', `/organization/list-all-organization-pc?organizationParentId=${root.id}`, officer)
    ).json().data;
    const a = level1.find((n: { id: number }) => n.id === unionA.id);
    expect(a).toMatchObject({ name: 'Công đoàn Phường Đông Ngàn', matched: false });
    expect(a.childCount).toBeGreaterThanOrEqual(2);
    expect(a.subtreeMemberCount).toBeGreaterThanOrEqual(125);

    const chairRoots = (await call('GET', '/organization/list-all-organization-pc', chairG1)).json().data;
    expect(chairRoots.map((n: { id: number }) => n.id)).toEqual([g1.id]);
    expect(chairRoots[0]).toMatchObject({ childCount: 1, memberCount: 100, subtreeMemberCount: 125 });
    const wardRoots = (await call('GET', '/organization/list-all-organization-pc', wardOfficerA)).json().data;
    expect(wardRoots.map((n: { id: number }) => n.id)).toEqual([unionA.id]);
  });

  it('with a search answers the matches and their ancestors inside the scope', async () => {
    const found = (
      await call('GET', '/organization/list-all-organization-pc?search=xuong mot', officer)
    ).json().data;
    expect(found.map((n: { id: number; matched: boolean }) => [n.id, n.matched]).sort()).toEqual(
      [
        [root.id, false],
        [unionA.id, false],
        [g1.id, false],
        [g1a.id, true],
      ].sort(),
    );
    const forChair = (
      await call('GET', '/organization/list-all-organization-pc?search=xuong mot', chairG1)
    ).json().data;
    expect(forChair.map((n: { id: number }) => n.id).sort()).toEqual([g1.id, g1a.id].sort());
  });
});

describe('statistics', () => {
  it('counts the organisations in scope by ward, zone, type, company kind and decade', async () => {
    const res = await call('GET', `/organization/statistic?xaPhuongId=${wardA.id}`, officer);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.total).toBe(s.active + s.dissolved);
    expect(s.byWard).toEqual([{ id: wardA.id, name: 'Phường Đông Ngàn', count: s.total }]);
    expect(s.byZone).toContainEqual({ id: zone.id, name: 'Khu công nghiệp Quế Võ', count: 1 });
    expect(s.byZone).toContainEqual({ id: null, name: 'Chưa xác định', count: s.total - 1 });
    expect(s.byLoaiCongTy).toContainEqual({
      id: await choiceId('loai_cong_ty', 'Công ty TNHH'),
      name: 'Công ty TNHH',
      count: 1,
    });
    expect(s.byDecade).toContainEqual({ id: 1990, name: '1990–1999', count: 1 });
    expect(s.memberCount).toBeGreaterThanOrEqual(125);

    const chair = (await call('GET', '/organization/statistic', chairG1)).json().data;
    expect(chair.total).toBe(2);
  });
});

describe('type and company-kind lists', () => {
  it('lists, adds, renames and deletes entries; refuses duplicates and entries in use', async () => {
    const lists = (await call('GET', '/organization/choices?list=loai_cong_ty', officer)).json().data;
    expect(lists[0]).toMatchObject({ list: 'loai_cong_ty', name: 'Công ty TNHH', usageCount: 1 });
    const created = await call('POST', '/organization/choices', admin, {
      list: 'loai_hinh',
      name: 'Nghiệp đoàn',
      sortOrder: 9,
    });
    expect(created.statusCode).toBe(200);
    const dup = await call('POST', '/organization/choices', admin, {
      list: 'loai_hinh',
      name: 'nghiệp đoàn',
    });
    expect(dup.json().message).toBe('Tên đã có trong danh mục này');
    // Names are unique within one list: the other list may hold the same name.
    const otherList = await call('POST', '/organization/choices', admin, {
      list: 'loai_cong_ty',
      name: 'Nghiệp đoàn',
    });
    expect(otherList.json().data).toMatchObject({ list: 'loai_cong_ty', name: 'Nghiệp đoàn' });
    expect(
      (await call('DELETE', `/organization/choices?choiceId=${otherList.json().data.id}`, admin)).statusCode,
    ).toBe(200);
    const renamed = await call('PUT', '/organization/choices', admin, {
      id: created.json().data.id,
      name: 'Nghiệp đoàn cơ sở',
    });
    expect(renamed.json().data.name).toBe('Nghiệp đoàn cơ sở');
    const inUse = await call('DELETE', `/organization/choices?choiceId=${lists[0].id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Không thể xóa: loại công ty đang được sử dụng bởi 1 đơn vị');
    expect(
      (await call('DELETE', `/organization/choices?choiceId=${created.json().data.id}`, admin)).statusCode,
    ).toBe(200);
  });
});

describe('sorting the lists (docs/requirements.md, "Sorting")', () => {
  type Item = { id: number; name: string };
  let top: Org;
  let chairOfDong: string;
  beforeAll(async () => {
    top = await buildOrganization(ctx, { name: 'Sắp Xếp Gốc' });
    const rows: [string, Partial<typeof organizations.$inferInsert>][] = [
      [
        'Sắp Xếp Đồng',
        {
          level: 'ward',
          namThanhLap: 2001,
          workerCount: 50,
          memberCount: 40,
          code: 'SX-B',
          xaPhuongId: wardB.id,
        },
      ],
      ['Sắp Xếp Ánh', { level: 'grassroots', status: 'dissolved', memberCount: 10, xaPhuongId: null }],
      [
        'Sắp Xếp Dũng',
        { level: 'zone', namThanhLap: 1995, workerCount: 50, code: 'SX-A', xaPhuongId: wardA.id },
      ],
      [
        'Sắp Xếp Bắc',
        {
          level: 'grassroots',
          namThanhLap: 2001,
          workerCount: 200,
          memberCount: 40,
          code: 'sx-c',
          xaPhuongId: wardA.id,
        },
      ],
    ];
    for (const [name, set] of rows) {
      const org = await buildOrganization(ctx, { name, parent: top });
      await ctx.database.db.update(organizations).set(set).where(eq(organizations.id, org.id));
      if (name === 'Sắp Xếp Đồng') {
        await buildOrganization(ctx, { name: 'Sắp Xếp Con', parent: org });
        chairOfDong = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: org.id });
      }
    }
  });
  const names = async (query: string, url = 'list-all-organization', token = officer) => {
    const res = await call('GET', `/organization/${url}?organizationParentId=${top.id}&${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.list as Item[]).map((o) => o.name);
  };

  it('by name in Vietnamese order both ways, on both lists', async () => {
    const asc = ['Sắp Xếp Ánh', 'Sắp Xếp Bắc', 'Sắp Xếp Đồng', 'Sắp Xếp Dũng'];
    expect(await names('sortBy=name')).toEqual(asc);
    expect(await names('sortBy=name&order=desc', 'list-by-permission')).toEqual([...asc].reverse());
  });

  it('by founding year, workers and members: blanks last both ways, ties in name order across pages', async () => {
    const pages = (query: string) =>
      allPages<Item>(
        async (page, limit) =>
          (
            await call(
              'GET',
              `/organization/list-by-permission?organizationParentId=${top.id}&${query}&page=${page}&limit=${limit}`,
              officer,
            )
          ).json().data,
        3,
      );
    const namesOf = (list: Item[]) => list.map((o) => o.name);
    expect(namesOf(await pages('sortBy=namThanhLap'))).toEqual([
      'Sắp Xếp Dũng',
      'Sắp Xếp Bắc',
      'Sắp Xếp Đồng',
      'Sắp Xếp Ánh',
    ]);
    expect(namesOf(await pages('sortBy=namThanhLap&order=desc'))).toEqual([
      'Sắp Xếp Bắc',
      'Sắp Xếp Đồng',
      'Sắp Xếp Dũng',
      'Sắp Xếp Ánh',
    ]);
    expect(await names('sortBy=workerCount&order=asc')).toEqual([
      'Sắp Xếp Đồng',
      'Sắp Xếp Dũng',
      'Sắp Xếp Bắc',
      'Sắp Xếp Ánh',
    ]);
    expect(await names('sortBy=workerCount&order=desc')).toEqual([
      'Sắp Xếp Bắc',
      'Sắp Xếp Đồng',
      'Sắp Xếp Dũng',
      'Sắp Xếp Ánh',
    ]);
    expect(await names('sortBy=memberCount&order=desc')).toEqual([
      'Sắp Xếp Bắc',
      'Sắp Xếp Đồng',
      'Sắp Xếp Ánh',
      'Sắp Xếp Dũng',
    ]);
  });

  it('by level from the province down and by status in their declared order, not by their codes', async () => {
    expect(await names('sortBy=level')).toEqual([
      'Sắp Xếp Đồng',
      'Sắp Xếp Dũng',
      'Sắp Xếp Ánh',
      'Sắp Xếp Bắc',
    ]);
    expect(await names('sortBy=level&order=desc')).toEqual([
      'Sắp Xếp Ánh',
      'Sắp Xếp Bắc',
      'Sắp Xếp Dũng',
      'Sắp Xếp Đồng',
    ]);
    expect(await names('sortBy=status&order=desc')).toEqual([
      'Sắp Xếp Ánh',
      'Sắp Xếp Bắc',
      'Sắp Xếp Đồng',
      'Sắp Xếp Dũng',
    ]);
    expect(await names('sortBy=status&level=grassroots')).toEqual(['Sắp Xếp Bắc', 'Sắp Xếp Ánh']);
  });

  it('by code and ward name (blanks last both ways) and by creation date', async () => {
    expect(await names('sortBy=code')).toEqual([
      'Sắp Xếp Dũng',
      'Sắp Xếp Đồng',
      'Sắp Xếp Bắc',
      'Sắp Xếp Ánh',
    ]);
    expect(await names('sortBy=code&order=desc')).toEqual([
      'Sắp Xếp Bắc',
      'Sắp Xếp Đồng',
      'Sắp Xếp Dũng',
      'Sắp Xếp Ánh',
    ]);
    // Phường Đông Ngàn before Xã Yên Phong.
    expect(await names('sortBy=xaPhuongName')).toEqual([
      'Sắp Xếp Bắc',
      'Sắp Xếp Dũng',
      'Sắp Xếp Đồng',
      'Sắp Xếp Ánh',
    ]);
    expect(await names('sortBy=xaPhuongName&order=desc')).toEqual([
      'Sắp Xếp Đồng',
      'Sắp Xếp Bắc',
      'Sắp Xếp Dũng',
      'Sắp Xếp Ánh',
    ]);
    expect(await names('sortBy=createdAt&order=desc')).toEqual([
      'Sắp Xếp Bắc',
      'Sắp Xếp Dũng',
      'Sắp Xếp Ánh',
      'Sắp Xếp Đồng',
    ]);
  });

  it('within the caller’s scope and with the search', async () => {
    const sorted = async (token: string) =>
      (
        (
          await call(
            'GET',
            '/organization/list-all-organization?search=sap xep&sortBy=name&order=desc',
            token,
          )
        ).json().data.list as Item[]
      ).map((o) => o.name);
    expect(await sorted(chairOfDong)).toEqual(['Sắp Xếp Đồng', 'Sắp Xếp Con']);
    expect(await sorted(officer)).toEqual([
      'Sắp Xếp Gốc',
      'Sắp Xếp Dũng',
      'Sắp Xếp Đồng',
      'Sắp Xếp Con',
      'Sắp Xếp Bắc',
      'Sắp Xếp Ánh',
    ]);
  });

  it('refuses a column it does not sort by and a bad order, in Vietnamese, on both lists', async () => {
    for (const url of ['list-all-organization', 'list-by-permission']) {
      await expectBadSortRefused(
        (query) => call('GET', `/organization/${url}?${query}`, officer),
        ORGANIZATION_SORT_COLUMNS,
      );
    }
  });
});
