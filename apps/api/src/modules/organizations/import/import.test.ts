import {
  ORGANIZATION_IMPORT_COLUMNS,
  type OrganizationImportColumnKey,
  ROLE_IDS,
  SPREADSHEET_MIME,
  toPermissionCode,
} from '@congdoan/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  members,
  organizationChoices,
  organizationDynamicFields,
  organizationFigures,
  organizations,
  permissions,
  rolePermissions,
  roles,
} from '../../../db/schema/index.js';
import { AGREEMENT_FIELD, SIZE_FIELD } from '../../../test/dynamic-fields.js';
import {
  adminToken,
  bearer,
  buildMember,
  buildOrganization,
  buildWard,
  buildZone,
  downloadHeaders,
  importRefused,
  tokenFor,
  uploadFile,
  useTestApp,
} from '../../../test/harness.js';
import { EDGE_OF_LIMITS, longTextWorkbook } from '../../../test/workbooks.js';

/**
 * The tree the tests import into:
 *   root (federation, code LDLD)
 *   ├── unionA (ward A, code CDPA) ── chairOrg (ward A, code CS001) ── chairChild
 *   └── unionB (ward B, code CDPB)
 */
const t = useTestApp();
let admin: string;
let officer: string;
let chair: string;
let wardOfficerB: string;
type Org = { id: number; path: string; name: string };
let root: Org;
let unionA: Org;
let unionB: Org;
let chairOrg: Org;
let chairChild: Org;
let wardA: { id: number; code: string; name: string };
let wardB: { id: number; code: string; name: string };
let zone: { id: number; code: string; name: string };

const db = () => t.ctx.database.db;
const setCode = (id: number, code: string) =>
  db().update(organizations).set({ code }).where(eq(organizations.id, id));

beforeAll(async () => {
  wardA = await buildWard(t.ctx, 'Phường Đông Ngàn');
  wardB = await buildWard(t.ctx, 'Xã Yên Phong');
  zone = await buildZone(t.ctx, 'Khu công nghiệp Quế Võ');
  root = await buildOrganization(t.ctx, { name: 'Liên đoàn Lao động tỉnh Thử' });
  unionA = await buildOrganization(t.ctx, {
    parent: root,
    name: 'Công đoàn Phường Đông Ngàn',
    xaPhuongId: wardA.id,
  });
  unionB = await buildOrganization(t.ctx, {
    parent: root,
    name: 'Công đoàn Xã Yên Phong',
    xaPhuongId: wardB.id,
  });
  chairOrg = await buildOrganization(t.ctx, {
    parent: unionA,
    name: 'Công đoàn Trường THCS Đông Ngàn',
    xaPhuongId: wardA.id,
  });
  chairChild = await buildOrganization(t.ctx, {
    parent: chairOrg,
    name: 'Tổ công đoàn Giáo viên',
    xaPhuongId: wardA.id,
  });
  await setCode(root.id, 'LDLD');
  await setCode(unionA.id, 'CDPA');
  await setCode(unionB.id, 'CDPB');
  await setCode(chairOrg.id, 'CS001');
  await db().insert(organizationDynamicFields).values([AGREEMENT_FIELD, SIZE_FIELD]);
  admin = await adminToken(t.ctx);
  officer = await tokenFor(t.ctx, { roles: [ROLE_IDS.provincialOfficer] });
  chair = await tokenFor(t.ctx, { roles: [ROLE_IDS.chair], organizationId: chairOrg.id });
  // A role an administrator made: ward B's organisations, read, create, update and import.
  const [wardRole] = await db()
    .insert(roles)
    .values({ name: 'Cán bộ phụ trách xã Yên Phong', scope: 'ward' })
    .returning({ id: roles.id });
  const codes = (['read', 'create', 'update', 'import_excel'] as const).map((action) =>
    toPermissionCode({ action, subject: 'organization' }),
  );
  const granted = await db()
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.code, codes));
  await db()
    .insert(rolePermissions)
    .values(granted.map((p) => ({ roleId: wardRole!.id, permissionId: p.id })));
  wardOfficerB = await tokenFor(t.ctx, {
    roles: [wardRole!.id],
    xaPhuongId: wardB.id,
    organizationId: unionB.id,
  });
});

