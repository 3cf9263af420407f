import {
  type AnalyticsDefinitionInput,
  type AnalyticsOverview,
  type AnalyticsResult,
  buildPivot,
  MEASURES,
  type MeasureKey,
  type PeriodicReport,
} from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../apps/api/src/db/client.js';
import { reportOccurrences, reportPeriods } from '../apps/api/src/db/schema/index.js';
import { MONTHS, writeFiguresHistory } from './figures.js';
import { generateMembers } from './members.js';
import { lastMonths, writeMembershipReports } from './reports.js';
import { apiAgainstStatements, appWithAdmin, configOf, freshDatabase, quantile, rowsOf } from './setup.js';

/**
 * Analytics (issue P13): a province of 10,000 grassroots unions under 100 ward unions, 60 months
 * of figures history and 1,000,000 members on PostgreSQL (100,000 on PGlite, as bench/members.ts),
 * seeded by the members and figures benches' own seeders. As the administrator, each through the
 * API against the very statements it ran, replayed through the driver alone, with its p95:
 * (a) the reports dashboard's indicators for the province, five years by month; (b) a custom report
 * over the member records, by ward × gender, filtered on two age bands; (d) the periodic report of
 * one occurrence (last month's) over 120 occurrences of membership reports; (e) the overview of
 * today's figures; (f) the builder's small read of a filter's choices (the wards). Then (g) the
 * Excel export of a 10,000-row pivot (every union's figures) against ExcelJS writing the same rows
 * alone.
 */

/** Ten years of a monthly period: the issue's 120 occurrences of reports. */
const OCCURRENCES = 120;
const ZONES = 10;

/**
 * What the periodic report groups by, and its reports: 10 industrial zones, a fifth of the unions
 * in one (their ward kept, so the members bench's subtrees stay as they are), nine in ten of a type
 * (loại hình); a monthly period of `OCCURRENCES` occurrences, the last open now, and every unit's
 * reports in them (writeMembershipReports: about 1.1 million). Answers last month's occurrence.
 */
