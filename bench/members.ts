import { type ChildProcess, fork } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type MemberItem, toSearchText } from '@congdoan/shared';
import { inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../apps/api/src/db/client.js';
import { members } from '../apps/api/src/db/schema/index.js';
import { selectMemberItems, toItem } from '../apps/api/src/domain/members/records.js';
import { MEMBER_EXPORT_COLUMNS } from '../apps/api/src/modules/members/export.js';
import {
  DEPARTMENTS,
  FAMILY,
  GIVEN_F,
  GIVEN_M,
  MIDDLE_F,
  MIDDLE_M,
  OCCUPATIONS,
} from '../apps/api/src/seed/generator.js';
import { HEAP_LIMIT_MB } from './import-memory.js';
import {
  apiAgainstStatements,
  appWithAdmin,
  BENCH_ENV,
  configOf,
  freshDatabase,
  quantile,
  rowsOf,
} from './setup.js';

/**
 * Members (issue P11 §4): a province of 10,000 grassroots unions and 1,000,000 members on
 * PostgreSQL (100,000 on PGlite), one ward union's subtree holding a tenth of them. As the
 * administrator, each through the API against the very statements it ran, replayed through the
 * driver alone, with its p50 and p95: the list's accent-free search with its capped count (a name
 * of three words and one common word), a page of the ward's subtree (the first and the 50th), the
 * report prefill of a union of 1,000 members (it reads the counts the triggers keep), and one
 * member create in that union against the bare INSERT with and without the recount its trigger
 * runs; then the streamed export of ~100,000 members (the ward's subtree on PostgreSQL, the whole
 * province on PGlite) from a server in a process of its own, against ExcelJS's streaming writer
 * alone on the same rows and columns from memory, and that process's peak resident size.
 * The issue's import of 10,000 members is measured in bench/members-import.ts.
 */

const UNIONS = 10_000;
const WARDS = 100;
/** The ward whose subtree holds a tenth of the unions, hence of the members. */
const BIG_WARD_SHARE = 10;
/** The union the prefill and the create read: the first members all go to it. */
const PREFILL_MEMBERS = 1_000;

/** Family names as common as they are (Nguyễn about a third, Trần and Lê about a tenth each). */
const WEIGHTED_FAMILY = [
  ...Array<string>(8).fill(FAMILY[0]!),
  ...Array<string>(2).fill(FAMILY[1]!),
  ...Array<string>(2).fill(FAMILY[2]!),
  ...FAMILY.slice(3),
];

const textArray = (xs: readonly string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

/**
 * A province, `WARDS` ward unions and `UNIONS` grassroots unions (a tenth under the first ward, the
 * last one the prefill's), then `n` members in one INSERT … SELECT: the names from the demo
 * generator's parts (their accent-free forms computed by toSearchText here, so search_text is what
 * the API writes), 97% active, card numbers and CCCDs unique. The count triggers are disabled
 * while it runs and the unions counted once at the end (count_members_of), and the trigram index
 * is built after the rows rather than kept up row by row; then the table is vacuumed.
 */
export async function generateMembers(database: Database, n: number) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  await run(sql`insert into wards (code, name, kind, search_text)
    select 'DV' || lpad(g::text, 3, '0'), 'Phường Đo ' || g, 'phuong', 'phuong do ' || g
    from generate_series(1, ${WARDS}) g`);
  await run(sql`insert into organizations (name, path, level, search_text)
    values ('Liên đoàn Lao động tỉnh Đo', '/', 'province', 'lien doan lao dong tinh do')`);
  await run(sql`update organizations set path = '/' || id || '/' where level = 'province'`);
  await run(sql`insert into organizations (name, organization_parent_id, path, level, xa_phuong_id, search_text)
    select 'Công đoàn ' || w.name, p.id, p.path, 'ward', w.id, 'cong doan ' || w.search_text
    from (select * from wards where code like 'DV%' order by code) w,
      (select id, path from organizations where level = 'province') p
    order by w.code`);
  await run(sql`update organizations set path = path || id || '/' where level = 'ward'`);
  await run(sql`
    with parents as (select id, path, xa_phuong_id, (row_number() over (order by id)) - 1 as i
      from organizations where level = 'ward')
    insert into organizations (name, organization_parent_id, path, level, xa_phuong_id, address, worker_count, search_text)
    select 'Công đoàn cơ sở Đo ' || g, p.id, p.path, 'grassroots', p.xa_phuong_id, 'Số ' || g || ', Phường Đo',
      40 + g % 400, 'cong doan co so do ' || g
    from generate_series(1, ${UNIONS}) g
    join parents p on p.i = case when g <= ${UNIONS / BIG_WARD_SHARE} then 0 else 1 + g % ${WARDS - 1} end
    order by g`);
  await run(sql`update organizations set path = path || id || '/' where level = 'grassroots'`);

  const plain = (xs: readonly string[]) => xs.map((x) => toSearchText(x));
  // A million rows take longer than the pool's statement timeout (30 s) on a busy machine.
  await database.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`set local statement_timeout = 0`);
    await run(sql`alter table members disable trigger user`);
    await run(sql`drop index members_search_idx`);
    await run(sql`
    with c as (select
        (select min(id) from organizations where level = 'grassroots') as first_union,
        (select min(id) from category_items where kind = 'ethnics') as ethnicity,
        (select min(id) from category_items where kind = 'nations') as nationality,
        array(select id from category_items where kind = 'educationLevels' order by id) as education,
        ${textArray(WEIGHTED_FAMILY)} as fam, ${textArray(plain(WEIGHTED_FAMILY))} as fam_a,
        ${textArray(MIDDLE_M)} as mid_m, ${textArray(plain(MIDDLE_M))} as mid_m_a,
        ${textArray(MIDDLE_F)} as mid_f, ${textArray(plain(MIDDLE_F))} as mid_f_a,
        ${textArray(GIVEN_M)} as giv_m, ${textArray(plain(GIVEN_M))} as giv_m_a,
        ${textArray(GIVEN_F)} as giv_f, ${textArray(plain(GIVEN_F))} as giv_f_a,
        ${textArray(OCCUPATIONS)} as occupations, ${textArray(DEPARTMENTS)} as departments),
    g as (select i, hashtext(i || 'a') & 2147483647 as a, hashtext(i || 'b') & 2147483647 as b, hashtext(i || 'c') & 2147483647 as c
      from generate_series(1, ${n}) i),
    k as (select g.*, (g.a % 2 = 0) as female,
        1 + g.a / 2 % cardinality(c.fam) as f, 1 + g.b % 8 as m, 1 + g.b / 8 % 16 as v,
        date '1966-01-01' + (g.c % 14600) as born,
        'BV' || lpad(i::text, 7, '0') as card, '024' || lpad(i::text, 9, '0') as identity,
        case when g.c % 5 > 0 then '09' || lpad(((i::bigint * 7919 + 2345678) % 100000000)::text, 8, '0') end as phone,
        case when g.b % 100 < 97 then 'dang_sinh_hoat' when g.b % 100 < 99 then 'thoi_sinh_hoat'
          else 'da_chuyen_di' end as status
      from g, c)
    insert into members (organization_id, full_name, date_of_birth, gender, ethnicity_id, nationality_id,
      identity, phone_number, occupation, department, education_level_id, joined_at, card_number,
      card_issued_at, party_member, status, status_changed_at, search_text)
    select
      case when k.i <= ${PREFILL_MEMBERS} then c.first_union + ${UNIONS - 1}
        else c.first_union + k.i % ${UNIONS} end,
      c.fam[k.f] || ' ' || (case when k.female then c.mid_f[k.m] else c.mid_m[k.m] end) || ' '
        || (case when k.female then c.giv_f[k.v] else c.giv_m[k.v] end),
      k.born, case when k.female then 'nu' else 'nam' end, c.ethnicity, c.nationality,
      k.identity, k.phone, c.occupations[1 + k.c % cardinality(c.occupations)],
      c.departments[1 + k.a % cardinality(c.departments)],
      c.education[1 + k.c % greatest(1, cardinality(c.education))],
      least(k.born + 6600 + k.a % 3000, current_date - 1), k.card,
      least(k.born + 6600 + k.a % 3000, current_date - 1), k.c % 100 < 8, k.status,
      least(k.born + 6600 + k.a % 3000, current_date - 1),
      c.fam_a[k.f] || ' ' || (case when k.female then c.mid_f_a[k.m] else c.mid_m_a[k.m] end) || ' '
        || (case when k.female then c.giv_f_a[k.v] else c.giv_m_a[k.v] end)
        || ' ' || k.identity || ' ' || lower(k.card) || coalesce(' ' || k.phone, '')
    from k, c
    order by k.i`);
    await run(sql`create index members_search_idx on members using gin (search_text gin_trgm_ops)`);
    await run(sql`alter table members enable trigger user`);
    await run(sql`select count_members_of(array(select id from organizations where level = 'grassroots'))`);
  });
  // Vacuumed as a table long in use is, so that no autovacuum of the new rows runs during the measures.
  await run(sql`vacuum (analyze) members`);
  await run(sql`analyze`);
  const [ids] = await rowsOf<{ province: number; ward: number; prefill: number }>(
    database,
    sql`select (select id from organizations where level = 'province') as province,
      (select min(id) from organizations where level = 'ward') as ward,
      (select max(id) from organizations where level = 'grassroots') as prefill`,
  );
  return ids!;
}

