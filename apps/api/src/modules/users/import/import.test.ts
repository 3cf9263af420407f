import { deflateRawSync } from 'node:zlib';
import { ROLE_IDS, SPREADSHEET_MIME, toPermissionCode, USER_IMPORT_COLUMNS } from '@congdoan/shared';
import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  organizations,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../../db/schema/index.js';
import { importQueue } from '../../../import/queue.js';
import {
  ADMIN_PASSWORD,
  bearer,
  buildOrganization,
  buildUser,
  buildWard,
  buildZone,
  downloadHeaders,
  importRefused,
  login,
  uploadFile,
  useTestApp,
} from '../../../test/harness.js';
import { EDGE_OF_LIMITS, longText, longTextWorkbook, repeatedTextWorkbook } from '../../../test/workbooks.js';

const t = useTestApp();
let admin: string;
let chair: string;
let orgA: { id: number; name: string; path: string };
let orgB: { id: number; name: string; path: string };
let ward: { id: number; code: string; name: string };
let zone: { id: number; code: string; name: string };

beforeAll(async () => {
  const root = await buildOrganization(t.ctx);
  orgA = await buildOrganization(t.ctx, { parent: root, name: 'Công đoàn Công ty Dệt Nam Định' });
  orgB = await buildOrganization(t.ctx, { parent: root, name: 'Công đoàn Công ty Thép Hòa Phát' });
  await t.ctx.database.db.update(organizations).set({ code: 'CD-DND' }).where(eq(organizations.id, orgA.id));
  ward = await buildWard(t.ctx, 'Phường Hoàn Kiếm Thử');
  zone = await buildZone(t.ctx, 'Khu công nghiệp Thăng Long Thử');
  const chairUser = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: orgA.id });
  admin = (await login(t.ctx, 'admin', ADMIN_PASSWORD)).accessToken;
  chair = (await login(t.ctx, chairUser.username!)).accessToken;
});

const MEMBER_ROLE = 'Đoàn viên công đoàn';
const HEADERS = USER_IMPORT_COLUMNS.map((c) => c.header);

/** A users workbook as an officer fills it: title, headers on row 2, data from row 3. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Người dùng');
  ws.getCell('A1').value = 'DANH SÁCH NGƯỜI DÙNG';
  ws.getRow(2).values = HEADERS;
  rows.forEach((r, i) => {
    ws.getRow(3 + i).values = r;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = (url: string, file: Buffer | null, token?: string, fileName?: string) =>
  uploadFile(t.ctx, url, file, token, { fileName: fileName ?? 'nguoi_dung.xlsx' });

const userCount = async () => (await t.ctx.database.db.select({ n: count() }).from(users))[0]!.n;
const auditCount = async () => (await t.ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n;

/** A zip (stored by hand: node has no zip writer) whose entries may lie about their sizes. */
function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    // CRC left 0: yauzl does not check it, and the guard must refuse before anything would.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const row = (
  n: number,
  over: Partial<Record<(typeof USER_IMPORT_COLUMNS)[number]['key'], string>> = {},
): string[] => {
  const v = {
    fullName: `Nguyễn Thị Hoà ${n}`,
    username: `hoa.nt${n}`,
    passWord: 'Matkhau@123',
    identity: `0010900${String(n).padStart(5, '0')}`,
    email: `hoa.nt${n}@example.vn`,
    phoneNumber: `09120${String(n).padStart(5, '0')}`,
    roleName: MEMBER_ROLE,
    organizationName: orgA.name,
    ward: '',
    zone: '',
    ...over,
  };
  return USER_IMPORT_COLUMNS.map((c) => v[c.key]);
};

describe('GET user/import-template', () => {
  it('downloads an .xlsx with the headers on row 2, an example row, the role list and instructions', async () => {
    for (const url of [
      '/api/v1/user/import-template',
      '/api/v1/user/download-template',
      '/api/v1/report/download-template-import-user',
    ]) {
      const res = await t.ctx.app.inject({ method: 'GET', url, headers: bearer(chair) });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(downloadHeaders('mau_nhap_nguoi_dung.xlsx', SPREADSHEET_MIME));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const ws = wb.getWorksheet('Người dùng')!;
      expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual(HEADERS);
      expect(ws.getCell('A3').value).toBe('Nguyễn Văn An');
      expect(ws.getCell('B3').value).toBe('an.nv');
      expect(ws.getCell('D3').value).toBe('001090000001');
      // The chair's own unit, and a role the chair may grant.
      expect(ws.getCell('H3').value).toBe(orgA.name);
      const lists = wb.getWorksheet('Danh mục')!;
      const roleNames = lists.getColumn(1).values.slice(2);
      expect(roleNames).toContain(MEMBER_ROLE);
      expect(roleNames).not.toContain('Quản trị hệ thống');
      expect(ws.getCell('G3').dataValidation).toMatchObject({ type: 'list' });
      expect(ws.getCell('G500').dataValidation).toMatchObject({ type: 'list' });
      expect(wb.getWorksheet('Hướng dẫn')!.getCell('A1').value).toBe('HƯỚNG DẪN NHẬP NGƯỜI DÙNG');
    }
  });
});