const CUSTOM_HEADERS = ['Có thỏa ước lao động tập thể', 'Quy mô lao động*'];
const HEADERS = [...ORGANIZATION_IMPORT_COLUMNS.map((c) => c.header), ...CUSTOM_HEADERS];
type RowInput = Partial<Record<OrganizationImportColumnKey | 'thoa_uoc' | 'quy_mo', string | number>>;
const KEYS = [...ORGANIZATION_IMPORT_COLUMNS.map((c) => c.key), 'thoa_uoc', 'quy_mo'] as const;

/** An organisations workbook as an officer fills it: title, headers on startRow-1, data from startRow. */
async function workbook(rows: RowInput[], startRow = 3): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Đơn vị');
  ws.getCell('A1').value = 'DANH SÁCH CÔNG ĐOÀN CƠ SỞ';
  ws.getRow(startRow - 1).values = HEADERS;
  rows.forEach((r, i) => {
    ws.getRow(startRow + i).values = KEYS.map((k) => r[k] ?? null);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = (url: string, file: Buffer | null, token?: string, fields?: Record<string, string>) =>
  uploadFile(t.ctx, url, file, token, { fileName: 'don_vi.xlsx', fields });
const importFile = (file: Buffer, token: string, fields?: Record<string, string>) =>
  upload('/organization/import-excel', file, token, fields);

const orgCount = async () => (await db().select({ n: count() }).from(organizations))[0]!.n;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const byCode = async (code: string) =>
  (await db().select().from(organizations).where(eq(organizations.code, code)))[0];
const byName = async (name: string) =>
  (await db().select().from(organizations).where(eq(organizations.name, name)))[0];

async function readBack(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return wb;
}

describe('GET organization/download-template', () => {
  it('is served at the deployed report/download-template too, with the same right and file', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/report/download-template',
      headers: bearer(chair),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('template_import.xlsx', SPREADSHEET_MIME));
    const ws = (await readBack(res.rawPayload)).getWorksheet('Đơn vị')!;
    expect(ws.getCell('A1').value).toBe('DANH SÁCH CÔNG ĐOÀN CƠ SỞ NHẬP VÀO HỆ THỐNG');
    expect(ws.getCell('C3').value).toBe(chairOrg.name);
  });

  it('has a title, the headers on row 2 with the custom fields, an example row, lists and instructions', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/download-template',
      headers: bearer(chair),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('template_import.xlsx', SPREADSHEET_MIME));
    const wb = await readBack(res.rawPayload);
    const ws = wb.getWorksheet('Đơn vị')!;
    expect(ws.getCell('A1').value).toBe('DANH SÁCH CÔNG ĐOÀN CƠ SỞ NHẬP VÀO HỆ THỐNG');
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Mã đơn vị',
      'Tên đơn vị*',
      'Đơn vị cấp trên (tên hoặc mã)',
      'Cấp',
      'Xã/phường (tên hoặc mã)',
      'Cụm/khu công nghiệp (tên hoặc mã)',
      'Loại hình',
      'Loại công ty',
      'Năm thành lập',
      'Địa chỉ',
      'Điện thoại',
      'Email',
      'Chủ tịch công đoàn',
      'Điện thoại chủ tịch',
      'Số CNVCLĐ',
      'Số đoàn viên',
      'Số ủy viên BCH',
      'Số ủy viên UBKT',
      'Ngành nghề sản xuất kinh doanh',
      'Quốc gia',
      'Ghi chú',
      'Trạng thái',
      ...CUSTOM_HEADERS,
    ]);
    // The example row: the chair's own unit as parent; code and phone kept as text.
    expect(ws.getCell('B3').value).toBe('Công đoàn Công ty TNHH Ví Dụ');
    expect(ws.getCell('C3').value).toBe(chairOrg.name);
    expect(ws.getCell('K3').value).toBe('0912345678');
    expect(ws.getColumn(1).numFmt).toBe('@');
    expect(ws.getColumn(11).numFmt).toBe('@');

    const lists = wb.getWorksheet('Danh mục')!;
    expect(lists.state).toBe('hidden');
    const list = (title: string) => {
      const col = (lists.getRow(1).values as unknown[]).indexOf(title);
      expect(col).toBeGreaterThan(0);
      return lists.getColumn(col).values.slice(2);
    };
    expect(list('Cấp')).toEqual([
      'Liên đoàn Lao động tỉnh',
      'Công đoàn xã/phường',
      'Công đoàn cụm/khu công nghiệp',
      'Công đoàn cơ sở',
    ]);
    expect(list('Loại hình')).toContain('Doanh nghiệp có vốn đầu tư nước ngoài');
    expect(list('Loại công ty')).toContain('Công ty Cổ phần');
    expect(list('Trạng thái')).toEqual(['Đang hoạt động', 'Đã giải thể']);
    expect(list('Có thỏa ước lao động tập thể')).toEqual(['Có', 'Không']);
    expect(list('Quy mô lao động')).toEqual(['Dưới 50 người', 'Từ 50 đến 300 người', 'Trên 300 người']);
    // The chair may only name their own subtree as a parent.
    expect(list('Đơn vị cấp trên')).toEqual([chairOrg.name]);

    // Dropdowns on every data row: Cấp (D), Loại hình (G), the two custom fields (W, X).
    for (const cell of ['D3', 'D5000', 'G3', 'W3', 'X10002']) {
      expect(ws.getCell(cell).dataValidation).toMatchObject({ type: 'list' });
    }
    expect(wb.getWorksheet('Hướng dẫn')!.getCell('A1').value).toBe(
      'HƯỚNG DẪN NHẬP DANH SÁCH CÔNG ĐOÀN CƠ SỞ',
    );
  });
});

