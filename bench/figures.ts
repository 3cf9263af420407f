import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { organizations } from '../apps/api/src/db/schema/index.js';
import { figuresAt } from '../apps/api/src/domain/figures.js';
import { apiAgainstStatements, appWithAdmin, configOf, freshDatabase, rowsOf } from './setup.js';

/**
 * The figures history (issue P12 §1): 10,000 grassroots unions under a province, each with a row of
 * figures for every month of the last five years (600,000 rows), and the reads that stand on it: the
 * members of the whole province at a moment (target on PostgreSQL: p95 ≤ 50 ms), and the dashboard's
 * figure cards for a month, each against its statements replayed through the driver alone.
 */

export const MONTHS = 60;

/**
 * A row of figures a month for the last `MONTHS` months for every grassroots union (its figures
 * moving a little each month), as the triggers would have written them over five years of forms,
 * reports and member records; then the database vacuumed and analysed. The analytics bench writes
 * the same history under its own province (bench/analytics.ts).
 */
export async function writeFiguresHistory(database: Database) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  // Written whole, with the row triggers that keep each row's change off, then the changes in one
  // pass (migration 0025): row by row, they would take most of the seeding on PGlite.
  await run(sql`alter table organization_figures disable trigger user`);
  await run(sql`delete from organization_figures`);
  await run(sql`insert into organization_figures (organization_id, recorded_at, member_count,
      member_male_count, member_female_count, worker_count, counted, source)
    select o.id, date_trunc('month', now()) - (${MONTHS} - k) * interval '1 month',
      10 + (o.id * 7 + k) % 200, (10 + (o.id * 7 + k) % 200) / 2, (11 + (o.id * 7 + k) % 200) / 2,
      40 + (o.id + k * 3) % 400, o.id % 5 = 0, case when o.id % 5 = 0 then 'records' else 'report' end
    from organizations o cross join generate_series(0, ${MONTHS - 1}) k
    where o.level = 'grassroots'
    order by 2, 1`);
  await run(sql`alter table organization_figures enable trigger user`);
  await run(sql`select organization_figures_retake_changes()`);
  // Vacuumed as well as analysed: five years of history stand long vacuumed in a real database, and
  // an autovacuum of the 600,000 fresh rows would otherwise start in the middle of the timing.
  await run(sql`vacuum analyze`);
}

async function generateHistory(database: Database, n: number) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const created = sql`now() - interval '6 years'`;
  await run(sql`insert into organizations (name, path, level, search_text, created_at)
    values ('Liên đoàn Lao động tỉnh Đo', '/', 'province', 'lien doan lao dong tinh do', ${created})`);
  await run(sql`update organizations set path = '/' || id || '/' where level = 'province'`);
  await run(sql`insert into organizations (name, organization_parent_id, path, level, member_count,
      worker_count, search_text, created_at)
    select 'Công đoàn cơ sở Đo ' || g, p.id, p.path, 'grassroots', 20 + g % 180, 40 + g % 400,
      'cong doan co so do ' || g, ${created}
    from generate_series(1, ${n}) g, (select id, path from organizations where level = 'province') p`);
  await run(sql`update organizations set path = path || id || '/' where level = 'grassroots'`);
  await writeFiguresHistory(database);
  const [count] = await rowsOf<{ rows: number }>(
    database,
    sql`select count(*)::int as rows from organization_figures`,
  );
  return count!.rows;
}

export async function benchFigures(seconds: number, postgresUrl?: string, n = 10_000) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const { app, token } = await appWithAdmin(database, config);
  const rows = await generateHistory(database, n);
  const now = new Date();
  // A moment in one of the history's months, a different one each call.
  let k = 0;
  const someMonth = () => {
    k = (k + 7) % MONTHS;
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 15));
  };
  const province = sql`${organizations.level} = 'grassroots'`;
  const at = await figuresAt(database.db, [someMonth()], province);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const dashboard = async () => {
    const m = someMonth();
    const from = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth(), 1));
    const to = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0));
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/report/thong-ke-tong-quan?fromDate=${day(from)}&toDate=${day(to)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200)
      throw new Error(`dashboard failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().data;
  };
  const card = await dashboard();
  const results = [
    {
      name: 'membersAt' as const,
      shown: `${at[0]!.units.toLocaleString('en')} unions, ${at[0]!.members.toLocaleString('en')} members at ${day(at[0]!.at)}`,
      ...(await apiAgainstStatements(database, seconds, () =>
        figuresAt(database.db, [someMonth()], province),
      )),
    },
    {
      name: 'dashboard' as const,
      shown: `${card.tongSoCongDoan.toLocaleString('en')} unions, ${card.tongSoDoanVien.toLocaleString('en')} members (${card.tangTruongDoanVien})`,
      ...(await apiAgainstStatements(database, seconds, dashboard)),
    },
  ];
  await app.close();
  await database.close();
  return { n, months: MONTHS, rows, results };
}
