import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_ERRORS_FILE_NAME,
  MEMBER_IMPORT_FILE_NAME,
  type MemberDetail,
  type MemberImportColumnKey,
  type MemberImportPreview,
  SPREADSHEET_MIME,
} from '@congdoan/shared';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, organizations } from '../../../db/schema/index.js';
import {
  auditRows,
  buildCategoryItem,
  buildMember,
  buildRole,
  buildWard,
  downloadHeaders,
  tokenFor,
  uploadFile,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });
/** Chair of orgA: the members of orgA and the units under it. */
const chair = () => t.world.as.chair.token;
const orgA = () => t.world.grassroots[0];
/** The ward union's other grassroots union: out of the chair's reach. */
const orgA2 = () => t.world.grassroots[1];
const orgB = () => t.world.elsewhere;

let ward: { id: number; name: string };
beforeAll(async () => {
  await buildCategoryItem(t.ctx, { kind: 'ethnics', name: 'Mường thử', code: 'MUONGT' });
  ward = await buildWard(t.ctx, 'Phường Nhập Thử');
});

type Cells = Partial<Record<MemberImportColumnKey, string | number | Date>>;

/** A members workbook as an officer fills it: title, headers on row 2, data from row 3. */
async function workbook(rows: Cells[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Đoàn viên');
  ws.getCell('A1').value = 'DANH SÁCH ĐOÀN VIÊN';
  ws.getRow(2).values = MEMBER_IMPORT_COLUMNS.map((c) => c.header);
  rows.forEach((r, i) => {
    ws.getRow(3 + i).values = MEMBER_IMPORT_COLUMNS.map((c) => r[c.key] ?? null);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let serial = 0;
/** A valid row of orgA, named and numbered apart from every other. */
const row = (extra: Cells = {}): Cells => {
  const n = ++serial;
  return {
    fullName: `Trần Thị Nhập ${n}`,
    dateOfBirth: '15/03/1990',
    gender: 'Nữ',
    organization: orgA().name,
    identity: `0241900${String(n).padStart(5, '0')}`,
    joinedAt: '01/06/2015',
    ...extra,
  };
};

const upload = async (path: string, rows: Cells[], token = chair()) =>
  uploadFile(t.ctx, path, await workbook(rows), token, { fileName: 'doan_vien.xlsx' });
const imported = async (rows: Cells[], token = chair()) => {
  const res = await upload('/member/import', rows, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { created: number; updated: number; skipped: number };
};
const membersOf = async (organizationId: number) =>
  (
    await t.ctx.database.db
      .select({ n: count() })
      .from(members)
      .where(eq(members.organizationId, organizationId))
  )[0]!.n;
const byIdentity = async (identity: string) => {
  const [m] = await t.ctx.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.identity, identity), eq(members.status, 'dang_sinh_hoat')));
  const res = await t.call('GET', `/member/detail?memberId=${m!.id}`, chair());
  return res.json().data as MemberDetail;
};

describe('GET member/download-template', () => {
  it("lists the caller's own unions and the categories, headers on row 2", async () => {
    const res = await t.call('GET', '/member/download-template', chair());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders(MEMBER_IMPORT_FILE_NAME, SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Đoàn viên')!;
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(
      MEMBER_IMPORT_COLUMNS.map((c) => c.header),
    );
    const lists = wb.getWorksheet('Danh mục')!;
    const listed = new Set<string>();
    lists.eachRow((r) => r.eachCell((c) => listed.add(String(c.value))));
    expect(listed).toContain(orgA().name);
    expect(listed).not.toContain(orgB().name);
    expect(listed).toContain('Mường thử');
  });
});

describe('POST member/import', () => {
  it('previews without writing, then admits every row; the same file again changes nothing', async () => {
    const rows = [
      row({ ethnicity: 'muong thu', partyMember: 'Có', addressWard: ward.name, address: '12 Lê Lợi' }),
      row({ gender: 'nam', dateOfBirth: new Date(Date.UTC(1985, 0, 2)), cardNumber: 'CD-0001' }),
      row({ organization: orgA().name.toUpperCase(), phoneNumber: '0912000111' }),
    ];
    const before = await membersOf(orgA().id);

    const preview = await upload('/member/import-preview', rows);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data as MemberImportPreview;
    expect(p).toMatchObject({ created: 3, updated: 0, skipped: 0 });
    expect(p.rows.map((r) => [r.row, r.action, r.cardNumber])).toEqual([
      [3, 'create', null],
      [4, 'create', 'CD-0001'],
      [5, 'create', null],
    ]);
    expect(await membersOf(orgA().id)).toBe(before);

    expect(await imported(rows)).toEqual({ created: 3, updated: 0, skipped: 0 });
    expect(await membersOf(orgA().id)).toBe(before + 3);
    const first = await byIdentity(String(rows[0]!.identity));
    expect(first).toMatchObject({
      organizationId: orgA().id,
      gender: 'nu',
      dateOfBirth: '1990-03-15',
      joinedAt: '2015-06-01',
      ethnicityName: 'Mường thử',
      partyMember: true,
      addressWardName: ward.name,
      address: '12 Lê Lợi',
    });
    expect(first.cardNumber).toMatch(/^DV\d{10}$/);
    expect(first.events).toMatchObject([{ kind: 'tiep_nhan', effectiveOn: '2015-06-01' }]);
    expect(await auditRows(t.ctx, 'member', first.id)).toMatchObject([
      { action: 'create', after: { fullName: rows[0]!.fullName, ethnicityName: 'Mường thử' } },
    ]);
    expect(await byIdentity(String(rows[1]!.identity))).toMatchObject({
      cardNumber: 'CD-0001',
      dateOfBirth: '1985-01-02',
      gender: 'nam',
    });
    // The union's count is its members'.
    const [org] = await t.ctx.database.db
      .select({ memberCount: organizations.memberCount })
      .from(organizations)
      .where(eq(organizations.id, orgA().id));
    expect(org!.memberCount).toBe(before + 3);

    expect(await imported(rows)).toEqual({ created: 0, updated: 0, skipped: 3 });
    expect(await membersOf(orgA().id)).toBe(before + 3);
  });

  it('updates the cells a row fills of the member its card or CCCD names; blank cells keep theirs', async () => {
    const stored = await buildMember(t.ctx, {
      organizationId: orgA().id,
      identity: '024188000777',
      phoneNumber: '0913000777',
      address: 'Số 5 ngõ 3',
      fullName: 'Lê Văn Cũ',
      dateOfBirth: '1988-01-01',
    });
    const file = [
      {
        fullName: 'Lê Văn Cũ',
        dateOfBirth: '01/01/1988',
        gender: 'Nam',
        organization: orgA().name,
        identity: '024188000777',
        phoneNumber: '0913999888',
      },
      row(),
    ];
    const preview = (await upload('/member/import-preview', file)).json().data as MemberImportPreview;
    expect(preview).toMatchObject({ created: 1, updated: 1, skipped: 0 });
    expect(preview.rows[0]).toMatchObject({
      action: 'update',
      memberId: stored.id,
      cardNumber: stored.cardNumber,
      changes: ['Số điện thoại'],
    });

    expect(await imported(file)).toEqual({ created: 1, updated: 1, skipped: 0 });
    const after = await byIdentity('024188000777');
    expect(after).toMatchObject({ id: stored.id, phoneNumber: '0913999888', address: 'Số 5 ngõ 3' });
    const audits = await auditRows(t.ctx, 'member', stored.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      before: { phoneNumber: '0913000777' },
      after: { phoneNumber: '0913999888' },
    });
    // Found by its card number too.
    expect(
      await imported([{ ...file[0]!, identity: undefined, cardNumber: stored.cardNumber, address: 'Số 9' }]),
    ).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect((await byIdentity('024188000777')).address).toBe('Số 9');
  });

  it('refuses the whole file with every problem at its row and column, and writes nothing', async () => {
    const outside = await buildMember(t.ctx, { organizationId: orgB().id, identity: '024177000555' });
    const neighbour = await buildMember(t.ctx, { organizationId: orgA().id, identity: '024177000666' });
    const good = row();
    const rows = [
      good,
      row({ organization: orgB().name }),
      row({ identity: '123' }),
      row({ identity: good.identity }),
      row({ ethnicity: 'Không có dân tộc này' }),
      row({ joinedAt: '01/01/1980' }),
      row({ dateOfBirth: '31/02/1990', gender: 'khác' }),
      row({ identity: outside.identity! }),
      row({
        identity: neighbour.identity!,
        organization: orgA2().name,
        fullName: neighbour.fullName,
        dateOfBirth: '01/05/1990',
      }),
    ];
    const before = await membersOf(orgA().id);
    const res = await upload('/member/import', rows);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'import_has_errors',
      message: 'Tệp có 8 dòng lỗi, chưa ghi dòng nào',
    });
    expect(res.json().details).toEqual([
      {
        row: 4,
        column: 'Công đoàn cơ sở* (tên hoặc mã)',
        message: 'Không có công đoàn cơ sở đang hoạt động này trong phạm vi quản lý của bạn',
      },
      { row: 5, column: 'Số CCCD', message: 'Số CCCD gồm 12 chữ số' },
      { row: 6, column: 'Số CCCD', message: 'Trùng với dòng 3' },
      { row: 7, column: 'Dân tộc', message: 'Không có trong danh mục Dân tộc' },
      { row: 8, column: 'Ngày vào công đoàn', message: 'Ngày vào công đoàn phải sau ngày sinh' },
      { row: 9, column: 'Ngày sinh*', message: 'Ngày không hợp lệ (ngày/tháng/năm, ví dụ 15/03/1990)' },
      { row: 9, column: 'Giới tính*', message: 'Vui lòng chọn giới tính' },
      // A member out of reach: as the form says it, nothing of who or where.
      { row: 10, column: 'Số CCCD', message: 'Số CCCD đã có ở một đoàn viên đang sinh hoạt khác' },
      {
        row: 11,
        column: 'Công đoàn cơ sở* (tên hoặc mã)',
        message: 'Không có công đoàn cơ sở đang hoạt động này trong phạm vi quản lý của bạn',
      },
    ]);
    expect(await membersOf(orgA().id)).toBe(before);

    // The same rows come back with a 'Lỗi' column to fix them in place.
    const errors = await upload('/member/import-errors', rows);
    expect(errors.statusCode).toBe(200);
    expect(errors.headers).toMatchObject(downloadHeaders(MEMBER_IMPORT_ERRORS_FILE_NAME, SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(errors.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Đoàn viên')!;
    const lastColumn = MEMBER_IMPORT_COLUMNS.length + 1;
    expect(sheet.getRow(2).getCell(lastColumn).text).toBe('Lỗi');
    expect(sheet.getRow(3).getCell(lastColumn).text).toBe('');
    expect(sheet.getRow(6).getCell(lastColumn).text).toContain('Trùng với dòng 3');
  });

  it('moves no one: a member of another union of the caller says to transfer instead', async () => {
    const wardChair = t.world.wardUnionChair.token;
    const there = await buildMember(t.ctx, { organizationId: orgA2().id, identity: '024166000444' });
    const res = await upload(
      '/member/import',
      [row({ identity: there.identity!, organization: orgA().name, fullName: there.fullName })],
      wardChair,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        row: 3,
        column: 'Công đoàn cơ sở* (tên hoặc mã)',
        message: `Đoàn viên đang sinh hoạt ở ${orgA2().name}; đổi công đoàn bằng chức năng Chuyển sinh hoạt`,
      },
    ]);
  });

  it('renames no one: a number that is another member’s, by name and date of birth, is refused', async () => {
    const someone = await buildMember(t.ctx, {
      organizationId: orgA().id,
      identity: '024155000333',
      fullName: 'Phùng Văn Khác',
      dateOfBirth: '1970-07-07',
    });
    const res = await upload('/member/import', [row({ identity: someone.identity! })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        row: 3,
        column: 'Số CCCD',
        message:
          'Số CCCD này là của đoàn viên Phùng Văn Khác (sinh ngày 07/07/1970), khác họ tên và ngày sinh trên dòng',
      },
    ]);
    // The same person with a corrected name is theirs to update.
    expect(
      await imported([
        row({ identity: someone.identity!, fullName: 'Phùng Văn Khắc', dateOfBirth: '07/07/1970' }),
      ]),
    ).toEqual({ created: 0, updated: 1, skipped: 0 });
  });

  it('adds members only for those who may add them', async () => {
    const role = await buildRole(t.ctx, {
      scope: 'organization',
      grants: [
        ['read', 'member'],
        ['update', 'member'],
        ['import_excel', 'member'],
      ],
    });
    const updater = await tokenFor(t.ctx, { roles: [role.id], organizationId: orgA().id });
    const res = await upload('/member/import', [row()], updater);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        row: 3,
        column: 'Họ và tên*',
        message: 'Bạn không có quyền thêm đoàn viên mới (chỉ cập nhật đoàn viên đã có)',
      },
    ]);
  });

  it('is for those who may import members', async () => {
    const res = await upload('/member/import', [row()], t.world.as.member.token);
    expect(res.statusCode).toBe(403);
    const template = await t.call('GET', '/member/download-template', t.world.as.member.token);
    expect(template.statusCode).toBe(403);
  });
});
