import { ROLE_IDS } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationDynamicFields, organizations, users } from './db/schema/index.js';
import { adminToken, buildOrganization, buildUser, PASSWORD, useTestApp } from './test/harness.js';

/**
 * Bodies shaped as the deployed system's clients send them (docs/compatibility.md): its field names
 * are read into ours at the edge and stored as ours; the answers carry both.
 */

const t = useTestApp();
let admin: string;
let root: { id: number; name: string; path: string };
beforeAll(async () => {
  admin = await adminToken(t.ctx);
  root = await buildOrganization(t.ctx, { name: 'Liên đoàn Lao động tỉnh Tên Cũ', level: 'province' });
});

const storedOrganization = async (id: number) =>
  (await t.ctx.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

describe('auth/login with userName', () => {
  it('signs in with the deployed name of the login name, and refuses neither or two different ones', async () => {
    const user = await buildUser(t.ctx, { roles: [ROLE_IDS.member] });
    const ok = await t.call('POST', '/auth/login', undefined, {
      userName: user.username,
      password: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.accessToken).toEqual(expect.any(String));
    const same = await t.call('POST', '/auth/login', undefined, {
      username: user.username,
      userName: user.username,
      password: PASSWORD,
    });
    expect(same.statusCode).toBe(200);

    const none = await t.call('POST', '/auth/login', undefined, { password: PASSWORD });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Vui lòng nhập tên đăng nhập (username)');
    const two = await t.call('POST', '/auth/login', undefined, {
      username: user.username,
      userName: 'nguoi.khac',
      password: PASSWORD,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Chỉ gửi một trong hai: username hoặc userName (userName)');
  });
});

describe('role items carry roleName', () => {
  it('beside name, in the list and the detail', async () => {
    const list = (await t.call('GET', '/role/list-all?limit=100', admin)).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const role of list) expect(role.roleName).toBe(role.name);
    const detail = (await t.call('GET', `/role/detail?roleId=${list[0].id}`, admin)).json().data;
    expect(detail.roleName).toBe(list[0].name);
  });
});

describe('user/create-user without a username', () => {
  const body = (email: string | undefined, n: number) => ({
    fullName: `Đỗ Thị Thư ${n}`,
    passWord: 'Matkhau@1',
    repassWord: 'Matkhau@1',
    identity: `00309000${String(n).padStart(4, '0')}`,
    email,
    roleId: ROLE_IDS.member,
    organizationId: root.id,
  });

  it('makes the login name from the e-mail, numbered while taken; the new user signs in with it', async () => {
    const first = await t.call('POST', '/user/create-user', admin, body('do.thu@example.vn', 1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.username).toBe('do.thu');
    const second = await t.call('POST', '/user/create-user', admin, body('Do.Thu@congdoan.vn', 2));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.username).toBe('Do.Thu2');
    // Too short or all digits: 'user' in front.
    const short = await t.call('POST', '/user/create-user', admin, body('do@example.vn', 3));
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().data.username).toBe('userdo');
    const digits = await t.call('POST', '/user/create-user', admin, body('0912345678@example.vn', 4));
    expect(digits.json().data.username).toBe('user0912345678');

    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, second.json().data.id));
    expect(row).toMatchObject({ username: 'Do.Thu2', email: 'Do.Thu@congdoan.vn', fullName: 'Đỗ Thị Thư 2' });
    const signIn = await t.call('POST', '/auth/login', undefined, {
      userName: 'do.thu2',
      password: 'Matkhau@1',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('refuses a body with neither a username nor an e-mail, in Vietnamese', async () => {
    const res = await t.call('POST', '/user/create-user', admin, body(undefined, 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Vui lòng nhập tên đăng nhập hoặc email (username)');
  });
});

describe('organization/dynamic-fields with the deployed names', () => {
  it('creates and updates a field from fieldKey, fieldName, fieldType, isRequired, fieldOptions; answers both names', async () => {
    const created = await t.call('POST', '/organization/dynamic-fields', admin, {
      fieldKey: 'quyMoDoanhNghiep',
      fieldName: 'Quy mô doanh nghiệp',
      fieldType: 'select',
      isRequired: false,
      fieldOptions: { options: ['Nhỏ', 'Vừa', 'Lớn'] },
      defaultValue: null,
      isActive: true,
      sortOrder: 4,
    });
    expect(created.statusCode, created.body).toBe(200);
    const field = created.json().data;
    expect(field).toMatchObject({
      key: 'quyMoDoanhNghiep',
      label: 'Quy mô doanh nghiệp',
      type: 'select',
      required: false,
      options: ['Nhỏ', 'Vừa', 'Lớn'],
      sortOrder: 4,
      fieldKey: 'quyMoDoanhNghiep',
      fieldName: 'Quy mô doanh nghiệp',
      fieldType: 'select',
      isRequired: false,
      fieldOptions: { options: ['Nhỏ', 'Vừa', 'Lớn'] },
      defaultValue: null,
      isActive: true,
    });
    const stored = async () =>
      (
        await t.ctx.database.db
          .select()
          .from(organizationDynamicFields)
          .where(eq(organizationDynamicFields.id, field.id))
      )[0]!;
    expect(await stored()).toMatchObject({
      key: 'quyMoDoanhNghiep',
      label: 'Quy mô doanh nghiệp',
      type: 'select',
      options: ['Nhỏ', 'Vừa', 'Lớn'],
      required: false,
      sortOrder: 4,
    });

    // The deployed update repeats the key; a plain list of options is read too.
    const updated = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: field.id,
      fieldKey: 'quyMoDoanhNghiep',
      fieldName: 'Quy mô',
      isRequired: true,
      fieldOptions: ['Nhỏ', 'Lớn'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored()).toMatchObject({
      key: 'quyMoDoanhNghiep',
      label: 'Quy mô',
      type: 'select',
      options: ['Nhỏ', 'Lớn'],
      required: true,
      sortOrder: 4,
    });
    const listed = (await t.call('GET', '/organization/dynamic-fields', admin))
      .json()
      .data.find((f: { id: number }) => f.id === field.id);
    expect(listed).toMatchObject({
      fieldName: 'Quy mô',
      isRequired: true,
      fieldOptions: { options: ['Nhỏ', 'Lớn'] },
    });
    // A required field would stop the organisations created below.
    const removed = await t.call('DELETE', `/organization/dynamic-fields/${field.id}?confirm=true`, admin);
    expect(removed.statusCode).toBe(200);
  });

  it('keeps textarea, defaultValue and isActive from a deployed-shaped body, field by field, and answers both names', async () => {
    const created = await t.call('POST', '/organization/dynamic-fields', admin, {
      fieldKey: 'moTaHoatDong',
      fieldName: 'Mô tả hoạt động',
      fieldType: 'textarea',
      isRequired: false,
      fieldOptions: { options: [] },
      defaultValue: 'Chưa có mô tả',
      isActive: false,
      sortOrder: 6,
    });
    expect(created.statusCode, created.body).toBe(200);
    const field = created.json().data;
    expect(field).toMatchObject({
      type: 'textarea',
      fieldType: 'textarea',
      defaultValue: 'Chưa có mô tả',
      active: false,
      isActive: false,
    });
    const [row] = await t.ctx.database.db
      .select()
      .from(organizationDynamicFields)
      .where(eq(organizationDynamicFields.id, field.id));
    expect(row).toMatchObject({
      key: 'moTaHoatDong',
      label: 'Mô tả hoạt động',
      type: 'textarea',
      defaultValue: 'Chưa có mô tả',
      active: false,
      sortOrder: 6,
    });
    // Our names do the same; an update that leaves them out keeps them.
    const renamed = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: field.id,
      fieldName: 'Mô tả',
    });
    expect(renamed.json().data).toMatchObject({
      label: 'Mô tả',
      defaultValue: 'Chưa có mô tả',
      active: false,
    });
    const ours = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: field.id,
      active: true,
      defaultValue: '',
    });
    expect(ours.json().data).toMatchObject({ defaultValue: null, active: true, isActive: true });
    await t.call('DELETE', `/organization/dynamic-fields/${field.id}`, admin);
  });

  it('stores a default value as the field reads it, and refuses one the field refuses, in Vietnamese', async () => {
    const post = (body: object) => t.call('POST', '/organization/dynamic-fields', admin, body);
    const number = await post({
      fieldKey: 'soCa',
      fieldName: 'Số ca',
      fieldType: 'number',
      defaultValue: '2,5',
    });
    expect(number.json().data.defaultValue).toBe('2.5');
    const yesNo = await post({
      fieldKey: 'coBep',
      fieldName: 'Có bếp ăn',
      fieldType: 'boolean',
      defaultValue: 'có',
    });
    expect(yesNo.json().data.defaultValue).toBe('true');
    const refusals: [object, string][] = [
      [{ fieldType: 'number', defaultValue: 'nhiều' }, 'Giá trị mặc định: Phải là số (defaultValue)'],
      [
        { fieldType: 'date', defaultValue: '2024-02-30' },
        'Giá trị mặc định: Ngày không hợp lệ (YYYY-MM-DD) (defaultValue)',
      ],
      [
        { fieldType: 'select', fieldOptions: ['Nhỏ', 'Lớn'], defaultValue: 'Vừa' },
        'Giá trị mặc định: Chỉ nhận một trong: Nhỏ, Lớn (defaultValue)',
      ],
      [{ fieldType: 'dropdown' }, 'Vui lòng chọn kiểu dữ liệu (fieldType)'],
      [{ key: 'khac' }, 'Chỉ gửi một trong hai: key hoặc fieldKey (fieldKey)'],
    ];
    for (const [extra, message] of refusals) {
      const res = await post({ fieldKey: 'quyMoMoi', fieldName: 'Quy mô', fieldType: 'text', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const rows = await t.ctx.database.db
      .select()
      .from(organizationDynamicFields)
      .where(eq(organizationDynamicFields.key, 'quyMoMoi'));
    expect(rows).toEqual([]);

    // An update checks the merged field: a list losing the default's choice, or a type it does not fit.
    const list = (
      await post({
        fieldKey: 'quyMoMoi',
        fieldName: 'Quy mô',
        fieldType: 'select',
        fieldOptions: ['Nhỏ', 'Lớn'],
        defaultValue: 'Lớn',
      })
    ).json().data;
    const lost = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: list.id,
      fieldOptions: ['Nhỏ'],
    });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().message).toBe('Giá trị mặc định: Chỉ nhận một trong: Nhỏ (defaultValue)');
    const retyped = await t.call('PUT', '/organization/dynamic-fields', admin, {
      id: number.json().data.id,
      type: 'date',
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().message).toBe('Giá trị mặc định: Ngày không hợp lệ (YYYY-MM-DD) (defaultValue)');
    for (const id of [list.id, number.json().data.id, yesNo.json().data.id]) {
      await t.call('DELETE', `/organization/dynamic-fields/${id}`, admin);
    }
  });

  it("leaves an inactive field off the forms' read, asks no value of it, and keeps the values stored", async () => {
    const field = (
      await t.call('POST', '/organization/dynamic-fields', admin, {
        fieldKey: 'soHopDong',
        fieldName: 'Số hợp đồng',
        fieldType: 'text',
        isRequired: true,
      })
    ).json().data;
    const { id } = (
      await t.call('POST', '/organization/create-organization', admin, {
        name: 'Công đoàn Công ty TNHH Trường Ngừng',
        organizationParentId: root.id,
        customFields: { soHopDong: 'HĐ-01' },
      })
    ).json().data;
    const off = await t.call('PUT', '/organization/dynamic-fields', admin, { id: field.id, isActive: false });
    expect(off.statusCode, off.body).toBe(200);

    const keys = async (query: string) =>
      (await t.call('GET', `/organization/dynamic-fields${query}`, admin))
        .json()
        .data.map((f: { key: string }) => f.key);
    expect(await keys('?active=true')).not.toContain('soHopDong');
    expect(await keys('')).toContain('soHopDong');

    // Required but inactive: a new organisation needs no value of it.
    const fresh = await t.call('POST', '/organization/create-organization', admin, {
      name: 'Công đoàn Công ty TNHH Không Hợp Đồng',
      organizationParentId: root.id,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    // An update from the form (without the field) keeps the stored value; the list still carries the field for the export.
    const updated = await t.call('PUT', '/organization/with-dynamic-fields', admin, {
      id,
      name: 'Công đoàn Công ty TNHH Trường Ngừng Mới',
      dynamicFields: {},
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await storedOrganization(id)).customFields).toEqual({ soHopDong: 'HĐ-01' });
    const page = (
      await t.call('GET', `/organization/list-all-organization?organizationParentId=${root.id}`, admin)
    ).json().data;
    expect(page.dynamicFieldSchemas.map((f: { key: string }) => f.key)).toContain('soHopDong');
    await t.call('DELETE', `/organization/dynamic-fields/${field.id}?confirm=true`, admin);
  });
});

describe('organisations with the deployed column names', () => {
  const deployedBody = {
    name: 'Công đoàn Công ty TNHH May Tên Cũ',
    organizationParentId: 0,
    organizationLevel: 'grassroots',
    diaChi: 'Lô C3, Khu công nghiệp Đại Đồng',
    tenChuTichCongDoan: 'Hoàng Văn Chủ',
    sdtChuTich: '0912 345 678',
    slCongDoanNam: 120,
    slCongDoanNu: 380,
    slCongNhanVienChucLdNam: 150,
    slCongNhanVienChucLdNu: 400,
    tongSoCongDoan: 500,
    tongSoCnvcld: 550,
    soUyVienBch: 9,
    soUyVienUbkt: 3,
    nganhNgheSxKinhDoanh: 'May mặc xuất khẩu',
    quocGia: 'Hàn Quốc',
    ghiChu: 'Doanh nghiệp FDI',
  };

  it('creates one from them, stores our columns, and answers both names', async () => {
    const res = await t.call('POST', '/organization/create-organization', admin, {
      ...deployedBody,
      organizationParentId: root.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    const row = await storedOrganization(item.id);
    expect(row).toMatchObject({
      name: 'Công đoàn Công ty TNHH May Tên Cũ',
      organizationParentId: root.id,
      level: 'grassroots',
      address: 'Lô C3, Khu công nghiệp Đại Đồng',
      chairName: 'Hoàng Văn Chủ',
      chairPhone: '0912345678',
      memberMaleCount: 120,
      memberFemaleCount: 380,
      workerMaleCount: 150,
      workerFemaleCount: 400,
      memberCount: 500,
      workerCount: 550,
      executiveBoardSize: 9,
      auditCommitteeSize: 3,
      businessSector: 'May mặc xuất khẩu',
      country: 'Hàn Quốc',
      note: 'Doanh nghiệp FDI',
    });
    expect(item).toMatchObject({
      address: 'Lô C3, Khu công nghiệp Đại Đồng',
      diaChi: 'Lô C3, Khu công nghiệp Đại Đồng',
      chairPhone: '0912345678',
      sdtChuTich: '0912345678',
      memberCount: 500,
      tongSoCongDoan: 500,
      memberMaleCount: 120,
      slCongDoanNam: 120,
      executiveBoardSize: 9,
      soUyVienBch: 9,
      note: 'Doanh nghiệp FDI',
      ghiChu: 'Doanh nghiệp FDI',
      level: 'grassroots',
      organizationLevel: 'grassroots',
    });
    const detail = (await t.call('GET', `/organization/detail?organizationId=${item.id}`, admin)).json().data;
    expect(detail).toMatchObject({ quocGia: 'Hàn Quốc', country: 'Hàn Quốc', tongSoCnvcld: 550 });
    const list = (
      await t.call('GET', `/organization/list-all-organization?organizationParentId=${root.id}`, admin)
    )
      .json()
      .data.list.find((o: { id: number }) => o.id === item.id);
    expect(list).toMatchObject({ nganhNgheSxKinhDoanh: 'May mặc xuất khẩu', soUyVienUbkt: 3 });
  });

  it('updates by the deployed names only what they give, through both update paths', async () => {
    const { id } = (
      await t.call('POST', '/organization/create-organization', admin, {
        ...deployedBody,
        name: 'Công đoàn Công ty TNHH May Tên Cũ Hai',
        organizationParentId: root.id,
      })
    ).json().data;
    const before = await storedOrganization(id);
    const res = await t.call('PUT', '/organization/with-dynamic-fields', admin, {
      id,
      ghiChu: null,
      soUyVienBch: 11,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await storedOrganization(id);
    expect(after).toEqual({ ...before, note: null, executiveBoardSize: 11, updatedAt: after.updatedAt });
    const again = await t.call('PUT', '/organization/update-organization', admin, {
      id,
      tenChuTichCongDoan: 'Lý Thị Mới',
    });
    expect(again.statusCode).toBe(200);
    expect((await storedOrganization(id)).chairName).toBe('Lý Thị Mới');
  });

  it('refuses a level that is not ours, two names with two values, and typing counted member figures', async () => {
    const refusals: [object, string][] = [
      [{ organizationLevel: 'CDCS' }, 'Vui lòng chọn cấp đơn vị (organizationLevel)'],
      [{ address: 'Một', diaChi: 'Hai' }, 'Chỉ gửi một trong hai: address hoặc diaChi (diaChi)'],
      [{ tongSoCongDoan: -1 }, 'Không được âm (tongSoCongDoan)'],
    ];
    for (const [extra, message] of refusals) {
      const res = await t.call('POST', '/organization/create-organization', admin, {
        ...deployedBody,
        organizationParentId: root.id,
        ...extra,
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A union whose member figures are counted from its member records: slCongDoanNam/Nu are not typed.
    const counted = await buildOrganization(t.ctx, { parent: root });
    await t.ctx.database.db
      .update(organizations)
      .set({ memberRecordCount: 3, memberCount: 3, memberMaleCount: 1, memberFemaleCount: 2 })
      .where(eq(organizations.id, counted.id));
    const res = await t.call('PUT', '/organization/update-organization', admin, {
      id: counted.id,
      slCongDoanNu: 5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Số đoàn viên của đơn vị được đếm từ hồ sơ đoàn viên, không nhập tay');
    expect((await storedOrganization(counted.id)).memberFemaleCount).toBe(2);
  });
});
