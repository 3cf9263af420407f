import { type AnalyticsOverview, type OverviewBlock, vietnamDate } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/index.js';
import {
  buildCategoryItem,
  buildChoice,
  buildMember,
  buildOrganization,
  buildPosition,
  buildRole,
  buildStaff,
  call,
  tokenFor,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });

const today = vietnamDate();
/** The day `years` (and `months`) before today, a few days inside the band. */
const ago = (years: number, months = 0) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() - 3);
  return d.toISOString().slice(0, 10);
};

let wardOfficer: string;

beforeAll(async () => {
  const w = t.world;
  const db = t.ctx.database.db;
  const [typeA, typeB] = [
    await buildChoice(t.ctx, { list: 'loai_hinh', name: 'Loại hình A' }),
    await buildChoice(t.ctx, { list: 'loai_hinh', name: 'Loại hình B' }),
  ];
  const kindX = await buildChoice(t.ctx, { list: 'loai_cong_ty', name: 'Công ty X' });
  const set = (id: number, values: Partial<typeof organizations.$inferInsert>) =>
    db.update(organizations).set(values).where(eq(organizations.id, id));
  const [mine, sibling] = w.grassroots;
  await set(mine.id, { loaiHinh: typeA.id, loaiCongTy: kindX.id, namThanhLap: 1995, workerCount: 20 });
  await set(sibling.id, {
    loaiHinh: typeA.id,
    namThanhLap: 2003,
    workerCount: 40,
    memberCount: 10,
    memberFemaleCount: 4,
  });
  await set(w.elsewhere.id, { loaiHinh: typeB.id, workerCount: 100, memberCount: 50, memberFemaleCount: 30 });
  // dissolved: in no block
  const dissolved = await buildOrganization(t.ctx, { parent: w.wardUnion, xaPhuongId: w.ward.id });
  await set(dissolved.id, { loaiHinh: typeB.id, status: 'dissolved', workerCount: 999, memberCount: 999 });

  const kinh = await buildCategoryItem(t.ctx, { name: 'Dân tộc Thử Kinh' });
  const tay = await buildCategoryItem(t.ctx, { name: 'Dân tộc Thử Tày' });
  const e1 = await buildCategoryItem(t.ctx, { kind: 'educationLevels', name: 'Học vấn Thử' });
  const m = (input: Parameters<typeof buildMember>[1]) =>
    buildMember(t.ctx, { organizationId: mine.id, ...input });
  await m({
    gender: 'nam',
    dateOfBirth: ago(25),
    ethnicityId: kinh.id,
    educationLevelId: e1.id,
    joinedAt: ago(0, 6),
  });
  await m({ gender: 'nu', dateOfBirth: ago(35), ethnicityId: kinh.id, joinedAt: ago(3) });
  await m({ gender: 'nu', dateOfBirth: ago(45), ethnicityId: tay.id, educationLevelId: e1.id });
  await m({ gender: 'nam', dateOfBirth: ago(55), educationLevelId: e1.id, joinedAt: ago(25) });
  await m({ gender: 'nu', dateOfBirth: ago(30), status: 'da_chuyen_di' }); // left: counted nowhere
  // elsewhere: one Kinh member and eleven of eleven other ethnic groups
  await buildMember(t.ctx, {
    organizationId: w.elsewhere.id,
    gender: 'nam',
    dateOfBirth: ago(29),
    ethnicityId: kinh.id,
    joinedAt: ago(12),
  });
  for (let i = 1; i <= 11; i++) {
    const group = await buildCategoryItem(t.ctx, { name: `Dân tộc Thử Z${String(i).padStart(2, '0')}` });
    await buildMember(t.ctx, { organizationId: w.elsewhere.id, ethnicityId: group.id });
  }

  const [p1, p2] = [
    await buildPosition(t.ctx, { name: 'Chức vụ Thử A' }),
    await buildPosition(t.ctx, { name: 'Chức vụ Thử B' }),
  ];
  await buildStaff(t.ctx, {
    organizationId: mine.id,
    positionId: p1.id,
    termStart: '2024-01-01',
    termEnd: '2099-12-31',
  });
  await buildStaff(t.ctx, {
    organizationId: mine.id,
    positionId: p1.id,
    termStart: '2015-01-01',
    termEnd: '2020-01-01',
  });
  await buildStaff(t.ctx, { organizationId: mine.id });
  await buildStaff(t.ctx, { organizationId: w.elsewhere.id, positionId: p2.id, termStart: '2023-01-01' });

  const role = await buildRole(t.ctx, { scope: 'ward', grants: [['statistic', 'organization']] });
  wardOfficer = await tokenFor(t.ctx, { roles: [role.id], xaPhuongId: w.ward.id });
});

