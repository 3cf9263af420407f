import { COMPANY_IMPORT_FILE_NAME, SPREADSHEET_MIME } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companiesWithoutUnion, industrialZones } from '../../../db/schema/index.js';
import {
  buildCompany,
  buildRole,
  buildZone,
  downloadHeaders,
  tokenFor,
  uploadFile,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });
/** Provincial officer: every organisation and zone right, province-wide (may create zones). */
const officer = () => t.world.as.provincialOfficer.token;
/** A zone officer of `quevo`: imports and creates companies, creates no zone. */
let zoneOfficer: string;
let quevo: { id: number; name: string };
let yenPhong: { id: number; name: string; code: string };

beforeAll(async () => {
  quevo = await buildZone(t.ctx, 'Khu công nghiệp Quế Võ');
  yenPhong = await buildZone(t.ctx, 'Khu công nghiệp Yên Phong');
  const role = await buildRole(t.ctx, {
    scope: 'zone',
    grants: [
      ['read', 'organization'],
      ['create', 'organization'],
      ['import_excel', 'organization'],
      ['download_sample', 'organization'],
    ],
  });
  zoneOfficer = await tokenFor(t.ctx, { roles: [role.id], cumKhuCnId: quevo.id });
});

type Cell = string | number | null;
/** A workbook as the federation's officers fill it: a sheet per zone, a title, the headers, then rows. */
async function workbook(
  sheets: Record<string, Cell[][]>,
  options: { title?: boolean } = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    let at = 1;
    if (options.title !== false) {
      ws.getCell('A1').value = `DANH SÁCH CÔNG TY CHƯA CÓ CÔNG ĐOÀN - ${name.toUpperCase()}`;
      ws.getRow(3).values = ['STT', 'Tên công ty'];
      at = 4;
    }
    rows.forEach((r, i) => {
      ws.getRow(at + i).values = r;
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importFile = (file: Buffer, token = officer()) =>
  uploadFile(t.ctx, '/cong-ty-chua-co-cd/import', file, token);

const companiesOf = async (zoneId: number) =>
  (
    await t.ctx.database.db
      .select({ name: companiesWithoutUnion.name })
      .from(companiesWithoutUnion)
      .where(eq(companiesWithoutUnion.cumKhuCnId, zoneId))
  )
    .map((r) => r.name)
    .sort();
const companyCount = async () =>
  (await t.ctx.database.db.select({ n: count() }).from(companiesWithoutUnion))[0]!.n;

describe('POST cong-ty-chua-co-cd/import', () => {
  const good = () =>
    workbook({
      // The zone's own name, and a zone named without accents.
      'Khu công nghiệp Quế Võ': [
        [1, 'Công ty TNHH Samsung Display Thử'],
        [2, '  Công ty Cổ phần Canon Thử  '],
        [3, 'Công ty TNHH Foxconn Thử'],
        [null, 'Ghi chú: số liệu tháng 10'],
        [4, 'Công ty sau dòng trống (không nhập)'],
      ],
      'khu cong nghiep yen phong': [
        [1, 'Công ty TNHH Hanwha Thử'],
        [2, 'Công ty TNHH Goertek Thử'],
      ],
    });

  it('imports every zone sheet, from STT = 1 to the first empty STT, in one transaction, audited', async () => {
    const res = await importFile(await good());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      message: 'Import thành công',
      successCount: 5,
      errorCount: 0,
      errors: {},
      newCumKhuCount: 0,
      newCumKhuNames: [],
    });
    expect(data.createdIds).toHaveLength(5);
    expect(await companiesOf(quevo.id)).toEqual([
      'Công ty Cổ phần Canon Thử',
      'Công ty TNHH Foxconn Thử',
      'Công ty TNHH Samsung Display Thử',
    ]);
    expect(await companiesOf(yenPhong.id)).toEqual(['Công ty TNHH Goertek Thử', 'Công ty TNHH Hanwha Thử']);
    const audits = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.subject, 'company'));
    expect(audits.filter((a) => a.action === 'create')).toHaveLength(5);
    expect(audits.find((a) => a.action === 'import')?.after).toMatchObject({ successCount: 5 });
    // Searchable without accents, like a company created by hand.
    const found = await t.call('GET', '/cong-ty-chua-co-cd', {
      token: officer(),
      query: { search: 'canon thu' },
    });
    expect(found.json().data.list.map((c: { ten: string }) => c.ten)).toEqual(['Công ty Cổ phần Canon Thử']);
  });

  it('imported again, skips the companies already there and lists them, as the deployed answer does', async () => {
    const before = await companyCount();
    const res = await importFile(await good());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'Import hoàn tất với một số lỗi',
      successCount: 0,
      errorCount: 5,
      createdIds: [],
      errors: {
        'Khu công nghiệp Quế Võ': {
          '4': ['Công ty "Công ty TNHH Samsung Display Thử" đã tồn tại trong hệ thống'],
          '5': ['Công ty "Công ty Cổ phần Canon Thử" đã tồn tại trong hệ thống'],
          '6': ['Công ty "Công ty TNHH Foxconn Thử" đã tồn tại trong hệ thống'],
        },
        'khu cong nghiep yen phong': {
          '4': ['Công ty "Công ty TNHH Hanwha Thử" đã tồn tại trong hệ thống'],
          '5': ['Công ty "Công ty TNHH Goertek Thử" đã tồn tại trong hệ thống'],
        },
      },
    });
    expect(await companyCount()).toBe(before);
  });

  it('refuses the whole file on any row or sheet error, naming sheet and row, and writes nothing', async () => {
    const taken = await buildCompany(t.ctx, { cumKhuCnId: quevo.id });
    const before = await companyCount();
    const file = await workbook({
      'Khu công nghiệp Quế Võ': [
        [1, 'Công ty Hợp Lệ Một'],
        [2, ''],
        [3, 'Công ty Hợp Lệ Một'],
        [4, taken.name.toUpperCase()],
      ],
      'Cụm công nghiệp Không Có': [[1, 'Công ty Hợp Lệ Hai']],
      'Trang ghi chú': [[null, 'Danh sách do phòng tổ chức lập']],
    });
    const res = await importFile(file, zoneOfficer);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('import_has_errors');
    expect(body.message).toBe('Tệp có 4 dòng lỗi, chưa ghi dòng nào');
    expect(body.details).toEqual([
      {
        sheet: 'Khu công nghiệp Quế Võ',
        row: 5,
        column: 'Tên công ty',
        message: 'Tên công ty không được để trống',
      },
      {
        sheet: 'Khu công nghiệp Quế Võ',
        row: 6,
        column: 'Tên công ty',
        message: 'Công ty "Công ty Hợp Lệ Một" đã có ở sheet "Khu công nghiệp Quế Võ", dòng 4 của file',
      },
      {
        sheet: 'Cụm công nghiệp Không Có',
        row: 0,
        column: 'Tên sheet',
        message:
          'Cụm/khu công nghiệp "Cụm công nghiệp Không Có" không tồn tại (tên sheet là tên hoặc mã của cụm/khu công nghiệp)',
      },
      { sheet: 'Trang ghi chú', row: 0, column: 'STT', message: 'Không tìm thấy dòng bắt đầu với STT = 1' },
    ]);
    expect(await companyCount()).toBe(before);
  });

  it('a zone the caller does not reach is an error of its sheet', async () => {
    const res = await importFile(
      await workbook({ [yenPhong.code]: [[1, 'Công ty Ngoài Phạm Vi']] }),
      zoneOfficer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        sheet: yenPhong.code,
        row: 0,
        column: 'Tên sheet',
        message: `Cụm/khu công nghiệp "${yenPhong.code}" nằm ngoài phạm vi dữ liệu của bạn`,
      },
    ]);
  });

  it('creates an unknown zone when the caller may create zones province-wide, once, with a code', async () => {
    const file = await workbook(
      {
        'Cụm công nghiệp Đồng Nguyên': [
          [1, 'Công ty Đồng Nguyên Một'],
          [2, 'Công ty Đồng Nguyên Hai'],
        ],
      },
      { title: false },
    );
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      successCount: 2,
      newCumKhuCount: 1,
      newCumKhuNames: ['Cụm công nghiệp Đồng Nguyên'],
    });
    const [zone] = await t.ctx.database.db
      .select()
      .from(industrialZones)
      .where(eq(industrialZones.name, 'Cụm công nghiệp Đồng Nguyên'));
    expect(zone?.code).toMatch(/^CCNDN(-\d+)?$/);
    expect(await companiesOf(zone!.id)).toEqual(['Công ty Đồng Nguyên Hai', 'Công ty Đồng Nguyên Một']);
  });

  it('refuses a file with no data, and anything that is not a workbook, before reading rows', async () => {
    const empty = await importFile(await workbook({ 'Khu công nghiệp Quế Võ': [] }, { title: false }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('import_empty');
    const notXlsx = await importFile(Buffer.from('STT,Tên công ty\n1,Công ty A'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().code).toBe('import_file_invalid');
    const none = await uploadFile(t.ctx, '/cong-ty-chua-co-cd/import', null, officer());
    expect(none.json().message).toBe('File Excel là bắt buộc');
  });
});

describe('GET cong-ty-chua-co-cd/download-template', () => {
  it('answers a workbook with one example sheet named after a zone the caller reaches, and the instructions', async () => {
    const res = await t.call('GET', '/cong-ty-chua-co-cd/download-template', zoneOfficer);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders(COMPANY_IMPORT_FILE_NAME, SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const visible = wb.worksheets.filter((s) => s.state === 'visible').map((s) => s.name);
    expect(visible).toEqual(['Khu công nghiệp Quế Võ', 'Hướng dẫn']);
    const sheet = wb.getWorksheet('Khu công nghiệp Quế Võ')!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'STT', 'Tên công ty']);
    expect(sheet.getCell('A3').value).toBe(1);

    // The template as downloaded imports (its example row), for whoever may write to that zone.
    const res2 = await importFile(res.rawPayload, zoneOfficer);
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data.successCount).toBe(1);
  });
});
