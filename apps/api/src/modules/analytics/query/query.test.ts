import type { AnalyticsDefinitionInput, AnalyticsResult } from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companiesWithoutUnion,
  memberEvents,
  organizationFigures,
  organizations,
} from '../../../db/schema/index.js';
import {
  buildCompany,
  buildEvent,
  buildMember,
  buildOccurrence,
  buildOrganization,
  buildRegistration,
  buildReport,
  type Person,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;
const at = (day: string) => new Date(`${day}T05:00:00Z`);

/*
 * A past known by hand (2025, by quarter; the world's grassroots unions g0 and g1 in ward W under the
 * ward union, `elsewhere` in the other ward; all three founded on 1 June 2024):
 * - figures: g0 10 members (6 men, 4 women) and 20 workers, 14 (8/6) from 15 April 2025; g1 5 members
 *   and 10 workers, 3 members from 10 August 2025; elsewhere 7 and 7.
 * - a fourth grassroots union in the other ward, founded with them, dissolved on 20 May 2025.
 * - member records of g0: m1 (man) admitted 10 Feb 2025, m2 (woman) 3 May 2025, m3 (woman, member
 *   since 2024) left 20 July 2025, m4 (man, member since 2023) moved in from g1 on 5 Sep 2025.
 * - events of g0: one on 10 Mar 2025 with two registrations (one attended) and a cancelled one; one
 *   of `elsewhere` on 1 May 2025.
 * - reports of an occurrence from 1 to 10 April 2025: g0's approved on 5 April, g1's waiting since
 *   15 April (late).
 * - a company without a union in g0's zone, entered on 1 Feb 2025.
 */
let g0: { id: number };
let g1: { id: number };
let elsewhere: { id: number };
let dissolved: { id: number };

beforeAll(async () => {
  const w = t.world;
  [g0, g1] = w.grassroots;
  elsewhere = w.elsewhere;
  dissolved = await buildOrganization(t.ctx, { parent: w.otherWardUnion, xaPhuongId: w.otherWard.id });
  const member = (input: Parameters<typeof buildMember>[1]) =>
    buildMember(t.ctx, { organizationId: g0.id, ...input });
  const m1 = await member({ gender: 'nam', joinedAt: '2025-02-10' });
  const m2 = await member({ gender: 'nu', joinedAt: '2025-05-03' });
  const m3 = await member({
    gender: 'nu',
    joinedAt: '2024-03-01',
    status: 'thoi_sinh_hoat',
    statusChangedAt: '2025-07-20',
  });
  const m4 = await member({ gender: 'nam', joinedAt: '2023-01-01' });
  await db()
    .insert(memberEvents)
    .values([
      {
        memberId: m1.id,
        kind: 'tiep_nhan',
        effectiveOn: '2025-02-10',
        toOrganizationId: g0.id,
        toStatus: 'dang_sinh_hoat',
      },
      {
        memberId: m2.id,
        kind: 'tiep_nhan',
        effectiveOn: '2025-05-03',
        toOrganizationId: g0.id,
        toStatus: 'dang_sinh_hoat',
      },
      {
        memberId: m3.id,
        kind: 'doi_trang_thai',
        effectiveOn: '2025-07-20',
        toOrganizationId: g0.id,
        fromStatus: 'dang_sinh_hoat',
        toStatus: 'thoi_sinh_hoat',
      },
      {
        memberId: m4.id,
        kind: 'chuyen_sinh_hoat',
        effectiveOn: '2025-09-05',
        fromOrganizationId: g1.id,
        toOrganizationId: g0.id,
      },
    ]);

  const organizer = { ...w.as.chair, organizationId: g0.id };
  const held = await buildEvent(t.ctx, { organizer, startsAt: at('2025-03-10') });
  await buildRegistration(t.ctx, { eventId: held.id, userId: w.as.member.id, attendedAt: at('2025-03-10') });
  await buildRegistration(t.ctx, { eventId: held.id, userId: w.as.executiveMember.id });
  await buildEvent(t.ctx, { organizer, startsAt: at('2025-03-12'), cancelledAt: at('2025-03-01') });
  await buildEvent(t.ctx, {
    organizer: { ...w.elsewhereChair, organizationId: elsewhere.id },
    startsAt: at('2025-05-01'),
  });

  const occurrence = await buildOccurrence(t.ctx, { startsAt: at('2025-04-01'), endsAt: at('2025-04-10') });
  await buildReport(t.ctx, {
    occurrenceId: occurrence.id,
    organizationId: g0.id,
    state: 'da_phe_duyet',
    createdAt: at('2025-04-05'),
  });
  await buildReport(t.ctx, {
    occurrenceId: occurrence.id,
    organizationId: g1.id,
    createdAt: at('2025-04-15'),
  });

  const company = await buildCompany(t.ctx, { cumKhuCnId: w.zone.id });
  await db()
    .update(companiesWithoutUnion)
    .set({ createdAt: at('2025-02-01') })
    .where(eq(companiesWithoutUnion.id, company.id));

  // The unions' founding, the dissolution, and their figures history, written last (member records
  // move a union's figures as they are written).
  const founded = [g0.id, g1.id, elsewhere.id, dissolved.id];
  await db()
    .update(organizations)
    .set({ createdAt: at('2024-06-01') })
    .where(inArray(organizations.id, founded));
  await db().update(organizations).set({ status: 'dissolved' }).where(eq(organizations.id, dissolved.id));
  await db()
    .update(organizations)
    .set({ updatedAt: at('2025-05-20') })
    .where(eq(organizations.id, dissolved.id));
  await db().delete(organizationFigures).where(inArray(organizationFigures.organizationId, founded));
  const figures = (organizationId: number, day: string, members: number, male: number, workers: number) => ({
    organizationId,
    recordedAt: at(day),
    memberCount: members,
    memberMaleCount: male,
    memberFemaleCount: members - male,
    workerCount: workers,
    counted: false,
    source: 'form' as const,
  });
  await db()
    .insert(organizationFigures)
    .values([
      figures(g0.id, '2024-06-01', 10, 6, 20),
      figures(g0.id, '2025-04-15', 14, 8, 20),
      figures(g1.id, '2024-06-01', 5, 3, 10),
      figures(g1.id, '2025-08-10', 3, 2, 10),
      figures(elsewhere.id, '2024-06-01', 7, 4, 7),
    ]);
});

const YEAR_2025 = { from: '2025-01', to: '2025-12', grain: 'quarter' } as const;
const Q = ['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4'];

async function run(who: Person, definition: AnalyticsDefinitionInput) {
  const res = await t.call('GET', '/analytics/query', {
    token: who.token,
    query: { d: JSON.stringify(definition) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AnalyticsResult;
}
/** The value of `measure` in the cell of `keys` (0 when there is none). */
const value = (r: AnalyticsResult, keys: string[], measure: string, previous = false) =>
  (previous
    ? r.cells.find((c) => c.keys.join() === keys.join())?.previous
    : r.cells.find((c) => c.keys.join() === keys.join())?.values)?.[measure] ?? 0;
const byKey = (r: AnalyticsResult, dimension: string, measure: string, rest: string[] = []) =>
  Object.fromEntries((r.members[dimension] ?? []).map((m) => [m.label, value(r, [m.key, ...rest], measure)]));

describe('GET analytics/query: the figures history', () => {
  it('reads members and workers by ward and quarter, each at the end of its quarter', async () => {
    const w = t.world;
    const r = await run(w.as.provincialOfficer, {
      ...YEAR_2025,
      measures: ['members', 'workers', 'unionisationRate'],
      rows: ['ward'],
      columns: ['period'],
    });
    expect(r.scope).toBe('Toàn tỉnh');
    expect(r.members.period!.map((p) => p.label)).toEqual([
      'Quý 1/2025',
      'Quý 2/2025',
      'Quý 3/2025',
      'Quý 4/2025',
    ]);
    const ward = String(w.ward.id);
    const other = String(w.otherWard.id);
    expect(Q.map((q) => value(r, [ward, q], 'members'))).toEqual([15, 19, 17, 17]);
    expect(Q.map((q) => value(r, [other, q], 'members'))).toEqual([7, 7, 7, 7]);
    expect(Q.map((q) => value(r, [ward, q], 'workers'))).toEqual([30, 30, 30, 30]);
  });

  it("gives a chair the same figures as the province's report filtered to the chair's subtree", async () => {
    const w = t.world;
    const definition: AnalyticsDefinitionInput = {
      ...YEAR_2025,
      measures: ['members', 'membersFemale'],
      rows: ['union'],
      columns: ['period'],
    };
    const chair = await run(w.wardUnionChair, definition);
    const province = await run(w.as.provincialOfficer, {
      ...definition,
      filters: [{ dimension: 'within', values: [String(w.wardUnion.id)] }],
    });
    expect(chair.scope).toBe(`${w.wardUnion.name} và các đơn vị trực thuộc`);
    expect(chair.cells).toEqual(province.cells);
    expect(chair.members.union!.map((m) => m.key).sort()).toEqual([String(g0.id), String(g1.id)].sort());
    expect(value(chair, [String(g0.id), '2025-Q2'], 'membersFemale')).toBe(6);
    // and the chair of g0 sees g0 only
    const own = await run(w.as.chair, definition);
    expect(own.members.union!.map((m) => m.key)).toEqual([String(g0.id)]);
  });

  it('compares with the same quarters a year earlier', async () => {
    const r = await run(t.world.as.provincialOfficer, {
      ...YEAR_2025,
      measures: ['members'],
      columns: ['period'],
      compare: true,
    });
    expect(Q.map((q) => value(r, [q], 'members'))).toEqual([22, 26, 24, 24]);
    // founded on 1 June 2024: nothing at the end of 2024's first quarter, 22 from its third
    expect(Q.map((q) => value(r, [q], 'members', true))).toEqual([0, 22, 22, 22]);
    // not split by period: the end of 2025 against the end of 2024
    const whole = await run(t.world.as.provincialOfficer, {
      ...YEAR_2025,
      measures: ['members'],
      compare: true,
    });
    expect([value(whole, [], 'members'), value(whole, [], 'members', true)]).toEqual([24, 22]);
  });
});

describe('GET analytics/query: unions, member records, events, reports, companies', () => {
  it('counts grassroots unions until their dissolution, and the dissolution in its quarter', async () => {
    const r = await run(t.world.as.provincialOfficer, {
      ...YEAR_2025,
      measures: ['grassrootsUnions', 'unionsDissolved', 'unionsFounded'],
      columns: ['period'],
    });
    expect(Q.map((q) => value(r, [q], 'grassrootsUnions'))).toEqual([4, 3, 3, 3]);
    expect(Q.map((q) => value(r, [q], 'unionsDissolved'))).toEqual([0, 1, 0, 0]);
    expect(Q.map((q) => value(r, [q], 'unionsFounded'))).toEqual([0, 0, 0, 0]);
    // asked alone, as the reports dashboard's card does
    const alone = await run(t.world.as.provincialOfficer, { ...YEAR_2025, measures: ['grassrootsUnions'] });
    expect(value(alone, [], 'grassrootsUnions')).toBe(3);
  });

  it('counts member records by gender at the end of each quarter, and admissions, leavers and transfers within it', async () => {
    const w = t.world;
    const records = await run(w.as.chair, {
      ...YEAR_2025,
      measures: ['memberRecords'],
      rows: ['gender'],
      columns: ['period'],
    });
    expect(Q.map((q) => value(records, ['nam', q], 'memberRecords'))).toEqual([2, 2, 2, 2]);
    expect(Q.map((q) => value(records, ['nu', q], 'memberRecords'))).toEqual([1, 2, 1, 1]);
    const flows = await run(w.wardUnionChair, {
      ...YEAR_2025,
      measures: ['newMembers', 'leavers', 'transfersIn', 'transfersOut'],
      rows: ['union'],
    });
    expect(byKey(flows, 'union', 'newMembers')).toEqual({ [g0name()]: 2, [g1name()]: 0 });
    expect(byKey(flows, 'union', 'leavers')).toEqual({ [g0name()]: 1, [g1name()]: 0 });
    expect(byKey(flows, 'union', 'transfersIn')).toEqual({ [g0name()]: 1, [g1name()]: 0 });
    expect(byKey(flows, 'union', 'transfersOut')).toEqual({ [g0name()]: 0, [g1name()]: 1 });
  });

  it('filters member records on a member dimension', async () => {
    const r = await run(t.world.as.chair, {
      ...YEAR_2025,
      measures: ['memberRecords'],
      filters: [{ dimension: 'gender', values: ['nu'] }],
    });
    // at the end of the range: m2 only (m3 left in July)
    expect(value(r, [], 'memberRecords')).toBe(1);
  });

  it('counts events held, registrations and attendance, inside the scope', async () => {
    const w = t.world;
    const measures = ['events', 'registrations', 'attendance'] as const;
    const province = await run(w.as.provincialOfficer, { ...YEAR_2025, measures: [...measures] });
    expect(measures.map((m) => value(province, [], m))).toEqual([2, 2, 1]);
    const ward = await run(w.wardUnionChair, { ...YEAR_2025, measures: [...measures] });
    expect(measures.map((m) => value(ward, [], m))).toEqual([1, 2, 1]);
  });

  it('counts reports filed, approved and late by the quarter their occurrence starts in', async () => {
    const r = await run(t.world.as.provincialOfficer, {
      ...YEAR_2025,
      measures: ['reportsFiled', 'reportsApproved', 'reportsLate'],
      columns: ['period'],
    });
    expect(['reportsFiled', 'reportsApproved', 'reportsLate'].map((m) => value(r, ['2025-Q2'], m))).toEqual([
      2, 1, 1,
    ]);
    expect(value(r, ['2025-Q1'], 'reportsFiled')).toBe(0);
  });

  it('counts companies without a union by zone from when they were entered', async () => {
    const w = t.world;
    const r = await run(w.as.provincialOfficer, {
      from: '2024-12',
      to: '2025-02',
      grain: 'month',
      measures: ['companiesWithoutUnion'],
      rows: ['zone'],
      columns: ['period'],
    });
    const zone = String(w.zone.id);
    expect(
      ['2024-12', '2025-01', '2025-02'].map((m) => value(r, [zone, m], 'companiesWithoutUnion')),
    ).toEqual([0, 0, 1]);
  });
});

const g0name = () => t.world.grassroots[0].name;
const g1name = () => t.world.grassroots[1].name;

describe('GET analytics/query: refusals', () => {
  const refused = async (d: unknown, message: RegExp | string) => {
    const res = await t.call('GET', '/analytics/query', {
      token: t.world.as.provincialOfficer.token,
      query: { d: typeof d === 'string' ? d : JSON.stringify(d) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
  };

  it('refuses an unknown measure, a dimension a measure cannot split by and a broken definition', async () => {
    await refused({ ...YEAR_2025, measures: ['salary'] }, 'Chỉ số không hợp lệ');
    await refused(
      { ...YEAR_2025, measures: ['members'], rows: ['gender'] },
      'không chia được theo «Giới tính»',
    );
    await refused('{"measures":', 'Định nghĩa báo cáo không hợp lệ');
    await refused(
      { measures: ['members'], from: '2025-12', to: '2025-01' },
      'Tháng kết thúc phải sau tháng bắt đầu',
    );
  });

  it('refuses a result past 50,000 cells, saying how to narrow it', async () => {
    // 80 unions more, founded in 2016: 84 unions × 120 months × 6 measures = 60,480 cells
    const many = [];
    for (let i = 0; i < 80; i++)
      many.push((await buildOrganization(t.ctx, { parent: t.world.wardUnion })).id);
    await db()
      .update(organizations)
      .set({ createdAt: at('2016-06-01') })
      .where(inArray(organizations.id, many));
    const year = 2025;
    await refused(
      {
        from: `${year - 9}-01`,
        to: `${year}-12`,
        grain: 'month',
        measures: [
          'grassrootsUnions',
          'unionsFounded',
          'unionsDissolved',
          'events',
          'reportsFiled',
          'reportsLate',
        ],
        rows: ['union'],
        columns: ['period'],
      },
      /vượt quá 50\.000 ô.*bớt chiều phân tích/,
    );
  });
});

describe('GET analytics/query: member dimensions', () => {
  it("puts each member record in the age band of its age on the range's last day", async () => {
    const w = t.world;
    const unit = await buildOrganization(t.ctx, { parent: w.otherWardUnion, xaPhuongId: w.otherWard.id });
    // on 31 December 2025: 30 that day, 29 (30 the next day), 49, 50, and a birth date after it
    for (const dateOfBirth of ['1995-12-31', '1996-01-01', '1976-01-01', '1975-12-31', '2026-03-01']) {
      await buildMember(t.ctx, { organizationId: unit.id, dateOfBirth, joinedAt: '2020-01-01' });
    }
    const r = await run(w.as.provincialOfficer, {
      ...YEAR_2025,
      grain: 'year',
      measures: ['memberRecords'],
      rows: ['ageBand'],
      filters: [{ dimension: 'within', values: [String(unit.id)] }],
    });
    expect(byKey(r, 'ageBand', 'memberRecords')).toEqual({
      'Dưới 30 tuổi': 1,
      'Từ 30 đến 39 tuổi': 1,
      'Từ 40 đến 49 tuổi': 1,
      'Từ 50 tuổi trở lên': 1,
      'Chưa xác định': 1,
    });
    const filtered = await run(w.as.provincialOfficer, {
      ...YEAR_2025,
      grain: 'year',
      measures: ['memberRecords'],
      filters: [
        { dimension: 'within', values: [String(unit.id)] },
        { dimension: 'ageBand', values: ['duoi_30', 'tu_50'] },
      ],
    });
    expect(value(filtered, [], 'memberRecords')).toBe(2);
  });
});

describe('GET analytics/query/export', () => {
  it('writes the pivot with its title, scope, subtotals and totals, as on the page', async () => {
    const w = t.world;
    const d = { ...YEAR_2025, measures: ['members'], rows: ['ward'], columns: ['period'] };
    const res = await t.call('GET', '/analytics/query/export', {
      token: w.as.provincialOfficer.token,
      query: { d: JSON.stringify(d), title: 'Đoàn viên theo xã/phường' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      rows[n] = (row.values as unknown[]).slice(1);
    });
    expect(rows[1]![0]).toBe('Đoàn viên theo xã/phường');
    expect(rows[2]![0]).toBe('Phạm vi: Toàn tỉnh');
    expect(rows[4]![0]).toMatch(/^Ngày xuất: \d{2}\/\d{2}\/\d{4}$/);
    expect(rows[6]).toEqual(['Xã/phường', 'Quý 1/2025', 'Quý 2/2025', 'Quý 3/2025', 'Quý 4/2025', 'Tổng']);
    const total = rows.find((r) => r?.[0] === 'Tổng cộng');
    // a stock's total over the quarters is the last quarter's
    expect(total).toEqual(['Tổng cộng', 22, 26, 24, 24, 24]);
  });
});