export async function writePeriodicReports(database: Database) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into industrial_zones (code, name, xa_phuong_id, search_text)
    select 'KDV' || g, 'Khu công nghiệp Đo ' || g, w.id, 'khu cong nghiep do ' || g
    from generate_series(1, ${ZONES}) g join wards w on w.code = 'DV' || lpad((g * 7)::text, 3, '0')`);
  await run(sql`
    with z as (select id, (row_number() over (order by id)) - 1 as i from industrial_zones),
      t as (select id, (row_number() over (order by id)) - 1 as i from organization_choices
        where list = 'loai_hinh'),
      nt as (select count(*)::int as n from t)
    update organizations o
    set cum_khu_cn_id = case when o.id % 5 = 0 then z.id end,
      loai_hinh = case when o.id % 10 <> 3 then t.id end
    from z, t, nt
    where o.level = 'grassroots' and z.i = o.id / 5 % ${ZONES} and t.i = o.id % nt.n`);
  const { shape, windows } = lastMonths(new Date(), OCCURRENCES);
  const [period] = await database.db
    .insert(reportPeriods)
    .values({ ...shape, searchText: 'bao cao doan so hang thang', createdAt: windows[0]!.startsAt })
    .returning({ id: reportPeriods.id });
  const periodId = period!.id;
  const occurrences = await database.db
    .insert(reportOccurrences)
    .values(windows.map((w) => ({ periodId, ...w })))
    .returning({ id: reportOccurrences.id });
  await writeMembershipReports(database, periodId);
  return { occurrences: occurrences.length, lastMonth: occurrences.at(-2)!.id };
}

const month = (shift: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** ExcelJS alone on a pivot's lines: a header row, then a row a line, one style object per kind. */
async function writePlain(result: AnalyticsResult) {
  const pivot = buildPivot(result);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Báo cáo');
  const border = { style: 'thin' } as const;
  const style = {
    font: { name: 'Times New Roman', size: 11 },
    border: { top: border, left: border, bottom: border, right: border },
  };
  ws.addRow(['', ...pivot.measures.map((m: MeasureKey) => MEASURES[m].label)]);
  for (const line of pivot.lines) {
    const row = ws.addRow([line.label, ...(line.values[0] ?? [])]);
    row.eachCell((cell) => {
      cell.style = style;
    });
  }
  return (await wb.xlsx.writeBuffer()).byteLength;
}

export async function benchAnalytics(
  seconds: number,
  postgresUrl?: string,
  n = Number(process.env.BENCH_MEMBERS ?? (postgresUrl ? 1_000_000 : 100_000)),
) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const { app, token } = await appWithAdmin(database, config);
  const generating = performance.now();
  await generateMembers(database, n);
  const seedingReports = performance.now();
  const periodic = await writePeriodicReports(database);
  const reportsS = (performance.now() - seedingReports) / 1000;
  // The unions stand since before the history begins (the dashboard counts them at each month).
  await database.db.execute(sql`update organizations set created_at = now() - interval '6 years'`);
  await writeFiguresHistory(database);
  const generatedS = (performance.now() - generating) / 1000;
  const [count] = await rowsOf<{ figures: number; units: number; reports: number }>(
    database,
    sql`select (select count(*)::int from organization_figures) as figures,
      (select count(*)::int from organizations where level = 'grassroots') as units,
      (select count(*)::int from membership_reports) as reports`,
  );

  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().data as T;
  };
  const query = (d: AnalyticsDefinitionInput) =>
    get<AnalyticsResult>(`/api/v1/analytics/query?d=${encodeURIComponent(JSON.stringify(d))}`);

  // (a) The dashboard's indicators over five years, month by month, compared with a year before.
  const indicators: AnalyticsDefinitionInput = {
    measures: ['members', 'workers', 'unionisationRate', 'grassrootsUnions', 'newMembers', 'leavers'],
    rows: ['period'],
    grain: 'month',
    from: month(-(MONTHS - 1)),
    to: month(0),
    compare: true,
  };
  // (b) A custom report over the member records: by ward × gender, two age bands.
  const bands = await get<{ key: string; label: string }[]>(
    '/api/v1/analytics/dimension-members?dimension=ageBand',
  );
  const custom: AnalyticsDefinitionInput = {
    measures: ['memberRecords'],
    rows: ['ward', 'gender'],
    filters: [{ dimension: 'ageBand', values: bands.slice(1, 3).map((b) => b.key) }],
    grain: 'year',
    from: month(-11),
    to: month(0),
  };
  const shownOf = async (d: AnalyticsDefinitionInput) => {
    const r = await query(d);
    const total = buildPivot(r).lines.at(-1)!.values[0]!;
    return `${r.cells.length.toLocaleString('en')} cells, ${d.measures
      .map((m, i) => `${m} ${(total[i] ?? 0).toLocaleString('en', { maximumFractionDigits: 3 })}`)
      .join(', ')}`;
  };
  const results: {
    name: 'indicators' | 'custom' | 'periodic' | 'overview' | 'wards';
    shown: string;
    statements: number;
    p50Ms: number;
    p95Ms: number;
    apiPerSecond: number;
    driverPerSecond: number;
  }[] = [
    {
      name: 'indicators' as const,
      shown: await shownOf(indicators),
      ...(await apiAgainstStatements(database, seconds, () => query(indicators))),
    },
    {
      name: 'custom' as const,
      shown: `${await shownOf(custom)}; age bands ${bands
        .slice(1, 3)
        .map((b) => b.label)
        .join(', ')}`,
      ...(await apiAgainstStatements(database, seconds, () => query(custom))),
    },
  ];

  // (d) The periodic report of last month's occurrence (its previous one beside it), as the page opens it.
  const periodicUrl = `/api/v1/analytics/periodic?occurrenceId=${periodic.lastMonth}`;
  const report = await get<PeriodicReport>(periodicUrl);
  // (e) The overview of today's figures, (f) the wards a report can be filtered on.
  const overview = await get<AnalyticsOverview>('/api/v1/analytics/overview');
  const wardsUrl = '/api/v1/analytics/dimension-members?dimension=ward';
  const wardChoices = await get<{ key: string; label: string }[]>(wardsUrl);
  const en = (x: number) => x.toLocaleString('en');
  const measuring = performance.now();
  results.push(
    {
      name: 'periodic' as const,
      shown: `${report.kyBaoCao.ten}: ${en(report.tong.tongSoCDCS)} units, ${en(report.tong.soDaPheDuyet)} approved, ${en(report.tong.soChoPheDuyet)} waiting, ${en(report.tong.soTuChoi)} rejected, ${en(report.tong.soQuaHan)} late, ${en(report.tong.soChuaBaoCao)} not reported; ${en(report.soLieu.tongDoanVien)} members (${report.thayDoi?.tongDoanVien.chenhLech ?? '–'} since ${report.kyTruoc?.ten ?? '–'}); ${report.theoXaPhuong.length} wards, ${report.theoCumKhu.length} zones, ${report.theoLoaiHinh.length} types`,
      ...(await apiAgainstStatements(database, seconds, () => get(periodicUrl))),
    },
    {
      name: 'overview' as const,
      shown: `${en(overview.summary.unions)} unions, ${en(overview.summary.members)} members, ${en(overview.summary.memberRecords)} member records, ${overview.tables.length} tables`,
      ...(await apiAgainstStatements(database, seconds, () => get('/api/v1/analytics/overview'))),
    },
    {
      name: 'wards' as const,
      shown: `${wardChoices.length} wards`,
      ...(await apiAgainstStatements(database, seconds, () => get(wardsUrl))),
    },
  );
  const measuredS = (performance.now() - measuring) / 1000;

  // (g) A pivot of every union's figures at the last month: the export against ExcelJS alone.
  const pivotDefinition: AnalyticsDefinitionInput = {
    measures: ['members', 'workers', 'unionisationRate'],
    rows: ['union'],
    grain: 'month',
    from: month(-1),
    to: month(-1),
  };
  const pivotResult = await query(pivotDefinition);
  const exportUrl = `/api/v1/analytics/query/export?d=${encodeURIComponent(JSON.stringify(pivotDefinition))}&title=${encodeURIComponent('Đoàn viên theo công đoàn')}`;
  const download = async () => {
    const res = await app.inject({
      method: 'GET',
      url: exportUrl,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.rawPayload.byteLength;
  };
  await download();
  await writePlain(pivotResult);
  // The export reads the report before it writes it: ExcelJS alone is given the same reading (the
  // report's JSON answer) before its writing, so that the ratio is what the export's own writing costs.
  const exportTimes: number[] = [];
  const plainTimes: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    let started = performance.now();
    bytes = await download();
    exportTimes.push(performance.now() - started);
    started = performance.now();
    await writePlain(await query(pivotDefinition));
    plainTimes.push(performance.now() - started);
  }
  const exported = {
    rows: buildPivot(pivotResult).lines.length,
    bytes,
    exportMs: quantile(exportTimes, 0.5),
    plainMs: quantile(plainTimes, 0.5),
  };
  await app.close();
  await database.close();
  return {
    n,
    units: count!.units,
    figures: count!.figures,
    generatedS,
    periodic: { ...periodic, reports: count!.reports, seededS: reportsS, measuredS },
    results,
    exported,
  };
}