describe('POST user/import: the file', () => {
  it('refuses a request without a file', async () => {
    for (const res of [
      await upload('/user/import', null, admin),
      await t.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/import',
        headers: bearer(admin),
        payload: {},
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'import_file_required', message: 'File Excel là bắt buộc' });
    }
  });

  it('refuses a file over 5 MB', async () => {
    const res = await upload('/user/import', Buffer.alloc(6 * 1024 * 1024, 1), admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'import_file_too_large',
      message: 'File Excel vượt quá dung lượng cho phép (tối đa 5 MB)',
    });
  });

  it('refuses what is not a real .xlsx whatever its name: text, a zip without a workbook', async () => {
    const text = Buffer.from('Họ và tên,Tên đăng nhập\nNguyễn Văn An,an.nv\n');
    const plainZip = zipOf([{ name: 'readme.txt', data: Buffer.from('xin chào') }]);
    for (const file of [text, plainZip]) {
      const res = await upload('/user/import', file, admin, 'nguoi_dung.xlsx');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'import_file_invalid',
        message: 'File không phải là tệp Excel (.xlsx) hợp lệ. Hãy dùng file mẫu và lưu dạng .xlsx',
      });
    }
  });

  it('refuses a zip bomb, and one whose directory lies about the inflated size', async () => {
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const workbookXml = { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') };
    const bomb = zipOf([workbookXml, { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    const liar = zipOf([workbookXml, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await userCount();
    for (const file of [bomb, liar]) {
      const res = await upload('/user/import', file, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'import_file_unsafe',
        message: 'File Excel có dung lượng giải nén bất thường (nghi là tệp độc hại), không thể xử lý',
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a workbook whose cells refer to one long text so often that, written out, it passes the limit', async () => {
    // 35 kB of file whose 2,000 cells come to about 70 MB of text: a zip bomb made of references.
    const file = await repeatedTextWorkbook({
      sheet: 'Người dùng',
      headers: HEADERS,
      cells: 2000,
      chars: 30_000,
    });
    expect(file.length).toBeLessThan(100 * 1024);
    const before = await userCount();
    for (const url of ['/user/import', '/user/import-errors']) {
      const res = await upload(url, file, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'import_file_unsafe',
        message: 'File Excel có dung lượng giải nén bất thường (nghi là tệp độc hại), không thể xử lý',
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses more than 10,000 data rows, a file without rows, and a file without the template columns', async () => {
    const many = await workbook(Array.from({ length: 10_001 }, (_, i) => row(20_000 + i)));
    const tooMany = await upload('/user/import', many, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('File có quá 10.000 dòng dữ liệu. Hãy chia thành nhiều file');

    const empty = await upload('/user/import', await workbook([]), admin);
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'import_empty' });

    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').getRow(2).values = ['Tên', 'Tuổi'];
    wb.getWorksheet('Sheet1')!.getRow(3).values = ['An', 30];
    const wrong = await upload('/user/import', Buffer.from(await wb.xlsx.writeBuffer()), admin);
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      code: 'import_wrong_template',
      message: 'File không đúng mẫu. Hãy tải file mẫu và nhập lại (thiếu cột "Họ và tên*" ở dòng 2)',
    });
  });
});

describe('POST user/import: the rows', () => {
  const good = () => [
    row(1),
    row(2, { organizationName: '', ward: ward.name, zone: zone.code }),
    // The unit by its code rather than its name.
    row(3, { fullName: 'Đặng Văn Đức', identity: '', phoneNumber: '', organizationName: 'cd-dnd' }),
    row(4, { organizationName: orgB.name.toUpperCase() }),
  ];
  const bad = () => {
    const rows = good();
    // Row 4: a CCCD of 11 digits and a role nobody has; row 6: the login name of row 3.
    rows[1] = row(2, { identity: '00109000000', roleName: 'Vai trò không có', ward: ward.name });
    rows[3] = row(4, { username: 'hoa.nt1', email: 'sai-email' });
    return rows;
  };

  it('reports every bad row with its Excel row and column, and writes nothing', async () => {
    const [usersBefore, auditBefore] = [await userCount(), await auditCount()];
    const res = await upload('/user/import', await workbook(bad()), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      importRefused(2, [
        { row: 4, column: 'Số CCCD', message: 'Số CCCD gồm 12 chữ số' },
        { row: 4, column: 'Vai trò*', message: 'Vai trò không tồn tại' },
        { row: 6, column: 'Tên đăng nhập*', message: 'Trùng với dòng 3' },
        { row: 6, column: 'Email', message: 'Email không hợp lệ' },
      ]),
    );
    expect(await userCount()).toBe(usersBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('import-errors answers the same workbook with a "Lỗi" column filled per row', async () => {
    const res = await upload('/user/import-errors', await workbook(bad()), admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('nguoi_dung_kem_loi.xlsx', SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet('Người dùng')!;
    expect(ws.getCell('K2').value).toBe('Lỗi');
    expect(ws.getCell('K3').value).toBeNull();
    expect(ws.getCell('K4').value).toBe('Số CCCD: Số CCCD gồm 12 chữ số; Vai trò*: Vai trò không tồn tại');
    expect(ws.getCell('K6').value).toBe('Tên đăng nhập*: Trùng với dòng 3; Email: Email không hợp lệ');
    expect(ws.getCell('A3').value).toBe('Nguyễn Thị Hoà 1');
  });

  it('writes every row of the fixed file in one go; the same file again changes nothing', async () => {
    const [usersBefore, auditBefore] = [await userCount(), await auditCount()];
    const file = await workbook(good());
    const res = await upload('/user/import', file, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { created: 4, updated: 0, skipped: 0 } });
    expect(await userCount()).toBe(usersBefore + 4);
    const [entry] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'import'));
    expect(entry).toMatchObject({ subject: 'user', after: expect.objectContaining({ created: 4 }) });
    expect(await auditCount()).toBe(auditBefore + 1);

    const [second] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'hoa.nt2'));
    expect(second).toMatchObject({ organizationId: null, xaPhuongId: ward.id, cumKhuCnId: zone.id });
    const [third] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'hoa.nt3'));
    expect(third!.organizationId).toBe(orgA.id);
    const [fourth] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'hoa.nt4'));
    expect(fourth!.organizationId).toBe(orgB.id);
    const roles = await t.ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, fourth!.id));
    expect(roles).toEqual([{ userId: fourth!.id, roleId: ROLE_IDS.member }]);
    // The imported password signs in.
    expect((await login(t.ctx, 'hoa.nt4', 'Matkhau@123')).userData.id).toBe(fourth!.id);

    const again = await upload('/user/import', file, admin);
    expect(again.json()).toEqual({ data: { created: 0, updated: 0, skipped: 4 } });
    expect(await userCount()).toBe(usersBefore + 4);
  });

  it('finds the imported users by searching without accents', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/list-all?search=dang%20van%20duc',
      headers: bearer(admin),
    });
    expect(res.json().data.list.map((u: { username: string }) => u.username)).toEqual(['hoa.nt3']);
  });

  it('a known login name with the same CCCD is updated; with another CCCD it is an error', async () => {
    const before = await userCount();
    const changed = await upload(
      '/user/import',
      await workbook([row(1, { fullName: 'Nguyễn Thị Hoà Bình', phoneNumber: '0987654321' }), row(2)]),
      admin,
    );
    expect(changed.json()).toEqual({ data: { created: 0, updated: 2, skipped: 0 } });
    const [first] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'hoa.nt1'));
    expect(first).toMatchObject({ fullName: 'Nguyễn Thị Hoà Bình', phoneNumber: '0987654321' });

    const clash = await upload(
      '/user/import',
      await workbook([row(1, { identity: '001099999999' }), row(5, { identity: row(2)[3]! })]),
      admin,
    );
    expect(clash.json().details).toEqual([
      { row: 3, column: 'Tên đăng nhập*', message: 'Tên đăng nhập đã thuộc về tài khoản có số CCCD khác' },
      { row: 4, column: 'Số CCCD', message: 'Tên đăng nhập hoặc số CCCD/CMND đã tồn tại' },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('a chair imports only into their unit and grants only roles no stronger than theirs', async () => {
    const before = await userCount();
    const res = await upload(
      '/user/import',
      await workbook([
        row(31, { roleName: 'Quản trị hệ thống' }),
        row(32, { organizationName: orgB.name }),
        row(33, { organizationName: '' }),
      ]),
      chair,
    );
    expect(res.json().details).toEqual([
      { row: 3, column: 'Vai trò*', message: 'Bạn không thể cấp vai trò có quyền rộng hơn quyền của mình' },
      { row: 4, column: 'Đơn vị', message: 'Đơn vị không tồn tại' },
    ]);
    expect(await userCount()).toBe(before);
    const ok = await upload('/user/import', await workbook([row(33, { organizationName: '' })]), chair);
    expect(ok.json()).toEqual({ data: { created: 1, updated: 0, skipped: 0 } });
    const [created] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'hoa.nt33'));
    expect(created!.organizationId).toBe(orgA.id);
  });
});

