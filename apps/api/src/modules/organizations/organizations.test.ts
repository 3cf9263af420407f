import {
  ORGANIZATION_DEPLOYED_NAMES,
  ORGANIZATION_SORT_COLUMNS,
  ROLE_IDS,
  toSearchText,
} from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationChoices, organizations } from '../../db/schema/index.js';
import {
  buildDynamicField,
  buildEvent,
  buildOrganization,
  buildRole,
  buildUser,
  buildWard,
  tokenFor,
  useTestApp,
} from '../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../test/sorting.js';

/**
 * The world's tree (src/test/world.ts) under the names the tests use, with one unit more (g1a):
 *   root (province) ─┬─ unionA (ward A) ─┬─ g1 (ward A, zone Z) ── g1a (ward A)
 *                    │                   └─ g2 (ward A)
 *                    └─ unionB (ward B) ── g3 (ward B, zone Z)
 * g1 is grassroots[0], led by the world's chair; g3 is `elsewhere`.
 */
const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;
let admin: string;
let officer: string;
let chairG1: string;
let wardOfficerA: string;
type Org = { id: number; path: string; name: string };
let root: Org;
let unionA: Org;
let unionB: Org;
let g1: Org;
let g1a: Org;
let g2: Org;
let g3: Org;
let wardA: { id: number; name: string };
let wardB: { id: number; name: string };
let zone: { id: number; name: string };

const choiceId = async (list: 'loai_hinh' | 'loai_cong_ty', name: string) =>
  (
    await db()
      .select({ id: organizationChoices.id })
      .from(organizationChoices)
      .where(and(eq(organizationChoices.list, list), eq(organizationChoices.name, name)))
  )[0]!.id;

const pathOf = async (id: number) =>
  (await db().select({ path: organizations.path }).from(organizations).where(eq(organizations.id, id)))[0]
    ?.path;

beforeAll(async () => {
  ({ province: root, wardUnion: unionA, otherWardUnion: unionB, elsewhere: g3, zone } = t.world);
  ({ ward: wardA, otherWard: wardB } = t.world);
  admin = t.world.as.admin.token;
  officer = t.world.as.provincialOfficer.token;
  chairG1 = t.world.as.chair.token;
  const name = 'Công đoàn Công ty TNHH Điện tử Hồng Phát';
  g1 = { ...t.world.grassroots[0], name };
  g2 = t.world.grassroots[1];
  await db()
    .update(organizations)
    .set({
      name,
      searchText: toSearchText(name),
      memberCount: 100,
      workerCount: 150,
      namThanhLap: 1998,
      loaiHinh: await choiceId('loai_hinh', 'Doanh nghiệp ngoài nhà nước'),
      loaiCongTy: await choiceId('loai_cong_ty', 'Công ty TNHH'),
    })
    .where(eq(organizations.id, g1.id));
  await db().update(organizations).set({ cumKhuCnId: zone.id }).where(eq(organizations.id, g3.id));
  g1a = await buildOrganization(t.ctx, { name: 'Tổ công đoàn Xưởng Một', parent: g1, xaPhuongId: wardA.id });
  await db()
    .update(organizations)
    .set({ memberCount: 20, namThanhLap: 2005 })
    .where(eq(organizations.id, g1a.id));
  const wardRole = await buildRole(t.ctx, {
    scope: 'ward',
    grants: (['read', 'create', 'update', 'delete'] as const).map(
      (action) => [action, 'organization'] as const,
    ),
  });
  wardOfficerA = await tokenFor(t.ctx, { roles: [wardRole.id], xaPhuongId: wardA.id });
});

const names = (list: { name: string }[]) => list.map((o) => o.name).sort();
const create = (token: string, body: object) =>
  t.call('POST', '/organization/create-organization', token, body);
const detailOf = (id: number, token: string) =>
  t.call('GET', `/organization/detail?organizationId=${id}`, token);
const remove = (id: number, token: string) =>
  t.call('DELETE', `/organization/delete-organization?organizationID=${id}`, token);
const historyOf = (id: number, token: string) =>
  t.call('GET', `/audit/history?subject=organization&recordId=${id}`, token);

