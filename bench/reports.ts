import { ROLE_IDS } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { reportOccurrences, reportPeriods } from '../apps/api/src/db/schema/index.js';
import { rebuildFiguresHistory } from '../apps/api/src/domain/figures.js';
import { windowsOfYear } from '../apps/api/src/domain/reporting/windows.js';
import { apiAgainstStatements, appWithAdmin, configOf, freshDatabase, rowsOf } from './setup.js';

/**
 * Membership reports (issue P10 §5): over 10,000 grassroots unions and a monthly period with 12
 * occurrences, each unit's report in most of them, the reads an officer opens most, as the
 * administrator (every unit in scope): the tracking page (a page of units, and last month's late
 * units matching a search), the occurrence's progress (tracking/thong-ke) and the dashboard's
 * figure cards (report/thong-ke-tong-quan, whose member count reads each unit's reports). For each:
 * its p95 (target on PostgreSQL: at most 200 ms) and its rate against the very statements it ran,
 * replayed through the driver alone.
 */

const WARDS = 40;
const ZONES = 10;
const OCCURRENCES = 12;

/** The last `count` windows of a monthly period (the 1st to the month's end) begun by `now`. */
export function lastMonths(now: Date, count: number) {
  const shape = {
    name: 'Báo cáo đoàn số hằng tháng',
    kind: 'hang_thang' as const,
    startDay: 1,
    endDay: 31,
    month: null,
    months: [],
    startYear: null,
    endYear: null,
    startsAt: null,
    endsAt: null,
  };
  const year = now.getUTCFullYear();
  const years = Array.from({ length: Math.ceil(count / 12) + 2 }, (_, i) => year + 1 - i).reverse();
  const windows = years.flatMap((y) => windowsOfYear(shape, y)).filter((w) => w.startsAt <= now);
  return { shape, windows: windows.slice(-count) };
}

/**
 * The membership reports of every grassroots union in each stored occurrence of `periodId` that has
 * begun, as units file them: in a past occurrence 92% of the units reported (15% of them after the
 * deadline; 92% approved, 3% still waiting, 5% rejected, half of those filed again and approved), in
 * the open one 60% so far (55% of them waiting); filed by a chair of one of 100 units, decided by an
 * officer of the province (both made here if missing). The analytics bench seeds its periodic
 * report's occurrences with it (bench/analytics.ts).
 */