describe('POST user/import: the right to change existing accounts', () => {
  /** A province-wide role an administrator made, holding exactly these rights on users. */
  async function roleWith(name: string, actions: ('read' | 'create' | 'update')[]) {
    const [role] = await t.ctx.database.db.insert(roles).values({ name, scope: 'province' }).returning();
    const codes = actions.map((action) => toPermissionCode({ action, subject: 'user' }));
    const granted = await t.ctx.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.code, codes));
    expect(granted).toHaveLength(codes.length);
    if (granted.length) {
      await t.ctx.database.db
        .insert(rolePermissions)
        .values(granted.map((p) => ({ roleId: role!.id, permissionId: p.id })));
    }
    return role!;
  }

  it('a caller who may create but not update users cannot change an account by importing it; with update they can', async () => {
    // The role the rows give: no rights, so any caller who may create users may grant it.
    const plain = await roleWith('Vai trò nhập thử', []);
    const existing = await buildUser(t.ctx, {
      roles: [plain.id],
      username: 'hoa.nt61',
      fullName: 'Nguyễn Thị Hoà 61',
      identity: '001090000061',
      email: 'hoa.nt61@example.vn',
      organizationId: orgA.id,
    });
    const creator = await buildUser(t.ctx, { roles: [(await roleWith('Tạo người dùng', ['create'])).id] });
    const updater = await buildUser(t.ctx, {
      roles: [(await roleWith('Tạo và sửa người dùng', ['create', 'update'])).id],
    });
    const file = await workbook([
      row(60, { roleName: plain.name }),
      row(61, { roleName: plain.name, fullName: 'Tên Đã Bị Đổi', phoneNumber: '0987000061' }),
    ]);
    const creatorToken = (await login(t.ctx, creator.username!)).accessToken;
    const updaterToken = (await login(t.ctx, updater.username!)).accessToken;
    const [usersBefore, auditBefore] = [await userCount(), await auditCount()];
    const byUsername = async (username: string) =>
      (await t.ctx.database.db.select().from(users).where(eq(users.username, username)))[0];

    const refused = await upload('/user/import', file, creatorToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'import_has_errors',
      message: 'Tệp có 1 dòng lỗi, chưa ghi dòng nào',
      details: [
        {
          row: 4,
          column: 'Tên đăng nhập*',
          message: 'Bạn không có quyền sửa tài khoản đã có (chỉ thêm được tài khoản mới)',
        },
      ],
    });
    expect(await userCount()).toBe(usersBefore);
    expect(await auditCount()).toBe(auditBefore);
    expect(await byUsername('hoa.nt61')).toMatchObject({
      fullName: existing.fullName,
      phoneNumber: existing.phoneNumber,
    });

    const errorsFile = await upload('/user/import-errors', file, creatorToken);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(errorsFile.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet('Người dùng')!;
    expect(ws.getCell('K3').value).toBeNull();
    expect(ws.getCell('K4').value).toBe(
      'Tên đăng nhập*: Bạn không có quyền sửa tài khoản đã có (chỉ thêm được tài khoản mới)',
    );

    const done = await upload('/user/import', file, updaterToken);
    expect(done.json()).toEqual({ data: { created: 1, updated: 1, skipped: 0 } });
    expect(await userCount()).toBe(usersBefore + 1);
    expect(await byUsername('hoa.nt61')).toMatchObject({
      fullName: 'Tên Đã Bị Đổi',
      phoneNumber: '0987000061',
    });
    // What is already as the file says is skipped, which needs no right to update.
    const again = await upload('/user/import', file, creatorToken);
    expect(again.json()).toEqual({ data: { created: 0, updated: 0, skipped: 2 } });
  });
});