describe('lists', () => {
  it('finds organisations without accents and answers the custom field schemas beside the page', async () => {
    const res = await t.call('GET', '/organization/list-all-organization?search=dien tu hong phat', officer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(names(data.list)).toEqual([g1.name]);
    expect(data.count).toBe(1);
    expect(Array.isArray(data.dynamicFieldSchemas)).toBe(true);
    expect(data.list[0]).toMatchObject({
      parentName: unionA.name,
      xaPhuongName: wardA.name,
      cumKhuCnName: zone.name,
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
      names((await t.call('GET', `/organization/list-all-organization?${q}`, officer)).json().data.list);
    expect(await list(`xaPhuongId=${wardB.id}`)).toEqual(names([g3, unionB]));
    expect(await list(`cumKhuCnId=${zone.id}&cumKhuCnId=99999`)).toHaveLength(2);
    expect(await list(`cumKhuCnId=${zone.id},99999`)).toHaveLength(2);
    expect(await list(`organizationParentId=${unionA.id}`)).toEqual(names([g1, g2]));
    expect(await list(`loaiCongTy=${await choiceId('loai_cong_ty', 'Công ty TNHH')}`)).toHaveLength(1);
    expect(await list(`loaiHinh=${await choiceId('loai_hinh', 'Doanh nghiệp ngoài nhà nước')}`)).toHaveLength(
      1,
    );
    expect(await list('namThanhLap=2005')).toEqual([g1a.name]);
    expect(await list('xaPhuongId=&search=')).toHaveLength(7);
  });

  it('pages 100 by default on list-all-organization and 10 on list-by-permission', async () => {
    const extra = await buildOrganization(t.ctx, { name: 'Nhánh phân trang', parent: root });
    for (let i = 0; i < 11; i++) await buildOrganization(t.ctx, { name: `Phân trang ${i}`, parent: extra });
    const all = (await t.call('GET', '/organization/list-all-organization', officer)).json().data;
    const byPermission = (await t.call('GET', '/organization/list-by-permission', officer)).json().data;
    expect(all.list).toHaveLength(all.count);
    expect(byPermission.list).toHaveLength(10);
    expect(byPermission.count).toBe(all.count);
    const page2 = (await t.call('GET', '/organization/list-by-permission?page=2&limit=5', officer)).json()
      .data;
    expect(page2.list[0].name).toBe(all.list[5].name);
    const lookup = (await t.call('GET', '/organization/list-all?search=phan trang', officer)).json().data;
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
    const list = (await t.call('GET', '/organization/list-all-organization', chairG1)).json().data;
    expect(names(list.list)).toEqual(names([g1, g1a]));
    expect((await detailOf(g2.id, chairG1)).statusCode).toBe(404);
    const update = await t.call('PUT', '/organization/update-organization', chairG1, {
      id: g2.id,
      name: 'Đổi tên',
      organizationParentId: unionA.id,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Đơn vị không tồn tại');
  });

  it('shows an officer of one ward only the organisations of that ward', async () => {
    const list = (await t.call('GET', '/organization/list-all-organization?limit=200', wardOfficerA)).json()
      .data;
    expect(names(list.list)).toEqual(names([unionA, g1, g1a, g2]));
    expect((await detailOf(g3.id, wardOfficerA)).statusCode).toBe(404);
  });

  it('answers the detail with the way from the root and the counts of accounts and staff', async () => {
    await buildUser(t.ctx, { organizationId: g1a.id });
    const detail = (await detailOf(g1a.id, officer)).json().data;
    expect(detail.ancestors.map((a: { name: string }) => a.name)).toEqual([root.name, unionA.name, g1.name]);
    expect(detail).toMatchObject({ userCount: 1, staffCount: 0, childCount: 0 });
  });
});

describe('creating and updating', () => {
  it('creates an organisation under a parent with its path, and audits it', async () => {
    const res = await create(officer, {
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
    expect((await historyOf(created.id, officer)).json().data.list[0]).toMatchObject({ action: 'create' });

    const again = await create(officer, {
      name: 'Khác tên',
      code: 'cd-bm01',
      organizationParentId: unionA.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Mã đơn vị đã tồn tại');
    const sameName = await create(officer, {
      name: 'công đoàn công ty tnhh nhựa bình minh',
      organizationParentId: unionA.id,
    });
    expect(sameName.json().message).toBe('Tên đơn vị đã có trong cùng đơn vị cấp trên');
    // Under another parent the same name is another organisation.
    const elsewhere = await create(officer, {
      name: 'Công đoàn Công ty TNHH Nhựa Bình Minh',
      organizationParentId: unionB.id,
    });
    expect(elsewhere.json().data).toMatchObject({ organizationParentId: unionB.id });
    const removed = await remove(elsewhere.json().data.id, officer);
    expect(removed.statusCode).toBe(200);
  });

  it('refuses bad input with Vietnamese messages and writes nothing', async () => {
    const before = (await t.call('GET', '/organization/list-all-organization', officer)).json().data.count;
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
      const res = await create(officer, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await t.call('GET', '/organization/list-all-organization', officer)).json().data.count).toBe(
      before,
    );
  });

  it('keeps a ward officer inside their ward, and roots for province-wide callers', async () => {
    const underB = await create(wardOfficerA, {
      name: 'Ngoài phường',
      organizationParentId: unionB.id,
      xaPhuongId: wardA.id,
    });
    expect(underB.json().message).toBe('Đơn vị không tồn tại');
    const otherWard = await create(wardOfficerA, {
      name: 'Sai phường',
      organizationParentId: unionA.id,
      xaPhuongId: wardB.id,
    });
    expect(otherWard.statusCode).toBe(403);
    expect(otherWard.json().code).toBe('organization_outside_scope');
    const rootless = await create(wardOfficerA, { name: 'Không cấp trên', xaPhuongId: wardA.id });
    expect(rootless.json().code).toBe('organization_root_forbidden');
    const ok = await create(wardOfficerA, {
      name: 'Công đoàn Trạm Y tế Đông Ngàn',
      organizationParentId: unionA.id,
      xaPhuongId: wardA.id,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('moves an organisation with its subtree, by update or by move, and never into itself', async () => {
    const a = await buildOrganization(t.ctx, { name: 'Nhánh A', parent: root });
    const b = await buildOrganization(t.ctx, { name: 'Nhánh B', parent: root });
    const a1 = await buildOrganization(t.ctx, { name: 'Nhánh A con', parent: a });
    const a11 = await buildOrganization(t.ctx, { name: 'Nhánh A cháu', parent: a1 });

    const moved = await t.call('PUT', '/organization/move', officer, {
      id: a.id,
      organizationParentId: b.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.parentName).toBe('Nhánh B');
    expect(await pathOf(a11.id)).toBe(`${b.path}${a.id}/${a1.id}/${a11.id}/`);

    for (const target of [a.id, a11.id]) {
      const cycle = await t.call('PUT', '/organization/move', officer, {
        id: a.id,
        organizationParentId: target,
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toBe(
        'Không thể chọn chính đơn vị này hoặc một đơn vị trực thuộc nó làm đơn vị cấp trên',
      );
    }
    const byUpdate = await t.call('PUT', '/organization/update-organization', officer, {
      id: a1.id,
      name: 'Nhánh A con',
      organizationParentId: root.id,
    });
    expect(byUpdate.statusCode).toBe(200);
    expect(await pathOf(a11.id)).toBe(`${root.path}${a1.id}/${a11.id}/`);
    expect((await historyOf(a.id, officer)).json().data.list[0]).toMatchObject({ action: 'move' });
  });

  it('lets a chair update their union but not move it outside their subtree', async () => {
    const ok = await t.call('PUT', '/organization/update-organization', chairG1, {
      id: g1a.id,
      name: 'Tổ công đoàn Xưởng Một',
      organizationParentId: g1.id,
      xaPhuongId: wardA.id,
      memberCount: 25,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.memberCount).toBe(25);
    const away = await t.call('PUT', '/organization/move', chairG1, {
      id: g1a.id,
      organizationParentId: g2.id,
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toBe('Đơn vị không tồn tại');
  });
});

describe('review fixes: scope of moves and counts, blanks, kept parents, inherited places', () => {
  it("refuses a ward officer's move that would carry units of another ward along", async () => {
    const zoneUnion = await buildOrganization(t.ctx, {
      name: 'Công đoàn KCN liên phường',
      parent: root,
      xaPhuongId: wardA.id,
    });
    const inB = await buildOrganization(t.ctx, {
      name: 'CĐCS ở xã khác',
      parent: zoneUnion,
      xaPhuongId: wardB.id,
    });
    const res = await t.call('PUT', '/organization/move', wardOfficerA, {
      id: zoneUnion.id,
      organizationParentId: unionA.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Không thể chuyển: đơn vị có đơn vị trực thuộc nằm ngoài phạm vi dữ liệu của bạn',
    );
    expect(await pathOf(inB.id)).toBe(inB.path);
    // The ward officer counts only the children they can see.
    const detail = (await detailOf(zoneUnion.id, wardOfficerA)).json().data;
    expect(detail.childCount).toBe(0);
    expect((await detailOf(zoneUnion.id, officer)).json().data.childCount).toBe(1);
    const byOfficer = await t.call('PUT', '/organization/move', officer, {
      id: zoneUnion.id,
      organizationParentId: unionA.id,
    });
    expect(byOfficer.statusCode).toBe(200);
  });

  it('takes back the nulls of a seeded row, and keeps the parent when the body leaves it out', async () => {
    const detail = (await detailOf(g2.id, officer)).json().data;
    expect(detail).toMatchObject({ code: null, phoneNumber: null, email: null });
    const { organizationParentId: _kept, ...withoutParent } = detail;
    // Without the deployed names the answer repeats (both names of a field with two values are refused).
    for (const deployed of Object.keys(ORGANIZATION_DEPLOYED_NAMES)) delete withoutParent[deployed];
    const res = await t.call('PUT', '/organization/with-dynamic-fields', officer, {
      ...withoutParent,
      memberCount: 42,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ memberCount: 42, organizationParentId: unionA.id });
    expect(await pathOf(g2.id)).toBe(g2.path);
  });

  it('gives a new unit without a ward or zone those of its parent', async () => {
    const zoneUnion = await buildOrganization(t.ctx, {
      name: 'Công đoàn KCN Quế Võ (xã Yên Phong)',
      parent: root,
      xaPhuongId: wardB.id,
      cumKhuCnId: zone.id,
    });
    const res = await create(officer, {
      name: 'Công đoàn Công ty TNHH Linh kiện Quế Võ',
      organizationParentId: zoneUnion.id,
    });
    expect(res.json().data).toMatchObject({ xaPhuongId: wardB.id, cumKhuCnId: zone.id });
  });

  it('marks the ancestors a chair cannot open', async () => {
    const detail = (await detailOf(g1a.id, chairG1)).json().data;
    expect(detail.ancestors.map((a: { name: string; inScope: boolean }) => [a.name, a.inScope])).toEqual([
      [root.name, false],
      [unionA.name, false],
      [g1.name, true],
    ]);
  });
});

describe('deleting', () => {
  it('refuses an organisation with children, accounts or staff and says why', async () => {
    // Union B has units under it and no account of its own (union A has the ward union's chair).
    const res = await remove(unionB.id, officer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Không thể xóa: đơn vị còn \d+ đơn vị trực thuộc$/);
    const withUser = await buildOrganization(t.ctx, { name: 'Có tài khoản', parent: root });
    await buildUser(t.ctx, { organizationId: withUser.id });
    const res2 = await remove(withUser.id, officer);
    expect(res2.json().message).toBe('Không thể xóa: đơn vị còn 1 người dùng');
  });

  it('refuses an organisation that organises events, saying how many', async () => {
    const organiser = await buildOrganization(t.ctx, { name: 'Tổ chức sự kiện', parent: root });
    const admin = t.world.as.admin;
    for (let i = 0; i < 2; i++) {
      await buildEvent(t.ctx, { organizer: { ...admin, organizationId: organiser.id } });
    }
    const res = await remove(organiser.id, officer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'organization_in_use',
      message: 'Không thể xóa: đơn vị còn 2 sự kiện do đơn vị tổ chức',
    });
  });

  it('deletes a leaf in scope and answers 404 outside it', async () => {
    const leaf = await buildOrganization(t.ctx, { name: 'Lá để xóa', parent: unionB, xaPhuongId: wardB.id });
    expect((await remove(leaf.id, wardOfficerA)).statusCode).toBe(404);
    const res = await remove(leaf.id, officer);
    expect(res.statusCode).toBe(200);
    expect((await detailOf(leaf.id, officer)).statusCode).toBe(404);
    // Its history outlives it for province-wide readers; others cannot place it in their scope.
    expect((await historyOf(leaf.id, officer)).json().data.list[0]).toMatchObject({ action: 'delete' });
    expect((await historyOf(leaf.id, wardOfficerA)).statusCode).toBe(404);
  });
});

describe('custom fields', () => {
  let fieldId: number;

  it('defines fields and validates values against them on every write', async () => {
    const created = await t.call('POST', '/organization/dynamic-fields', admin, {
      key: 'nganh_nghe',
      label: 'Ngành nghề',
      type: 'select',
      options: ['Điện tử', 'May mặc'],
      sortOrder: 1,
    });
    expect(created.statusCode).toBe(200);
    fieldId = created.json().data.id;
    await t.call('POST', '/organization/dynamic-fields', admin, {
      key: 'ngay_dai_hoi',
      label: 'Ngày đại hội',
      type: 'date',
      sortOrder: 2,
    });
    await t.call('POST', '/organization/dynamic-fields', admin, {
      key: 'co_web',
      label: 'Có trang web',
      type: 'boolean',
      sortOrder: 3,
    });
    const dup = await t.call('POST', '/organization/dynamic-fields', admin, {
      key: 'co_web',
      label: 'Khác',
      type: 'text',
    });
    expect(dup.json().message).toBe('Mã trường đã tồn tại');
    const noOptions = await t.call('POST', '/organization/dynamic-fields', admin, {
      key: 'ds',
      label: 'DS',
      type: 'select',
    });
    expect(noOptions.json().message).toContain('Kiểu danh sách cần ít nhất một lựa chọn');

    const bad = await t.call('PUT', '/organization/with-dynamic-fields', officer, {
      id: g3.id,
      name: g3.name,
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

    const unknown = await t.call('PUT', '/organization/with-dynamic-fields', officer, {
      id: g3.id,
      customFields: { nganh_nghe: 'may mặc', khong_ton_tai: 'bỏ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'custom_value_invalid',
      message: 'khong_ton_tai: Không có trường tùy chỉnh này',
    });

    const good = await t.call('PUT', '/organization/with-dynamic-fields', officer, {
      id: g3.id,
      name: g3.name,
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
    const plain = await t.call('PUT', '/organization/update-organization', officer, {
      id: g3.id,
      name: g3.name,
      organizationParentId: unionB.id,
      xaPhuongId: wardB.id,
      cumKhuCnId: zone.id,
      chairName: 'Nguyễn Thị Lan',
    });
    expect(plain.json().data.customFields.nganh_nghe).toBe('May mặc');
    const list = (
      await t.call('GET', '/organization/list-by-permission', {
        token: officer,
        query: { search: g3.name },
      })
    ).json().data;
    expect(list.dynamicFieldSchemas.map((f: { key: string }) => f.key)).toEqual([
      'nganh_nghe',
      'ngay_dai_hoi',
      'co_web',
    ]);
  });

  it('takes plain decimals only in a number field', async () => {
    const field = await buildDynamicField(t.ctx, { key: 'so_to', label: 'Số tổ công đoàn', type: 'number' });
    const base = { name: 'Số tổ', organizationParentId: root.id };
    const hex = await create(officer, { ...base, customFields: { so_to: '0x10' } });
    expect(hex.json().message).toBe('Số tổ công đoàn: Phải là số');
    const ok = await create(officer, { ...base, customFields: { so_to: '12,5' } });
    expect(ok.json().data.customFields).toEqual({ so_to: 12.5 });
    await remove(ok.json().data.id, officer);
    await t.call('DELETE', `/organization/dynamic-fields/${field.id}?confirm=true`, admin);
  });

  it('requires a required field on create', async () => {
    const field = await buildDynamicField(t.ctx, { label: 'Số quyết định thành lập', required: true });
    const res = await create(officer, { name: 'Thiếu QĐ', organizationParentId: root.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Vui lòng nhập số quyết định thành lập');
    expect((await t.call('DELETE', `/organization/dynamic-fields/${field.id}`, admin)).statusCode).toBe(200);
  });

  it('keeps type and used choices while values exist, and deletes values only when confirmed', async () => {
    const typeChange = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: fieldId,
      label: 'Ngành nghề',
      type: 'text',
    });
    expect(typeChange.json().code).toBe('dynamic_field_type_locked');
    const dropUsed = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: fieldId,
      label: 'Ngành nghề',
      type: 'select',
      options: ['Điện tử'],
    });
    expect(dropUsed.json().message).toBe('Không thể bỏ lựa chọn đang được dùng ở 1 đơn vị');
    const rename = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: fieldId,
      label: 'Ngành nghề chính',
      type: 'select',
      options: ['Điện tử', 'May mặc', 'Cơ khí'],
    });
    expect(rename.statusCode).toBe(200);
    const listed = (await t.call('GET', '/organization/dynamic-fields', officer)).json().data;
    expect(listed.find((f: { id: number }) => f.id === fieldId)).toMatchObject({
      usageCount: 1,
      label: 'Ngành nghề chính',
    });

    const first = await t.call('DELETE', `/organization/dynamic-fields/${fieldId}`, admin);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(
      'Trường "Ngành nghề chính" đang có giá trị ở 1 đơn vị. Xóa trường sẽ xóa các giá trị này.',
    );
    // A chair counts only the organisations of their own subtree.
    const forChair = (await t.call('GET', '/organization/dynamic-fields', chairG1)).json().data;
    expect(forChair.find((f: { id: number }) => f.id === fieldId).usageCount).toBe(0);
    const confirmed = await t.call('DELETE', `/organization/dynamic-fields/${fieldId}?confirm=true`, admin);
    expect(confirmed.statusCode).toBe(200);
    const detail = (await detailOf(g3.id, officer)).json().data;
    expect(detail.customFields).toEqual({ ngay_dai_hoi: '2024-03-15', co_web: true });
  });
});

describe('structure tree', () => {
  it('answers the roots of the scope, then one level at a time with scoped counts', async () => {
    const roots = (await t.call('GET', '/organization/list-all-organization-pc', officer)).json().data;
    expect(roots.map((n: { id: number }) => n.id)).toEqual([root.id]);
    const level1 = (
      await t.call('GET', `/organization/list-all-organization-pc?organizationParentId=${root.id}`, officer)
    ).json().data;
    const a = level1.find((n: { id: number }) => n.id === unionA.id);
    expect(a).toMatchObject({ name: unionA.name, matched: false });
    expect(a.childCount).toBeGreaterThanOrEqual(2);
    expect(a.subtreeMemberCount).toBeGreaterThanOrEqual(125);

    const chairRoots = (await t.call('GET', '/organization/list-all-organization-pc', chairG1)).json().data;
    expect(chairRoots.map((n: { id: number }) => n.id)).toEqual([g1.id]);
    expect(chairRoots[0]).toMatchObject({ childCount: 1, memberCount: 100, subtreeMemberCount: 125 });
    const wardRoots = (await t.call('GET', '/organization/list-all-organization-pc', wardOfficerA)).json()
      .data;
    expect(wardRoots.map((n: { id: number }) => n.id)).toEqual([unionA.id]);
  });

  it('with a search answers the matches and their ancestors inside the scope', async () => {
    const found = (
      await t.call('GET', '/organization/list-all-organization-pc?search=xuong mot', officer)
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
      await t.call('GET', '/organization/list-all-organization-pc?search=xuong mot', chairG1)
    ).json().data;
    expect(forChair.map((n: { id: number }) => n.id).sort()).toEqual([g1.id, g1a.id].sort());
  });
});

describe('statistics', () => {
  it('counts the organisations in scope by ward, zone, type, company kind and decade', async () => {
    const res = await t.call('GET', `/organization/statistic?xaPhuongId=${wardA.id}`, officer);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.total).toBe(s.active + s.dissolved);
    expect(s.byWard).toEqual([{ id: wardA.id, name: wardA.name, count: s.total }]);
    expect(s.byZone).toContainEqual({ id: zone.id, name: zone.name, count: 1 });
    expect(s.byZone).toContainEqual({ id: null, name: 'Chưa xác định', count: s.total - 1 });
    expect(s.byLoaiCongTy).toContainEqual({
      id: await choiceId('loai_cong_ty', 'Công ty TNHH'),
      name: 'Công ty TNHH',
      count: 1,
    });
    expect(s.byDecade).toContainEqual({ id: 1990, name: '1990–1999', count: 1 });
    expect(s.memberCount).toBeGreaterThanOrEqual(125);

    const chair = (await t.call('GET', '/organization/statistic', chairG1)).json().data;
    expect(chair.total).toBe(2);
  });
});

describe('type and company-kind lists', () => {
  it('lists, adds, renames and deletes entries; refuses duplicates and entries in use', async () => {
    const lists = (await t.call('GET', '/organization/choices?list=loai_cong_ty', officer)).json().data;
    expect(lists[0]).toMatchObject({ list: 'loai_cong_ty', name: 'Công ty TNHH', usageCount: 1 });
    const created = await t.call('POST', '/organization/choices', admin, {
      list: 'loai_hinh',
      name: 'Nghiệp đoàn',
      sortOrder: 9,
    });
    expect(created.statusCode).toBe(200);
    const dup = await t.call('POST', '/organization/choices', admin, {
      list: 'loai_hinh',
      name: 'nghiệp đoàn',
    });
    expect(dup.json().message).toBe('Tên đã có trong danh mục này');
    // Names are unique within one list: the other list may hold the same name.
    const otherList = await t.call('POST', '/organization/choices', admin, {
      list: 'loai_cong_ty',
      name: 'Nghiệp đoàn',
    });
    expect(otherList.json().data).toMatchObject({ list: 'loai_cong_ty', name: 'Nghiệp đoàn' });
    expect(
      (await t.call('DELETE', `/organization/choices?choiceId=${otherList.json().data.id}`, admin))
        .statusCode,
    ).toBe(200);
    const renamed = await t.call('PUT', '/organization/choices', admin, {
      id: created.json().data.id,
      name: 'Nghiệp đoàn cơ sở',
    });
    expect(renamed.json().data.name).toBe('Nghiệp đoàn cơ sở');
    const inUse = await t.call('DELETE', `/organization/choices?choiceId=${lists[0].id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Không thể xóa: loại công ty đang được sử dụng bởi 1 đơn vị');
    expect(
      (await t.call('DELETE', `/organization/choices?choiceId=${created.json().data.id}`, admin)).statusCode,
    ).toBe(200);
  });
});

describe('sorting the lists (docs/requirements.md, "Sorting")', () => {
  type Item = { id: number; name: string };
  let top: Org;
  let chairOfDong: string;
  beforeAll(async () => {
    top = await buildOrganization(t.ctx, { name: 'Sắp Xếp Gốc' });
    const dongNgan = await buildWard(t.ctx, 'Phường Đông Ngàn');
    const yenPhong = await buildWard(t.ctx, 'Xã Yên Phong');
    const rows: [string, Partial<typeof organizations.$inferInsert>][] = [
      [
        'Sắp Xếp Đồng',
        {
          level: 'ward',
          namThanhLap: 2001,
          workerCount: 50,
          memberCount: 40,
          code: 'SX-B',
          xaPhuongId: yenPhong.id,
        },
      ],
      ['Sắp Xếp Ánh', { level: 'grassroots', status: 'dissolved', memberCount: 10, xaPhuongId: null }],
      [
        'Sắp Xếp Dũng',
        { level: 'zone', namThanhLap: 1995, workerCount: 50, code: 'SX-A', xaPhuongId: dongNgan.id },
      ],
      [
        'Sắp Xếp Bắc',
        {
          level: 'grassroots',
          namThanhLap: 2001,
          workerCount: 200,
          memberCount: 40,
          code: 'sx-c',
          xaPhuongId: dongNgan.id,
        },
      ],
    ];
    for (const [name, set] of rows) {
      const org = await buildOrganization(t.ctx, { name, parent: top });
      await db().update(organizations).set(set).where(eq(organizations.id, org.id));
      if (name === 'Sắp Xếp Đồng') {
        await buildOrganization(t.ctx, { name: 'Sắp Xếp Con', parent: org });
        chairOfDong = await tokenFor(t.ctx, { roles: [ROLE_IDS.chair], organizationId: org.id });
      }
    }
  });
  const names = async (query: string, url = 'list-all-organization', token = officer) => {
    const res = await t.call('GET', `/organization/${url}?organizationParentId=${top.id}&${query}`, token);
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
            await t.call(
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
          await t.call(
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
        (query) => t.call('GET', `/organization/${url}?${query}`, officer),
        ORGANIZATION_SORT_COLUMNS,
      );
    }
  });
});