describe('POST organization/import-excel: the file', () => {
  it("refuses a request without a file with the spec's message", async () => {
    for (const res of [
      await upload('/organization/import-excel', null, admin),
      await t.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/organization/import-excel',
        headers: bearer(admin),
        payload: {},
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'import_file_required', message: 'File Excel là bắt buộc' });
    }
  });

  it('the users import beside it still reads its own uploads (multipart in two sibling plugins)', async () => {
    const res = await upload('/user/import', null, admin);
    expect(res.json()).toMatchObject({ code: 'import_file_required', message: 'File Excel là bắt buộc' });
  });

  it('refuses what is not an .xlsx, a file over 5 MB, and a workbook without the template columns', async () => {
    const text = await importFile(Buffer.from('Mã đơn vị,Tên đơn vị\nCD1,Công đoàn A\n'), admin);
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('import_file_invalid');

    const big = await importFile(Buffer.alloc(6 * 1024 * 1024, 1), admin);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File Excel vượt quá dung lượng cho phép (tối đa 5 MB)');

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').getRow(2).values = ['Tên', 'Tuổi'];
    wb.getWorksheet('Sheet1')!.getRow(3).values = ['An', 30];
    const wrong = await importFile(Buffer.from(await wb.xlsx.writeBuffer()), admin);
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      code: 'import_wrong_template',
      message: 'File không đúng mẫu. Hãy tải file mẫu và nhập lại (thiếu cột "Tên đơn vị*" ở dòng 2)',
    });

    const empty = await importFile(await workbook([]), admin);
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'import_empty' });
  });
});