describe('a workbook at the edge of the limits: 8,000 rows × 8 cells of long text, 2.7 MB inflating to 46 MB', () => {
  const shape = { sheet: 'Người dùng', headers: HEADERS, ...EDGE_OF_LIMITS };
  let file: Buffer;
  beforeAll(async () => {
    file = await longTextWorkbook(shape);
  });

  it('passes the upload guards and is refused row by row, every row at once; nothing is written', async () => {
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const [usersBefore, auditBefore] = [await userCount(), await auditCount()];
    const res = await upload('/user/import', file, admin);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'import_has_errors',
      message: 'Tệp có 8000 dòng lỗi, chưa ghi dòng nào',
    });
    expect(body.details).toHaveLength(8000 * 8);
    expect(body.details.slice(0, 8)).toEqual([
      { row: 3, column: 'Họ và tên*', message: 'Tối đa 150 ký tự' },
      { row: 3, column: 'Tên đăng nhập*', message: 'Tối đa 50 ký tự' },
      { row: 3, column: 'Mật khẩu*', message: 'Tối đa 128 ký tự' },
      { row: 3, column: 'Số CCCD', message: 'Số CCCD gồm 12 chữ số' },
      { row: 3, column: 'Email', message: 'Email không hợp lệ' },
      { row: 3, column: 'Số điện thoại', message: 'Số điện thoại không hợp lệ' },
      { row: 3, column: 'Vai trò*', message: 'Tối đa 200 ký tự' },
      { row: 3, column: 'Đơn vị', message: 'Tối đa 500 ký tự' },
    ]);
    expect(body.details.at(-1)).toMatchObject({ row: 8002, column: 'Đơn vị' });
    expect(await userCount()).toBe(usersBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("import-errors answers every uploaded cell whole (Vietnamese intact) beside its row's errors", async () => {
    const res = await upload('/user/import-errors', file, admin);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet('Người dùng')!;
    expect(ws.getCell('K2').value).toBe('Lỗi');
    const differ: string[] = [];
    for (let i = 0; i < shape.rows; i++) {
      const row = ws.getRow(3 + i);
      for (let c = 0; c < shape.cells; c++) {
        if (row.getCell(c + 1).value !== longText(i, c, shape.chars)) differ.push(row.getCell(c + 1).address);
      }
    }
    expect(differ).toEqual([]);
    expect(ws.getCell('K3').value).toBe(
      'Họ và tên*: Tối đa 150 ký tự; Tên đăng nhập*: Tối đa 50 ký tự; Mật khẩu*: Tối đa 128 ký tự; Số CCCD: Số CCCD gồm 12 chữ số; Email: Email không hợp lệ; Số điện thoại: Số điện thoại không hợp lệ; Vai trò*: Tối đa 200 ký tự; Đơn vị: Tối đa 500 ký tự',
    );
    expect(ws.getCell('K8002').value).toBe(ws.getCell('K3').value);
  });
});

describe('imports take turns', () => {
  it('an import waits while another works, then goes through', async () => {
    const running = importQueue.admit();
    await running.ready();
    let settled = false;
    const pending = upload('/user/import', await workbook([row(960)]), admin).finally(() => {
      settled = true;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
    } finally {
      running.release();
    }
    expect((await pending).json()).toEqual({ data: { created: 1, updated: 0, skipped: 0 } });
  });

  it('one that would wait too long is told to come back (503 import_busy); nothing is written', async () => {
    // The working place and the whole line, taken.
    const turns = Array.from({ length: 5 }, () => importQueue.admit());
    await turns[0]!.ready();
    const before = await userCount();
    try {
      for (const url of ['/user/import', '/user/import-errors']) {
        const res = await upload(url, await workbook([row(961)]), admin);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('60');
        expect(res.json()).toMatchObject({
          code: 'import_busy',
          message: 'Hệ thống đang xử lý các tệp nhập khác. Vui lòng thử lại sau ít phút',
        });
      }
    } finally {
      for (const turn of turns) turn.release();
    }
    expect(await userCount()).toBe(before);
    const ok = await upload('/user/import', await workbook([row(961)]), admin);
    expect(ok.json()).toEqual({ data: { created: 1, updated: 0, skipped: 0 } });
  });
});