/** A valid member/create body in `organizationId`, unique by `n`. */
const createBody = (organizationId: number, n: number) => ({
  organizationId,
  fullName: `Nguyễn Thị Đo ${n}`,
  dateOfBirth: '1990-03-15',
  gender: 'nu',
  identity: `0991900${String(n).padStart(5, '0')}`,
  phoneNumber: `09140${String(n).padStart(5, '0')}`,
  joinedAt: '2015-06-01',
});

/** A member's single-row INSERT as the bench writes it, the trigger's recount on or off. */
async function insertTimes(database: Database, organizationId: number, from: number, count: number) {
  const times: number[] = [];
  for (let n = from; n < from + count; n++) {
    const started = performance.now();
    await database.db.execute(sql`insert into members (organization_id, full_name, date_of_birth, gender,
        identity, card_number, search_text)
      values (${organizationId}, ${`Trần Văn Đo ${n}`}, '1990-01-01', 'nam', ${`0881900${String(n).padStart(5, '0')}`},
        ${`BX${n}`}, ${`tran van do ${n}`})`);
    times.push(performance.now() - started);
  }
  return times;
}

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'members-export-server.mjs');

interface ServerMessage {
  port?: number;
  idle?: number;
  peak?: number;
}

const next = (child: ChildProcess) =>
  new Promise<ServerMessage>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`members export server exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message: ServerMessage) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });

/** ExcelJS's streaming writer alone on the export's cells, one style object per column. */
async function writePlain(items: MemberItem[]) {
  const out = new PassThrough();
  let bytes = 0;
  out.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('Đoàn viên');
  const border = { style: 'thin' } as const;
  const styles = ['STT', ...MEMBER_EXPORT_COLUMNS].map(() => ({
    font: { name: 'Times New Roman', size: 11 },
    border: { top: border, left: border, bottom: border, right: border },
  }));
  items.forEach((m, i) => {
    const row = ws.getRow(i + 1);
    row.values = [i + 1, ...MEMBER_EXPORT_COLUMNS.map(([, , cell]) => cell(m))];
    styles.forEach((style, c) => {
      row.getCell(c + 1).style = style;
    });
    row.commit();
  });
  ws.commit();
  await wb.commit();
  return bytes;
}

/**
 * The export from a server in a process of its own (on the same database: PostgreSQL by its URL,
 * PGlite from a dump of its data directory), its peak resident size over the export against the
 * process idle; beside it, interleaved, ExcelJS alone on the same rows from memory here.
 */
async function benchExport(database: Database, url: string, token: string, items: MemberItem[]) {
  let source: string;
  if (database.kind === 'postgres') {
    const [db] = await rowsOf<{ name: string }>(database, sql`select current_database() as name`);
    const target = new URL(process.env.BENCH_DATABASE_URL!);
    target.pathname = `/${db!.name}`;
    source = target.toString();
  } else {
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
      .$client;
    source = path.join(tmpdir(), `congdoan-bench-members-${process.pid}.tar`);
    writeFileSync(source, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  }
  const child = fork(SERVER, [source], {
    // The product's heap limit (docs/decisions.md, "A 512 MB heap"): the collector runs as it would.
    execArgv: [`--max-old-space-size=${HEAP_LIMIT_MB}`],
    env: { ...process.env, ...BENCH_ENV },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const { port } = await next(child);
    const base = `http://127.0.0.1:${port}/api/v1`;
    // The server checks the token against its own secret: the bench's config is the same.
    const download = async (query: string) => {
      const res = await fetch(`${base}/member/export?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`member/export failed: ${res.status} ${await res.text()}`);
      return (await res.arrayBuffer()).byteLength;
    };
    await download(`organizationId=${items[0]!.organizationId}`);
    const rounds: { exportMs: number; plainMs: number; idleMB: number; peakMB: number; bytes: number }[] = [];
    for (let round = 0; round < 2; round++) {
      child.send('idle');
      const { idle } = await next(child);
      let started = performance.now();
      const bytes = await download(url);
      const exportMs = performance.now() - started;
      child.send('report');
      const { peak } = await next(child);
      started = performance.now();
      await writePlain(items);
      const plainMs = performance.now() - started;
      rounds.push({ exportMs, plainMs, idleMB: idle!, peakMB: peak!, bytes });
    }
    child.send('exit');
    await exited;
    return rounds;
  } finally {
    child.kill();
    if (database.kind === 'pglite') rmSync(source, { force: true });
  }
}

export async function benchMembers(
  seconds: number,
  postgresUrl?: string,
  n = postgresUrl ? 1_000_000 : 100_000,
) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const { app, token } = await appWithAdmin(database, config);
  const generating = performance.now();
  const ids = await generateMembers(database, n);
  const generatedS = (performance.now() - generating) / 1000;

  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().data;
  };
  const list = (query: string) => get(`/api/v1/member/list-all?limit=20&${query}`);
  const subtree = `organizationId=${ids.ward}&includeChildren=true`;
  const calls = {
    searchName: list(`search=${encodeURIComponent('nguyen thi huong')}`),
    searchWord: list('search=nguyen'),
    subtreeFirst: list(`${subtree}&page=1`),
    subtreeDeep: list(`${subtree}&page=50`),
    prefill: get(`/api/v1/bao-cao-doan-so-theo-ky/du-lieu-goi-y?organizationId=${ids.prefill}`),
  };
  const shown: Record<keyof typeof calls, string> = {} as never;
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) {
    const data = await calls[name]();
    shown[name] =
      name === 'prefill'
        ? `${data.organizationName}: ${data.tongSoCongDoan.toLocaleString('en')} members counted (${data.nguon})`
        : `${data.list.length} of ${data.count.toLocaleString('en')}${data.countCapped ? '+ (capped)' : ''}`;
  }
  const results = [];
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) {
    results.push({
      name,
      shown: shown[name],
      ...(await apiAgainstStatements(database, seconds, calls[name])),
    });
  }

  // One create in the prefill's union (its trigger recounts that union), against the bare INSERT.
  const creates: number[] = [];
  for (let i = 1; i <= 60; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/member/create',
      headers: { authorization: `Bearer ${token}` },
      payload: createBody(ids.prefill, i),
    });
    if (res.statusCode !== 200) throw new Error(`member/create failed: ${res.statusCode} ${res.body}`);
    creates.push(performance.now() - started);
  }
  const counted: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < 2; round++) {
    counted.push(...(await insertTimes(database, ids.prefill, 1000 + round * 200, 100)));
    await database.db.execute(sql`alter table members disable trigger members_counted_insert`);
    bare.push(...(await insertTimes(database, ids.prefill, 1100 + round * 200, 100)));
    await database.db.execute(sql`alter table members enable trigger members_counted_insert`);
  }
  await database.db.execute(sql`select count_members_of(array[${ids.prefill}::int])`);
  const create = {
    apiP50Ms: quantile(creates, 0.5),
    apiP95Ms: quantile(creates, 0.95),
    countedP50Ms: quantile(counted, 0.5),
    countedP95Ms: quantile(counted, 0.95),
    bareP50Ms: quantile(bare, 0.5),
    bareP95Ms: quantile(bare, 0.95),
  };

  // About 100,000 members: the ward's subtree of a million, the whole province of 100,000.
  const exportOrg = postgresUrl ? ids.ward : ids.province;
  const exportQuery = `organizationId=${exportOrg}&includeChildren=true`;
  const exportIds = (
    await rowsOf<{ id: number }>(
      database,
      sql`select m.id from members m join organizations o on o.id = m.organization_id
        where o.path like (select path from organizations where id = ${exportOrg}) || '%'`,
    )
  ).map((r) => r.id);
  const items: MemberItem[] = [];
  for (let from = 0; from < exportIds.length; from += 5000) {
    const rows = await selectMemberItems(database.db).where(
      inArray(members.id, exportIds.slice(from, from + 5000)),
    );
    items.push(...rows.map(toItem));
  }
  const exported = await benchExport(database, exportQuery, token, items);
  await app.close();
  await database.close();
  return { n, generatedS, results, create, exportRows: items.length, exported };
}