async function overviewAs(token: string): Promise<AnalyticsOverview> {
  const res = await call(t.ctx, 'GET', '/analytics/overview', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
/** A block's rows as [name, ...values]. */
const rowsOf = (o: AnalyticsOverview, block: OverviewBlock) =>
  o.tables.find((x) => x.block === block)!.rows.map((r) => [r.name, ...r.values]);

describe('GET /analytics/overview', () => {
  it('shows a chair their own union only, every block counted', async () => {
    const o = await overviewAs(t.world.as.chair.token);
    expect(o.scope).toBe(t.world.grassroots[0].name);
    expect(o.date).toBe(today);
    // the union's member figures are counted from its records: 4 in activity, 2 of them women
    expect(o.summary).toEqual({
      unions: 1,
      members: 4,
      membersFemale: 2,
      femaleRate: 50,
      workers: 20,
      unionisationRate: 20,
      memberRecords: 4,
      staff: 3,
    });
    expect(rowsOf(o, 'unionsByType')).toEqual([['Loại hình A', 1]]);
    expect(rowsOf(o, 'unionsByCompanyKind')).toEqual([['Công ty X', 1]]);
    expect(rowsOf(o, 'unionsByDecade')).toEqual([['1990–1999', 1]]);
    expect(rowsOf(o, 'unionsByLevel')).toEqual([['Công đoàn cơ sở', 1]]);
    expect(rowsOf(o, 'membersByGender')).toEqual([
      ['Nam', 2],
      ['Nữ', 2],
    ]);
    expect(o.tables.find((x) => x.block === 'membersByAge')!.columns).toEqual(['Nam', 'Nữ']);
    expect(rowsOf(o, 'membersByAge')).toEqual([
      ['Dưới 30 tuổi', 1, 0],
      ['Từ 30 đến 39 tuổi', 0, 1],
      ['Từ 40 đến 49 tuổi', 0, 1],
      ['Từ 50 tuổi trở lên', 1, 0],
    ]);
    expect(rowsOf(o, 'membersByEthnicity')).toEqual([
      ['Dân tộc Thử Kinh', 2],
      ['Dân tộc Thử Tày', 1],
      ['Chưa xác định', 1],
    ]);
    expect(rowsOf(o, 'membersByEducation')).toEqual([
      ['Học vấn Thử', 3],
      ['Chưa xác định', 1],
    ]);
    expect(rowsOf(o, 'membersByTenure')).toEqual([
      ['Dưới 1 năm', 1],
      ['Từ 1 đến dưới 5 năm', 1],
      ['Từ 5 đến dưới 10 năm', 0],
      ['Từ 10 đến dưới 20 năm', 0],
      ['Từ 20 năm trở lên', 1],
      ['Chưa rõ', 1],
    ]);
    expect(rowsOf(o, 'staffByPosition')).toEqual([
      ['Chức vụ Thử A', 2],
      ['Chưa xác định', 1],
    ]);
    expect(rowsOf(o, 'staffByTerm')).toEqual([
      ['Đang trong nhiệm kỳ', 1],
      ['Đã hết nhiệm kỳ', 1],
      ['Chưa có thời gian nhiệm kỳ', 1],
    ]);
  });

  it('shows a ward officer the unions of their ward', async () => {
    const o = await overviewAs(wardOfficer);
    expect(o.scope).toBe(t.world.ward.name);
    expect(o.summary).toMatchObject({
      unions: 2,
      members: 14,
      membersFemale: 6,
      femaleRate: 42.9,
      workers: 60,
      unionisationRate: 23.3,
      memberRecords: 4,
      staff: 3,
    });
    expect(rowsOf(o, 'unionsByType')).toEqual([['Loại hình A', 2]]);
    expect(rowsOf(o, 'unionsByDecade')).toEqual([
      ['1990–1999', 1],
      ['2000–2009', 1],
    ]);
    expect(rowsOf(o, 'unionsByLevel')).toEqual([
      ['Công đoàn xã/phường', 1],
      ['Công đoàn cơ sở', 2],
    ]);
  });

  it('shows the province everything: top ten ethnic groups, the rest as Khác', async () => {
    const o = await overviewAs(t.world.as.provincialOfficer.token);
    expect(o.scope).toBe('Toàn tỉnh');
    expect(o.summary).toMatchObject({ unions: 3, members: 26, workers: 160, memberRecords: 16, staff: 4 });
    expect(rowsOf(o, 'unionsByType')).toEqual([
      ['Loại hình A', 2],
      ['Loại hình B', 1],
    ]);
    expect(rowsOf(o, 'unionsByDecade')).toEqual([
      ['1990–1999', 1],
      ['2000–2009', 1],
      ['Chưa xác định', 1],
    ]);
    expect(rowsOf(o, 'unionsByLevel')).toEqual([
      ['Liên đoàn Lao động tỉnh', 1],
      ['Công đoàn xã/phường', 2],
      ['Công đoàn cơ sở', 3],
    ]);
    const ethnicities = rowsOf(o, 'membersByEthnicity');
    expect(ethnicities).toHaveLength(12);
    expect(ethnicities[0]).toEqual(['Dân tộc Thử Kinh', 3]);
    expect(ethnicities.slice(-2)).toEqual([
      ['Khác', 3],
      ['Chưa xác định', 1],
    ]);
    expect(rowsOf(o, 'membersByTenure')).toContainEqual(['Từ 10 đến dưới 20 năm', 1]);
    expect(rowsOf(o, 'staffByPosition')).toEqual([
      ['Chức vụ Thử A', 2],
      ['Chức vụ Thử B', 1],
      ['Chưa xác định', 1],
    ]);
  });
});

describe('GET /analytics/overview/export', () => {
  it("answers one block's table under its title, the scope and the day, with a total", async () => {
    const res = await call(t.ctx, 'GET', '/analytics/overview/export', {
      token: t.world.as.chair.token,
      query: { block: 'membersByAge' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`ThongKeTongQuan_membersByAge_${today}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('THÁP TUỔI ĐOÀN VIÊN');
    expect(values(2)[0]).toBe(`Phạm vi: ${t.world.grassroots[0].name}`);
    expect(values(3)[0]).toBe(`Số liệu ngày ${today.split('-').reverse().join('/')}`);
    expect(values(4)).toEqual(['Nhóm tuổi', 'Nam', 'Nữ']);
    expect(values(5)).toEqual(['Dưới 30 tuổi', 1, 0]);
    expect(values(8)).toEqual(['Từ 50 tuổi trở lên', 1, 0]);
    expect(values(9)).toEqual(['Tổng cộng', 2, 2]);
  });

  it('refuses an unknown block in Vietnamese', async () => {
    const res = await call(t.ctx, 'GET', '/analytics/overview/export', {
      token: t.world.as.chair.token,
      query: { block: 'salaries' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Khối thống kê không hợp lệ');
  });
});