describe('POST organization/import-excel: the rows', () => {
  /** Three unions in ward A: a zone union, a company under it (named by the row above), a school. */
  const good = (): RowInput[] => [
    {
      code: 'KCN-QV',
      name: 'Công đoàn Khu công nghiệp Quế Võ',
      parent: 'ldld',
      level: 'Công đoàn cụm/khu công nghiệp',
      ward: wardA.code,
      zone: 'khu cong nghiep que vo',
      quy_mo: 'Trên 300 người',
    },
    {
      code: 'CS100',
      name: 'Công đoàn Công ty TNHH Điện tử Sao Mai',
      parent: 'Công đoàn Khu công nghiệp Quế Võ',
      loaiHinh: 'doanh nghiep co von dau tu nuoc ngoai',
      loaiCongTy: 'Công ty TNHH',
      namThanhLap: 2012,
      phoneNumber: 912345678,
      email: 'saomai@example.vn',
      chairName: 'Trần Thị Lan',
      chairPhone: '0987 654 321',
      workerCount: 1200,
      memberCount: 950,
      executiveBoardSize: 9,
      auditCommitteeSize: 3,
      businessSector: 'Sản xuất linh kiện điện tử',
      country: 'Hàn Quốc',
      note: 'Doanh nghiệp FDI',
      thoa_uoc: 'Có',
      quy_mo: 'Trên 300 người',
    },
    {
      name: 'Công đoàn Trường Mầm non Hoa Sen',
      parent: 'Công đoàn Phường Đông Ngàn',
      namThanhLap: '1998',
      workerCount: 40,
      memberCount: 38,
      status: 'Đang hoạt động',
      quy_mo: 'Dưới 50 người',
    },
  ];
  const bad = (): RowInput[] => {
    const rows = good();
    // Row 4: a year to come, a company kind nobody keeps, a size that is not an option.
    rows[1] = { ...rows[1]!, namThanhLap: 2999, loaiCongTy: 'Công ty ma', quy_mo: 'Rất lớn' };
    // Row 5: a parent that does not exist and an e-mail that is not one.
    rows[2] = { ...rows[2]!, parent: 'Công đoàn Không Có Thật', email: 'sai-email' };
    return rows;
  };

  it('reports every bad row with its Excel row and column, and writes nothing', async () => {
    const [orgsBefore, auditBefore] = [await orgCount(), await auditCount()];
    const res = await importFile(await workbook(bad()), officer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      importRefused(2, [
        { row: 4, column: 'Loại công ty', message: 'Loại công ty không có trong danh mục' },
        { row: 4, column: 'Năm thành lập', message: 'Năm thành lập không được sau năm hiện tại' },
        {
          row: 4,
          column: 'Quy mô lao động*',
          message: 'Chỉ nhận một trong: Dưới 50 người, Từ 50 đến 300 người, Trên 300 người',
        },
        {
          row: 5,
          column: 'Đơn vị cấp trên (tên hoặc mã)',
          message:
            'Không tìm thấy đơn vị cấp trên trong phạm vi của bạn (ghi tên hoặc mã đơn vị, hoặc một đơn vị ở dòng phía trên)',
        },
        { row: 5, column: 'Email', message: 'Email không hợp lệ' },
      ]),
    );
    expect(await orgCount()).toBe(orgsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('import-excel-errors answers the same workbook with a "Lỗi" column filled per row', async () => {
    const res = await upload('/organization/import-excel-errors', await workbook(bad()), officer);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('don_vi_kem_loi.xlsx', SPREADSHEET_MIME));
    const ws = (await readBack(res.rawPayload)).getWorksheet('Đơn vị')!;
    expect(ws.getCell('Y2').value).toBe('Lỗi');
    expect(ws.getCell('Y3').value).toBeNull();
    expect(ws.getCell('Y5').value).toBe(
      'Đơn vị cấp trên (tên hoặc mã): Không tìm thấy đơn vị cấp trên trong phạm vi của bạn (ghi tên hoặc mã đơn vị, hoặc một đơn vị ở dòng phía trên); Email: Email không hợp lệ',
    );
    expect(ws.getCell('B3').value).toBe('Công đoàn Khu công nghiệp Quế Võ');
  });

  it('writes the fixed file in one go: parents from rows above, paths, places, custom values, audit', async () => {
    const [orgsBefore, auditBefore] = [await orgCount(), await auditCount()];
    const res = await importFile(await workbook(good()), officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { created: 3, updated: 0, skipped: 0 } });
    expect(await orgCount()).toBe(orgsBefore + 3);
    // One row for the file, one in the history of each new organisation.
    expect(await auditCount()).toBe(auditBefore + 4);

    const zoneUnion = (await byCode('KCN-QV'))!;
    expect(zoneUnion).toMatchObject({
      organizationParentId: root.id,
      path: `${root.path}${zoneUnion.id}/`,
      level: 'zone',
      xaPhuongId: wardA.id,
      cumKhuCnId: zone.id,
    });
    const company = (await byCode('CS100'))!;
    const [fdi] = await db()
      .select({ id: organizationChoices.id })
      .from(organizationChoices)
      .where(eq(organizationChoices.name, 'Doanh nghiệp có vốn đầu tư nước ngoài'));
    expect(company).toMatchObject({
      organizationParentId: zoneUnion.id,
      path: `${zoneUnion.path}${company.id}/`,
      level: 'grassroots',
      // A blank ward and zone: those of the parent.
      xaPhuongId: wardA.id,
      cumKhuCnId: zone.id,
      loaiHinh: fdi!.id,
      namThanhLap: 2012,
      phoneNumber: '0912345678',
      workerCount: 1200,
      memberCount: 950,
      // The columns the deployed system kept (chair's phone, board sizes, sector, country, note).
      chairPhone: '0987654321',
      executiveBoardSize: 9,
      auditCommitteeSize: 3,
      businessSector: 'Sản xuất linh kiện điện tử',
      country: 'Hàn Quốc',
      note: 'Doanh nghiệp FDI',
      status: 'active',
      customFields: { thoa_uoc: true, quy_mo: 'Trên 300 người' },
    });
    const school = (await byName('Công đoàn Trường Mầm non Hoa Sen'))!;
    expect(school).toMatchObject({ code: null, organizationParentId: unionA.id, xaPhuongId: wardA.id });
    expect(school.path).toBe(`${unionA.path}${school.id}/`);

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'import'));
    expect(entry).toMatchObject({
      subject: 'organization',
      recordId: null,
      after: expect.objectContaining({ created: 3, createdIds: [zoneUnion.id, company.id, school.id] }),
    });
    const history = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/audit/history?subject=organization&recordId=${company.id}`,
      headers: bearer(officer),
    });
    expect(history.json().data.list).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({
          name: 'Công đoàn Công ty TNHH Điện tử Sao Mai',
          organizationParentId: zoneUnion.id,
          parentName: 'Công đoàn Khu công nghiệp Quế Võ',
          xaPhuongName: 'Phường Đông Ngàn',
          cumKhuCnName: 'Khu công nghiệp Quế Võ',
          loaiHinhName: 'Doanh nghiệp có vốn đầu tư nước ngoài',
        }),
      }),
    ]);

    // The new organisations are found by the list without accents.
    const list = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/list-all-organization?search=dien%20tu%20sao%20mai',
      headers: bearer(officer),
    });
    expect(list.json().data.list.map((o: { code: string }) => o.code)).toEqual(['CS100']);
  });

  it('the same file again creates nothing; a changed row is updated, the others skipped', async () => {
    const before = await orgCount();
    const again = await importFile(await workbook(good()), officer);
    expect(again.json()).toEqual({ data: { created: 0, updated: 0, skipped: 3 } });
    const rows = good();
    rows[1] = { ...rows[1]!, memberCount: 1000, chairName: '' };
    rows[2] = { ...rows[2]!, name: 'CÔNG ĐOÀN TRƯỜNG MẦM NON HOA SEN', workerCount: 45 };
    const changed = await importFile(await workbook(rows), officer);
    expect(changed.json()).toEqual({ data: { created: 0, updated: 2, skipped: 1 } });
    expect(await orgCount()).toBe(before);
    // A blank cell keeps the stored value.
    const company = (await byCode('CS100'))!;
    expect(company).toMatchObject({ memberCount: 1000, chairName: 'Trần Thị Lan' });
    const [change] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(company.id)), eq(auditLog.action, 'update')));
    expect(change).toMatchObject({
      subject: 'organization',
      before: expect.objectContaining({ memberCount: 950, chairName: 'Trần Thị Lan' }),
      after: expect.objectContaining({ memberCount: 1000, chairName: 'Trần Thị Lan' }),
    });
    expect(await byName('CÔNG ĐOÀN TRƯỜNG MẦM NON HOA SEN')).toMatchObject({ workerCount: 45 });
    // Its figures history says where each of its figures came from: made by the import, changed by it.
    const history = await db()
      .select({ members: organizationFigures.memberCount, source: organizationFigures.source })
      .from(organizationFigures)
      .where(eq(organizationFigures.organizationId, company.id))
      .orderBy(organizationFigures.id);
    expect(history).toEqual([
      { members: 950, source: 'import' },
      { members: 1000, source: 'import' },
    ]);
  });

  it('refuses a typed member count for a union whose members are on record', async () => {
    const company = (await byCode('CS100'))!;
    await buildMember(t.ctx, { organizationId: company.id });
    await buildMember(t.ctx, { organizationId: company.id, gender: 'nu' });
    const rows = good();
    rows[1] = { ...rows[1]!, memberCount: 1200 };
    const res = await importFile(await workbook(rows), officer);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        row: 4,
        column: 'Số đoàn viên',
        message: 'Số đoàn viên của đơn vị được đếm từ hồ sơ đoàn viên, không nhập tay',
      },
    ]);
    // The counted figure itself, or a blank cell, passes.
    rows[1] = { ...rows[1]!, memberCount: 2 };
    expect((await importFile(await workbook(rows), officer)).statusCode).toBe(200);
    expect(await byCode('CS100')).toMatchObject({ memberCount: 2 });
    await db().delete(members).where(eq(members.organizationId, company.id));
  });

  it('refuses duplicates inside the file and names taken in the database', async () => {
    const before = await orgCount();
    const res = await importFile(
      await workbook([
        { code: 'NEW-1', name: 'Công đoàn Công ty Mới', parent: 'CDPB', quy_mo: 'Dưới 50 người' },
        { code: 'new-1', name: 'Công đoàn Công ty Khác', parent: 'CDPB', quy_mo: 'Dưới 50 người' },
        { name: 'Công đoàn công ty mới', parent: 'CDPB', quy_mo: 'Dưới 50 người' },
        { code: 'NEW-2', name: 'Công đoàn Trường THCS Đông Ngàn', parent: 'CDPA', quy_mo: 'Dưới 50 người' },
        { code: 'CS100', name: 'Công đoàn Tên Khác', parent: 'KCN-QV', quy_mo: 'Dưới 50 người' },
        { code: 'CS100', name: 'Công đoàn Tên Khác Nữa', parent: 'KCN-QV', quy_mo: 'Dưới 50 người' },
      ]),
      officer,
    );
    expect(res.json().details).toEqual([
      { row: 4, column: 'Mã đơn vị', message: 'Trùng mã với dòng 3' },
      { row: 5, column: 'Tên đơn vị*', message: 'Trùng tên với dòng 3 (cùng đơn vị cấp trên)' },
      { row: 6, column: 'Tên đơn vị*', message: 'Đơn vị cùng tên trong cùng đơn vị cấp trên đã có mã CS001' },
      { row: 8, column: 'Mã đơn vị', message: 'Trùng mã với dòng 7' },
      { row: 8, column: 'Mã đơn vị', message: 'Trùng đơn vị với dòng 7' },
    ]);
    expect(await orgCount()).toBe(before);
  });

  it('a parent name that several organisations share asks for the code; the code settles it', async () => {
    await buildOrganization(t.ctx, { parent: unionB, name: 'Tổ công đoàn Giáo viên', xaPhuongId: wardB.id });
    const row = { name: 'Công đoàn Bộ môn Toán', quy_mo: 'Dưới 50 người' };
    const res = await importFile(await workbook([{ ...row, parent: 'to cong doan giao vien' }]), officer);
    expect(res.json().details).toEqual([
      {
        row: 3,
        column: 'Đơn vị cấp trên (tên hoặc mã)',
        message: 'Có nhiều đơn vị trùng tên này, hãy ghi mã đơn vị cấp trên',
      },
    ]);
    await setCode(chairChild.id, 'TO-GV');
    const ok = await importFile(await workbook([{ ...row, parent: 'to-gv' }]), officer);
    expect(ok.json()).toEqual({ data: { created: 1, updated: 0, skipped: 0 } });
    expect(await byName('Công đoàn Bộ môn Toán')).toMatchObject({ organizationParentId: chairChild.id });
  });

  it('reads from the startRow of the form: headers on the row above', async () => {
    const file = await workbook(
      [{ code: 'SR-5', name: 'Công đoàn Dòng Năm', parent: 'CDPB', quy_mo: 'Dưới 50 người' }],
      5,
    );
    const wrongRow = await importFile(file, officer);
    expect(wrongRow.json().code).toBe('import_wrong_template');
    const res = await importFile(file, officer, { startRow: '5' });
    expect(res.json()).toEqual({ data: { created: 1, updated: 0, skipped: 0 } });
    expect(await byCode('SR-5')).toMatchObject({ organizationParentId: unionB.id, xaPhuongId: wardB.id });
  });

  it('a moved parent carries its subtree; a move under its own subtree is refused', async () => {
    const zoneUnion = (await byCode('KCN-QV'))!;
    const company = (await byCode('CS100'))!;
    const cycle = await importFile(
      await workbook([{ code: 'KCN-QV', name: zoneUnion.name, parent: 'CS100', quy_mo: 'Trên 300 người' }]),
      officer,
    );
    expect(cycle.json().details).toEqual([
      {
        row: 3,
        column: 'Đơn vị cấp trên (tên hoặc mã)',
        message: 'Không thể chọn chính đơn vị này hoặc một đơn vị trực thuộc nó làm đơn vị cấp trên',
      },
    ]);
    const res = await importFile(
      await workbook([
        { code: 'KCN-QV', name: zoneUnion.name, parent: 'Công đoàn Xã Yên Phong', quy_mo: 'Trên 300 người' },
        // A new union under the moved one: its path follows the move.
        {
          code: 'CS101',
          name: 'Công đoàn Công ty Cổ phần Thép Đông Á',
          parent: 'KCN-QV',
          quy_mo: 'Trên 300 người',
        },
      ]),
      officer,
    );
    expect(res.json()).toEqual({ data: { created: 1, updated: 1, skipped: 0 } });
    const moved = (await byCode('KCN-QV'))!;
    expect(moved).toMatchObject({ organizationParentId: unionB.id, path: `${unionB.path}${moved.id}/` });
    expect((await byCode('CS100'))!.path).toBe(`${moved.path}${company.id}/`);
    const added = (await byCode('CS101'))!;
    expect(added.path).toBe(`${moved.path}${added.id}/`);
  });

  it('a chair imports only into their own subtree, and only updates: creating needs the create right', async () => {
    const before = await orgCount();
    const refused = await importFile(
      await workbook([
        { name: 'Công đoàn Ngoài Phạm Vi', parent: 'CDPB', quy_mo: 'Dưới 50 người' },
        { code: 'CDPA', name: 'Công đoàn Phường Đông Ngàn', workerCount: 5, quy_mo: 'Dưới 50 người' },
      ]),
      chair,
    );
    expect(refused.json().details).toEqual([
      {
        row: 3,
        column: 'Đơn vị cấp trên (tên hoặc mã)',
        message:
          'Không tìm thấy đơn vị cấp trên trong phạm vi của bạn (ghi tên hoặc mã đơn vị, hoặc một đơn vị ở dòng phía trên)',
      },
      { row: 4, column: 'Mã đơn vị', message: 'Mã đơn vị đã tồn tại' },
    ]);
    expect(await orgCount()).toBe(before);

    // New units: chairs hold no create right, so the import refuses them as the form does.
    const creating = await importFile(
      await workbook([
        { name: 'Tổ công đoàn Văn phòng', quy_mo: 'Dưới 50 người' },
        { name: 'Tổ công đoàn Khối 6', parent: 'Tổ công đoàn Giáo viên', quy_mo: 'Dưới 50 người' },
      ]),
      chair,
    );
    expect(creating.json().details).toEqual(
      [3, 4].map((row) => ({
        row,
        column: 'Tên đơn vị*',
        message: 'Bạn không có quyền thêm đơn vị mới (chỉ cập nhật được đơn vị đã có)',
      })),
    );
    expect(await orgCount()).toBe(before);

    const ok = await importFile(
      await workbook([
        // Their own unit, under the parent it already has (above their scope): updated in place.
        {
          code: 'CS001',
          name: chairOrg.name,
          parent: 'CDPA',
          workerCount: 60,
          quy_mo: 'Từ 50 đến 300 người',
        },
        { name: chairChild.name, parent: chairOrg.name, workerCount: 12, quy_mo: 'Dưới 50 người' },
      ]),
      chair,
    );
    expect(ok.json()).toEqual({ data: { created: 0, updated: 2, skipped: 0 } });
    expect(await byCode('CS001')).toMatchObject({ organizationParentId: unionA.id, workerCount: 60 });
    const [child] = await db().select().from(organizations).where(eq(organizations.id, chairChild.id));
    expect(child).toMatchObject({ organizationParentId: chairOrg.id, workerCount: 12 });
  });

  it("a ward officer's organisations stay in their ward: blank places are theirs, others refused", async () => {
    const refused = await importFile(
      await workbook([
        { name: 'Công đoàn Xã Khác', ward: wardA.name, quy_mo: 'Dưới 50 người' },
        { name: 'Công đoàn Dưới Phường Khác', parent: 'CDPA', quy_mo: 'Dưới 50 người' },
      ]),
      wardOfficerB,
    );
    expect(refused.json().details).toEqual([
      { row: 3, column: 'Xã/phường (tên hoặc mã)', message: 'Xã/phường nằm ngoài phạm vi dữ liệu của bạn' },
      {
        row: 4,
        column: 'Đơn vị cấp trên (tên hoặc mã)',
        message:
          'Không tìm thấy đơn vị cấp trên trong phạm vi của bạn (ghi tên hoặc mã đơn vị, hoặc một đơn vị ở dòng phía trên)',
      },
    ]);
    const ok = await importFile(
      await workbook([{ name: 'Công đoàn Hợp tác xã Yên Phong', quy_mo: 'Dưới 50 người' }]),
      wardOfficerB,
    );
    expect(ok.json()).toEqual({ data: { created: 1, updated: 0, skipped: 0 } });
    expect(await byName('Công đoàn Hợp tác xã Yên Phong')).toMatchObject({
      organizationParentId: unionB.id,
      xaPhuongId: wardB.id,
    });
  });

  it('refuses a custom value that is not allowed and a required one left blank on a new row', async () => {
    const res = await importFile(
      await workbook([
        {
          code: 'CF-1',
          name: 'Công đoàn Trường Tiểu học A',
          parent: 'CDPB',
          thoa_uoc: 'Có lẽ',
          quy_mo: 'Dưới 50 người',
        },
        { code: 'CF-2', name: 'Công đoàn Trường Tiểu học B', parent: 'CDPB' },
      ]),
      officer,
    );
    expect(res.json().details).toEqual([
      { row: 3, column: 'Có thỏa ước lao động tập thể', message: 'Chỉ nhận Có hoặc Không' },
      { row: 4, column: 'Quy mô lao động*', message: 'Vui lòng nhập quy mô lao động' },
    ]);
    const names = await db()
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.code, ['CF-1', 'CF-2']));
    expect(names).toEqual([]);
  });
});

describe('POST organization/import-excel: a workbook at the edge of the limits', () => {
  it('8,000 rows × 8 cells of long text (2.7 MB inflating to 46 MB) are refused row by row; nothing is written', async () => {
    const file = await longTextWorkbook({ sheet: 'Đơn vị', headers: HEADERS, ...EDGE_OF_LIMITS });
    const [orgsBefore, auditBefore] = [await orgCount(), await auditCount()];
    const res = await importFile(file, officer);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'import_has_errors',
      message: 'Tệp có 8000 dòng lỗi, chưa ghi dòng nào',
    });
    // Eight cells too long, and the required custom field left blank.
    expect(body.details).toHaveLength(8000 * 9);
    expect(body.details.slice(0, 9)).toEqual([
      { row: 3, column: 'Mã đơn vị', message: 'Tối đa 30 ký tự' },
      { row: 3, column: 'Tên đơn vị*', message: 'Tối đa 255 ký tự' },
      { row: 3, column: 'Đơn vị cấp trên (tên hoặc mã)', message: 'Tối đa 500 ký tự' },
      { row: 3, column: 'Cấp', message: 'Tối đa 100 ký tự' },
      { row: 3, column: 'Xã/phường (tên hoặc mã)', message: 'Tối đa 200 ký tự' },
      { row: 3, column: 'Cụm/khu công nghiệp (tên hoặc mã)', message: 'Tối đa 200 ký tự' },
      { row: 3, column: 'Loại hình', message: 'Tối đa 200 ký tự' },
      { row: 3, column: 'Loại công ty', message: 'Tối đa 200 ký tự' },
      { row: 3, column: 'Quy mô lao động*', message: 'Vui lòng nhập quy mô lao động' },
    ]);
    expect(await orgCount()).toBe(orgsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });
});