export async function writeMembershipReports(database: Database, periodId: number) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  // Who filed (a chair of each of 100 units) and who decided (an officer of the province).
  await run(sql`insert into users (username, full_name, password_hash, active_role_id, search_text)
    select 'do_chair_' || g, 'Chủ tịch Đo ' || g, 'x', ${ROLE_IDS.chair}, '' from generate_series(1, 100) g
    on conflict do nothing`);
  await run(sql`insert into users (username, full_name, password_hash, active_role_id, search_text)
    values ('do_officer', 'Cán bộ Liên đoàn Đo', 'x', ${ROLE_IDS.provincialOfficer}, '')
    on conflict do nothing`);

  // A million reports: past the pool's statement timeout (30 s) on a busy machine, and far faster
  // with the secondary indexes built once after the rows than kept up row by row, and without the
  // foreign keys' checks (six look-ups a row; the rows are made from the tables they point to).
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`alter table membership_reports disable trigger all`);
    const indexes = (
      (await tx.execute(sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'membership_reports' and indexname <> 'membership_reports_pkey'`)) as unknown as {
        rows: { name: string; definition: string }[];
      }
    ).rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    // h picks who reported, s the state, l who was late: three independent hashes of (unit, occurrence).
    // Stored in the order they came in, as a real table holds them.
    await tx.execute(sql`
      insert into membership_reports (occurrence_id, organization_id, xa_phuong_id, cum_khu_cn_id, name,
        member_male, member_female, member_total, worker_male, worker_female, worker_total,
        state, submitted_by, decided_by, decided_at, created_at, updated_at, search_text)
      select o.id, u.id, u.xa_phuong_id, u.cum_khu_cn_id, 'Báo cáo ' || o.name || ' ' || u.name,
        m.total / 2, m.total - m.total / 2, m.total, m.workers / 2, m.workers - m.workers / 2, m.workers,
        x.state, chair.id,
        case when x.state <> 'cho_phe_duyet' then (select id from users where username = 'do_officer') end,
        case when x.state <> 'cho_phe_duyet' then least(x.at + interval '2 days', now()) end,
        x.at, x.at, ''
      from report_occurrences o
      cross join organizations u
      join users chair on chair.username = 'do_chair_' || (1 + u.id % 100)
      cross join lateral (select abs(hashtext(u.id || 'h' || o.id)) % 100 as h,
        abs(hashtext(u.id || 's' || o.id)) % 100 as s, abs(hashtext(u.id || 'l' || o.id)) % 100 as l,
        o.ends_at < now() as past) k
      cross join lateral (select 30 + (u.id + o.month) % 170 as total, 60 + (u.id * 3 + o.month) % 340 as workers) m
      cross join lateral (select
        case when k.s < (case when k.past then 3 else 55 end) then 'cho_phe_duyet'
          when k.s < 95 then 'da_phe_duyet' else 'tu_choi' end as state,
        case when k.past and k.l < 15 then o.ends_at + (1 + k.l % 5) * interval '1 day'
          else o.starts_at + (least(o.ends_at, now()) - o.starts_at) * (k.h / 100.0) end as at) x
      where o.period_id = ${periodId} and u.level = 'grassroots'
        and k.h >= (case when k.past then 8 else 40 end)
      order by x.at`);
    // Half the rejected reports were filed again: approved two days later, or waiting in the open one.
    await tx.execute(sql`
      insert into membership_reports (occurrence_id, organization_id, xa_phuong_id, cum_khu_cn_id, name,
        member_male, member_female, member_total, worker_male, worker_female, worker_total,
        state, submitted_by, decided_by, decided_at, created_at, updated_at, search_text)
      select r.occurrence_id, r.organization_id, r.xa_phuong_id, r.cum_khu_cn_id, r.name,
        r.member_male, r.member_female, r.member_total, r.worker_male, r.worker_female, r.worker_total,
        case when o.ends_at < now() then 'da_phe_duyet' else 'cho_phe_duyet' end, r.submitted_by,
        case when o.ends_at < now() then r.decided_by end,
        case when o.ends_at < now() then least(r.decided_at + interval '3 days', now()) end,
        least(r.decided_at + interval '1 day', now()), now(), ''
      from membership_reports r join report_occurrences o on o.id = r.occurrence_id
      where o.period_id = ${periodId} and r.state = 'tu_choi' and r.id % 2 = 0`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`alter table membership_reports enable trigger all`);
  });
}

/**
 * A province; 40 wards and 10 industrial zones with a union each; `n` grassroots unions under them
 * (one in five in a zone); a monthly period whose 12 latest occurrences are stored, the last open
 * now; and the reports (writeMembershipReports). Each unit's member count is that of its approved
 * report of the latest occurrence.
 */
async function generateReports(database: Database, n: number, now: Date) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into wards (code, name, kind, search_text)
    select 'DO' || lpad(g::text, 3, '0'), 'Phường Đo ' || g, 'phuong', 'phuong do ' || g
    from generate_series(1, ${WARDS}) g`);
  await run(sql`insert into industrial_zones (code, name, xa_phuong_id, search_text)
    select 'KDO' || g, 'Khu công nghiệp Đo ' || g, w.id, 'khu cong nghiep do ' || g
    from generate_series(1, ${ZONES}) g join wards w on w.code = 'DO' || lpad((g * 4)::text, 3, '0')`);
  const created = sql`now() - interval '3 years'`;
  await run(sql`insert into organizations (name, path, level, search_text, created_at)
    values ('Liên đoàn Lao động tỉnh Đo', '/', 'province', 'lien doan lao dong tinh do', ${created})`);
  await run(sql`update organizations set path = '/' || id || '/' where level = 'province'`);
  await run(sql`insert into organizations
      (name, organization_parent_id, path, level, xa_phuong_id, search_text, created_at)
    select 'Công đoàn ' || w.name, p.id, p.path, 'ward', w.id, 'cong doan ' || w.search_text, ${created}
    from wards w, (select id, path from organizations where level = 'province') p`);
  await run(sql`insert into organizations
      (name, organization_parent_id, path, level, xa_phuong_id, cum_khu_cn_id, search_text, created_at)
    select 'Công đoàn ' || z.name, p.id, p.path, 'zone', z.xa_phuong_id, z.id, 'cong doan ' || z.search_text, ${created}
    from industrial_zones z, (select id, path from organizations where level = 'province') p`);
  await run(sql`update organizations set path = path || id || '/' where level in ('ward', 'zone')`);
  await run(sql`
    with parents as (
      select id, path, xa_phuong_id, cum_khu_cn_id, (row_number() over (order by id)) - 1 as i
      from organizations where level in ('ward', 'zone'))
    insert into organizations (name, organization_parent_id, path, level, xa_phuong_id, cum_khu_cn_id,
      address, member_count, worker_count, search_text, created_at)
    select 'Công đoàn cơ sở Đo ' || g, p.id, p.path, 'grassroots', p.xa_phuong_id, p.cum_khu_cn_id,
      'Số ' || g || ', Phường Đo', 20 + g % 180, 40 + g % 400, 'cong doan co so do ' || g, ${created}
    from generate_series(1, ${n}) g join parents p on p.i = g % ${WARDS + ZONES}`);
  await run(sql`update organizations set path = path || id || '/' where level = 'grassroots'`);
  const { shape, windows } = lastMonths(now, OCCURRENCES);
  const [period] = await database.db
    .insert(reportPeriods)
    .values({ ...shape, searchText: 'bao cao doan so hang thang', createdAt: windows[0]!.startsAt })
    .returning({ id: reportPeriods.id });
  const periodId = period!.id;
  await database.db.insert(reportOccurrences).values(windows.map((w) => ({ periodId, ...w })));

  await writeMembershipReports(database, periodId);
  // An approval copies the figures onto the unit: those of its approved report of the latest occurrence.
  await run(sql`
    update organizations u set member_count = r.member_total, member_male_count = r.member_male,
      member_female_count = r.member_female, worker_count = r.worker_total
    from (select distinct on (b.organization_id) b.organization_id, b.member_total, b.member_male,
        b.member_female, b.worker_total
      from membership_reports b join report_occurrences o on o.id = b.occurrence_id
      where b.state = 'da_phe_duyet' order by b.organization_id, o.ends_at desc, b.decided_at desc) r
    where r.organization_id = u.id`);
  // The reports were written with their own past dates: the figures history is read from them.
  const units = await rowsOf<{ id: number }>(database, sql`select id from organizations order by id`);
  await rebuildFiguresHistory(
    database.db,
    units.map((u) => u.id),
  );
  await run(sql`analyze`);
  const [counts] = await rowsOf<{ reports: number }>(
    database,
    sql`select count(*)::int as reports from membership_reports`,
  );
  const previous = windows.at(-2)!;
  return { periodId, previous, reports: counts!.reports };
}

/** The reports' world (generateReports) and the app signed in as the administrator, with the reads' URLs. */
export async function reportsWorld(postgresUrl?: string, n = 10_000) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const { app, token } = await appWithAdmin(database, config);
  const { periodId, previous, reports } = await generateReports(database, n, new Date());
  const tracking = '/api/v1/bao-cao-doan-so-theo-ky/tracking';
  const lastMonth = `thang=${previous.month}&nam=${previous.year}`;
  const urls = {
    page: `${tracking}/trang-thai?thoiGianCapNhatDoanSoId=${periodId}&page=1&limit=20`,
    lateSearch: `${tracking}/trang-thai?thoiGianCapNhatDoanSoId=${periodId}&${lastMonth}&trangThaiBaoCao=qua_han&search=${encodeURIComponent('cơ sở 12')}&page=1&limit=20`,
    stats: `${tracking}/thong-ke?thoiGianCapNhatDoanSoId=${periodId}`,
    dashboard: '/api/v1/report/thong-ke-tong-quan',
  };
  return { database, app, token, reports, urls };
}

