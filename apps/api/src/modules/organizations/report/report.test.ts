import { ORGANIZATION_REPORT_COLUMNS, ROLE_IDS, SPREADSHEET_MIME, toSearchText } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationChoices, organizationDynamicFields, organizations } from '../../../db/schema/index.js';
import { AGREEMENT_FIELD } from '../../../test/dynamic-fields.js';
import {
  adminToken,
  bearer,
  buildOrganization,
  buildWard,
  buildZone,
  downloadHeaders,
  tokenFor,
  useTestApp,
} from '../../../test/harness.js';
import { REPORT_PAGE, vietnameseDate } from './report.js';

/**
 *   root (federation)
 *   ├── unionA (ward, Phường An Bình) ── g1 (zone Quế Võ), g2 (zone Quế Võ), g3 (no zone)
 *   ├── unionB (ward, Xã Yên Phong) ── g4 (no zone)
 *   └── unionC (ward, Xã Đông Phong) ── PAGED grassroots unions (more than a page of the report)
 */
const t = useTestApp();
let admin: string;
let chairA: string;
let viceChairA: string;
let wardA: { id: number; name: string };
let wardB: { id: number; name: string };
let wardC: { id: number; name: string };
let zone: { id: number; name: string };
let zone2: { id: number; name: string };
const PAGED = REPORT_PAGE + 500;

const db = () => t.ctx.database.db;

async function grassroots(
  name: string,
  parent: { id: number; path: string },
  values: Partial<typeof organizations.$inferInsert>,
) {
  const org = await buildOrganization(t.ctx, { parent, name });
  await db()
    .update(organizations)
    .set({ level: 'grassroots', ...values })
    .where(eq(organizations.id, org.id));
  return org;
}