export async function benchReports(seconds: number, postgresUrl?: string, n = 10_000) {
  const { database, app, token, reports, urls } = await reportsWorld(postgresUrl, n);
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().data;
  };
  const calls = {
    page: get(urls.page),
    lateSearch: get(urls.lateSearch),
    stats: get(urls.stats),
    dashboard: get(urls.dashboard),
  };
  // What each answers, printed beside its figures: the data is what the line says it is.
  const page = await calls.page();
  const late = await calls.lateSearch();
  const stats = await calls.stats();
  const dashboard = await calls.dashboard();
  const shown = {
    page: `${page.danhSachChiTiet.length} of ${page.total.toLocaleString('en')} units, ${page.tenKyBaoCao}`,
    lateSearch: `${late.danhSachChiTiet.length} of ${late.total.toLocaleString('en')} late units matching 'cơ sở 12', ${late.tenKyBaoCao}`,
    stats: `${stats.tongSoCDCS.toLocaleString('en')} units, ${stats.soDaBaoCao.toLocaleString('en')} reported, ${stats.theoXaPhuong.length} wards, ${stats.theoCumKhu.length} zones`,
    dashboard: `${dashboard.tongSoCongDoan.toLocaleString('en')} units, ${dashboard.tongSoDoanVien.toLocaleString('en')} members, ${dashboard.choPheduyet.toLocaleString('en')} reports waiting`,
  };
  const results = [];
  for (const name of ['page', 'lateSearch', 'stats', 'dashboard'] as const) {
    results.push({
      name,
      shown: shown[name],
      ...(await apiAgainstStatements(database, seconds, calls[name])),
    });
  }
  await app.close();
  await database.close();
  return { n, occurrences: OCCURRENCES, reports, results };
}