beforeAll(async () => {
  wardA = await buildWard(t.ctx, 'Phường An Bình');
  wardB = await buildWard(t.ctx, 'Xã Yên Phong');
  wardC = await buildWard(t.ctx, 'Xã Đông Phong');
  zone = await buildZone(t.ctx, 'Khu công nghiệp Quế Võ');
  zone2 = await buildZone(t.ctx, 'Khu công nghiệp Yên Phong');
  const root = await buildOrganization(t.ctx, { name: 'Liên đoàn Lao động tỉnh Bắc Ninh' });
  await db().update(organizations).set({ level: 'province' }).where(eq(organizations.id, root.id));
  const union = async (name: string, xaPhuongId: number) => {
    const org = await buildOrganization(t.ctx, { parent: root, name, xaPhuongId });
    await db().update(organizations).set({ level: 'ward' }).where(eq(organizations.id, org.id));
    return org;
  };
  const unionA = await union('Công đoàn Phường An Bình', wardA.id);
  const unionB = await union('Công đoàn Xã Yên Phong', wardB.id);
  const unionC = await union('Công đoàn Xã Đông Phong', wardC.id);
  const [fdi] = await db()
    .select({ id: organizationChoices.id })
    .from(organizationChoices)
    .where(eq(organizationChoices.name, 'Doanh nghiệp có vốn đầu tư nước ngoài'));
  await db().insert(organizationDynamicFields).values(AGREEMENT_FIELD);
  const inZone = { xaPhuongId: wardA.id, cumKhuCnId: zone.id };
  await grassroots('Công đoàn Công ty Samsung Điện tử', unionA, {
    ...inZone,
    code: 'CD001',
    loaiHinh: fdi!.id,
    namThanhLap: 2008,
    workerCount: 1000,
    memberCount: 800,
    customFields: { thoa_uoc: true },
  });
  await grassroots('Công đoàn Công ty Canon', unionA, {
    ...inZone,
    code: 'CD002',
    workerCount: 500,
    memberCount: 400,
  });
  await grassroots('Công đoàn Trường THCS An Bình', unionA, {
    xaPhuongId: wardA.id,
    code: 'CD003',
    workerCount: 40,
    memberCount: 35,
  });
  await grassroots('Công đoàn Trạm Y tế Yên Phong', unionB, {
    xaPhuongId: wardB.id,
    cumKhuCnId: null,
    code: 'CD004',
    workerCount: 12,
    memberCount: 10,
  });
  // More than one page of a group: read by the keyset, one page after the other.
  const rows = Array.from({ length: PAGED }, (_, i) => {
    const name = `Công đoàn cơ sở Đông Phong ${i + 1}`;
    return {
      name,
      code: `DP${String(i + 1).padStart(5, '0')}`,
      organizationParentId: unionC.id,
      path: `${unionC.path}x/`,
      level: 'grassroots' as const,
      xaPhuongId: wardC.id,
      workerCount: 10,
      memberCount: 1,
      searchText: toSearchText(name),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db()
      .insert(organizations)
      .values(rows.slice(i, i + 1000));

  admin = await adminToken(t.ctx);
  chairA = await tokenFor(t.ctx, { roles: [ROLE_IDS.chair], organizationId: unionA.id });
  viceChairA = await tokenFor(t.ctx, { roles: [ROLE_IDS.viceChair], organizationId: unionA.id });
});

const report = (token: string | undefined, query = '') =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api/v1/organization/export-report${query}`,
    headers: token ? bearer(token) : {},
  });

async function sheetOf(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return wb.worksheets[0]!;
}

/** The table below the header row, each row as its values (A…): merged-over and blank cells null. */
function tableOf(ws: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  for (let r = 8; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const values: unknown[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const cell = row.getCell(c);
      const hidden = cell.isMerged && cell.master.address !== cell.address;
      values.push(hidden || cell.value === undefined || cell.value === '' ? null : cell.value);
    }
    while (values.length && values.at(-1) === null) values.pop();
    out.push(values);
  }
  return out;
}

describe('GET organization/export-report', () => {
  it('streams BaoCao_CDCS.xlsx: heading, rows by ward then zone, subtotals, grand total, print setup', async () => {
    const res = await report(admin, `?xaPhuongId=${wardA.id}&cumKhuCnId=${zone.id}&cumKhuCnId=${zone2.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('BaoCao_CDCS.xlsx', SPREADSHEET_MIME));
    const ws = await sheetOf(res.rawPayload);
    expect(ws.getCell('A1').value).toBe('LIÊN ĐOÀN LAO ĐỘNG TỈNH BẮC NINH');
    expect(ws.getCell('A4').value).toBe('BÁO CÁO DANH SÁCH CÔNG ĐOÀN CƠ SỞ');
    expect(String(ws.getRow(3).values)).toContain(vietnameseDate(new Date()));
    expect(ws.getCell('A5').value).toBe(
      'Phạm vi: Xã/phường: Phường An Bình; Cụm/KCN: Khu công nghiệp Quế Võ, Khu công nghiệp Yên Phong; Cấp: Công đoàn cơ sở',
    );
    expect((ws.getRow(7).values as unknown[]).slice(1)).toEqual([
      ...ORGANIZATION_REPORT_COLUMNS,
      'Có thỏa ước lao động tập thể',
    ]);
    const total = [null, null, null, null, null, null, null, 1500, 1200];
    expect(tableOf(ws)).toEqual([
      ['Phường An Bình'],
      ['    Khu công nghiệp Quế Võ'],
      [
        1,
        'CD001',
        'Công đoàn Công ty Samsung Điện tử',
        'Phường An Bình',
        'Khu công nghiệp Quế Võ',
        'Doanh nghiệp có vốn đầu tư nước ngoài',
        null,
        2008,
        1000,
        800,
        'Có',
      ],
      [
        2,
        'CD002',
        'Công đoàn Công ty Canon',
        'Phường An Bình',
        'Khu công nghiệp Quế Võ',
        null,
        null,
        null,
        500,
        400,
      ],
      ['Cộng Khu công nghiệp Quế Võ: 2 công đoàn cơ sở', ...total],
      ['Cộng Phường An Bình: 2 công đoàn cơ sở', ...total],
      ['TỔNG CỘNG: 2 công đoàn cơ sở', ...total],
    ]);
    expect(ws.pageSetup).toMatchObject({
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '7:7',
    });
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(ws.getCell('C9').border).toMatchObject({ top: { style: 'thin' }, bottom: { style: 'thin' } });
    expect(ws.getCell('I9').numFmt).toBe('#,##0');
  });

  it('groups every ward by zone with a subtotal after each zone and each ward (the chair sees their subtree)', async () => {
    const res = await report(chairA);
    expect(res.statusCode).toBe(200);
    const ws = await sheetOf(res.rawPayload);
    expect(ws.getCell('A2').value).toBe('CÔNG ĐOÀN PHƯỜNG AN BÌNH');
    expect(tableOf(ws).map((r) => (typeof r[0] === 'number' ? [r[0], r[2]] : [r[0], r[8], r[9]]))).toEqual([
      ['Phường An Bình', undefined, undefined],
      ['    Khu công nghiệp Quế Võ', undefined, undefined],
      [1, 'Công đoàn Công ty Samsung Điện tử'],
      [2, 'Công đoàn Công ty Canon'],
      ['Cộng Khu công nghiệp Quế Võ: 2 công đoàn cơ sở', 1500, 1200],
      ['    Ngoài cụm/khu công nghiệp', undefined, undefined],
      [3, 'Công đoàn Trường THCS An Bình'],
      ['Cộng Ngoài cụm/khu công nghiệp: 1 công đoàn cơ sở', 40, 35],
      ['Cộng Phường An Bình: 3 công đoàn cơ sở', 1540, 1235],
      ['TỔNG CỘNG: 3 công đoàn cơ sở', 1540, 1235],
    ]);
    // The vice chair may download it too.
    expect((await report(viceChairA)).statusCode).toBe(200);
  });

  it('reads a group larger than a page in order, every row once', async () => {
    const res = await report(admin, `?xaPhuongId=${wardC.id}`);
    const table = tableOf(await sheetOf(res.rawPayload));
    const data = table.filter((r) => typeof r[0] === 'number');
    expect(data).toHaveLength(PAGED);
    expect(data.map((r) => r[0])).toEqual(Array.from({ length: PAGED }, (_, i) => i + 1));
    expect(data.at(-1)![1]).toBe(`DP${String(PAGED).padStart(5, '0')}`);
    expect(table.at(-1)).toEqual([
      `TỔNG CỘNG: ${PAGED.toLocaleString('vi-VN')} công đoàn cơ sở`,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      PAGED * 10,
      PAGED,
    ]);
  });

  it('the whole province: wards by name, grand total of all', async () => {
    const table = tableOf(await sheetOf((await report(admin)).rawPayload));
    const wardHeadings = table.filter((r) => r.length === 1 && !String(r[0]).startsWith(' '));
    expect(wardHeadings.map((r) => r[0])).toEqual(['Phường An Bình', 'Xã Đông Phong', 'Xã Yên Phong']);
    expect(table.at(-1)![0]).toBe(`TỔNG CỘNG: ${(PAGED + 4).toLocaleString('vi-VN')} công đoàn cơ sở`);
  });

  it("nothing to export: 404 with the spec's message, decided before any byte is sent", async () => {
    for (const [token, query] of [
      [admin, `?cumKhuCnId=${zone2.id}`],
      // Ward B lies outside the chair's subtree: nothing of it is theirs.
      [chairA, `?xaPhuongId=${wardB.id}`],
    ] as const) {
      const res = await report(token, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'empty_download',
        message: 'Không có dữ liệu file để tải xuống',
      });
    }
  });
});
