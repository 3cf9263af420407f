import {
  type AnalyticsOverview,
  DATA_SCOPE_LABELS,
  MEMBER_AGE_BAND_LABELS,
  MEMBER_AGE_BAND_YEARS,
  MEMBER_AGE_BANDS,
  MEMBER_GENDER_LABELS,
  MEMBER_GENDERS,
  MEMBER_TENURE_BANDS,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
  OTHER_BUCKET,
  OVERVIEW_BLOCK_TITLES,
  OVERVIEW_ETHNICITY_TOP,
  type OverviewBlock,
  type OverviewRow,
  type OverviewTable,
  percentOf,
  STAFF_TERM_LABELS,
  TENURE_UNKNOWN,
  UNKNOWN_BUCKET,
  vietnamDate,
} from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { executeRows } from '../../../db/query.js';
import {
  categoryItems,
  industrialZones,
  members,
  organizationChoices,
  organizations,
  positions,
  unionStaff,
  wards,
} from '../../../db/schema/index.js';
import { activeGrassroots, decadeName, foundingDecade } from '../../../domain/organization-fields.js';
import { memberScope, organizationScope, staffScope } from '../../../domain/scope.js';

/**
 * GET /analytics/overview: the caller's scope at a glance today, in three statements (unions,
 * members, staff) run side by side, each one pass over its table in scope; the names of the groups
 * are joined after the grouping.
 */

const always = sql`true`;

/** The date `years` before `today` ('YYYY-MM-DD'; 29 February falls back to the 28th). */
function yearsBefore(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = `${String(year).padStart(4, '0')}${today.slice(4)}`;
  return day.endsWith('-02-29') && !leap ? day.replace(/29$/, '28') : day;
}

/**
 * The index of the band (each [from, to) in whole years before `today`) a date falls in, as SQL:
 * a date after `today − to` and on or before `today − from` lies in [from, to).
 */
function bandOf(column: SQL, bands: readonly (readonly [number, number | null])[], today: string): SQL {
  const cases = bands.flatMap(([, to], i) =>
    to === null ? [] : [sql`when ${column} > ${yearsBefore(today, to)}::date then ${sql.raw(String(i))}`],
  );
  return sql`(case when ${column} is null then null ${sql.join(cases, sql` `)} else ${sql.raw(String(bands.length - 1))} end)`;
}
type SQL = ReturnType<typeof sql>;

const table = (block: OverviewBlock, columns: string[], rows: OverviewRow[]): OverviewTable => ({
  block,
  ...OVERVIEW_BLOCK_TITLES[block],
  columns,
  rows,
});

/** Named groups, largest first, the group without a value ('Chưa xác định') last. */
const largestFirst = (rows: { id: number | null; name: string | null; n: number }[]): OverviewRow[] =>
  rows
    .filter((r) => r.n > 0)
    .sort(
      (a, b) =>
        (a.id === null ? 1 : 0) - (b.id === null ? 1 : 0) ||
        b.n - a.n ||
        (a.name ?? '').localeCompare(b.name ?? '', 'vi'),
    )
    .map((r) => ({ name: r.id === null ? UNKNOWN_BUCKET : (r.name ?? UNKNOWN_BUCKET), values: [r.n] }));

interface UnionRow {
  set: 'level' | 'type' | 'kind' | 'decade' | 'all';
  level: string | null;
  id: number | null;
  name: string | null;
  n: number;
  grassroots: number;
  members: number;
  female: number;
  workers: number;
}

/** The active organisations in scope, by level; the active grassroots unions by type, kind, decade; their figures. */
async function unionBlocks(db: DbOrTx, actor: Actor) {
  const o = organizations;
  const scope = organizationScope(actor) ?? always;
  const rows = await executeRows<UnionRow>(
    db,
    sql`with g as (
      select grouping(${o.level})::int as gl, grouping(${o.loaiHinh})::int as gt,
        grouping(${o.loaiCongTy})::int as gk, grouping(${foundingDecade})::int as gd,
        ${o.level} as level, ${o.loaiHinh} as type, ${o.loaiCongTy} as kind, ${foundingDecade} as decade,
        count(*)::int as n,
        count(*) filter (where ${activeGrassroots})::int as grassroots,
        coalesce(sum(${o.memberCount}) filter (where ${activeGrassroots}), 0)::int as members,
        coalesce(sum(${o.memberFemaleCount}) filter (where ${activeGrassroots}), 0)::int as female,
        coalesce(sum(${o.workerCount}) filter (where ${activeGrassroots}), 0)::int as workers
      from ${o}
      where ${o.status} = 'active' and ${scope}
      group by grouping sets ((${o.level}), (${o.loaiHinh}), (${o.loaiCongTy}), (${foundingDecade}), ())
    )
    select case when g.gl = 0 then 'level' when g.gt = 0 then 'type' when g.gk = 0 then 'kind'
        when g.gd = 0 then 'decade' else 'all' end as set,
      g.level, coalesce(g.type, g.kind, g.decade) as id, c.name, g.n, g.grassroots, g.members, g.female, g.workers
    from g left join ${organizationChoices} c on c.id = coalesce(g.type, g.kind)`,
  );
  const of = (set: UnionRow['set']) =>
    rows.filter((r) => r.set === set).map((r) => ({ ...r, n: r.grassroots }));
  const all = rows.find((r) => r.set === 'all');
  const decades = of('decade')
    .filter((r) => r.n > 0)
    .sort((a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER));
  const levels = rows.filter((r) => r.set === 'level');
  const column = ['Số công đoàn cơ sở'];
  return {
    totals: {
      unions: all?.grassroots ?? 0,
      members: all?.members ?? 0,
      female: all?.female ?? 0,
      workers: all?.workers ?? 0,
    },
    tables: [
      table('unionsByType', column, largestFirst(of('type'))),
      table('unionsByCompanyKind', column, largestFirst(of('kind'))),
      table(
        'unionsByDecade',
        column,
        decades.map((d) => ({ name: d.id === null ? UNKNOWN_BUCKET : decadeName(d.id), values: [d.n] })),
      ),
      table(
        'unionsByLevel',
        ['Số tổ chức'],
        ORGANIZATION_LEVELS.flatMap((level) => {
          const n = levels.find((r) => r.level === level)?.n ?? 0;
          return n > 0 ? [{ name: ORGANIZATION_LEVEL_LABELS[level], values: [n] }] : [];
        }),
      ),
    ],
  };
}

interface MemberRow {
  gender: string;
  band: number;
  eth: number | null;
  ethName: string | null;
  edu: number | null;
  eduName: string | null;
  tenure: number | null;
  n: number;
}

/** Sums `rows` by a key, as the named groups `largestFirst` orders. */
function sumBy(
  rows: MemberRow[],
  id: (r: MemberRow) => number | null,
  name: (r: MemberRow) => string | null,
) {
  const groups = new Map<number | null, { id: number | null; name: string | null; n: number }>();
  for (const r of rows) {
    const key = id(r);
    const group = groups.get(key) ?? { id: key, name: name(r), n: 0 };
    group.n += r.n;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The members in activity in scope, by gender and age band, ethnicity, education, years of
 * membership: one hash aggregate over the five keys at once (a few thousand groups at most), which
 * one pass of the table feeds, summed into each block here; GROUPING SETS would sort the table once
 * a set.
 */
async function memberBlocks(db: DbOrTx, actor: Actor, today: string) {
  const m = members;
  const ages = MEMBER_AGE_BANDS.map((b) => MEMBER_AGE_BAND_YEARS[b]);
  const tenures = MEMBER_TENURE_BANDS.map((b) => b.years);
  // Without JIT: compiling the expressions cost ~0.4 s of a 2 s read of 1M members on PostgreSQL
  // (a loaded 2-core machine), more than it saves on a scan this simple; PGlite has no JIT to turn off.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return executeRows<MemberRow>(
      tx,
      sql`with g as (
      select ${m.gender} as gender, ${bandOf(sql`${m.dateOfBirth}`, ages, today)} as band,
        ${m.ethnicityId} as eth, ${m.educationLevelId} as edu,
        ${bandOf(sql`${m.joinedAt}`, tenures, today)} as tenure, count(*)::int as n
      from ${m}
      where ${m.status} = 'dang_sinh_hoat' and ${memberScope(actor) ?? always}
      group by 1, 2, 3, 4, 5
    )
    select g.gender, g.band, g.eth, e.name as "ethName", g.edu, d.name as "eduName", g.tenure, g.n
    from g left join ${categoryItems} e on e.id = g.eth left join ${categoryItems} d on d.id = g.edu`,
    );
  });
  const count = (gender: string, band: number) =>
    rows.filter((r) => r.gender === gender && r.band === band).reduce((s, r) => s + r.n, 0);
  const byGender = MEMBER_GENDERS.map((g) => ({
    name: MEMBER_GENDER_LABELS[g],
    values: [rows.filter((r) => r.gender === g).reduce((s, r) => s + r.n, 0)],
  }));
  const ethnicities = largestFirst(
    sumBy(
      rows,
      (r) => r.eth,
      (r) => r.ethName,
    ),
  );
  const named = ethnicities.filter((r) => r.name !== UNKNOWN_BUCKET);
  const others = named.slice(OVERVIEW_ETHNICITY_TOP).reduce((s, r) => s + r.values[0]!, 0);
  const tenure = sumBy(
    rows,
    (r) => r.tenure,
    () => null,
  );
  return {
    total: rows.reduce((s, r) => s + r.n, 0),
    tables: [
      table(
        'membersByGender',
        ['Số đoàn viên'],
        byGender.filter((r) => r.values[0]! > 0),
      ),
      table(
        'membersByAge',
        MEMBER_GENDERS.map((g) => MEMBER_GENDER_LABELS[g]),
        MEMBER_AGE_BANDS.map((band, i) => ({
          name: MEMBER_AGE_BAND_LABELS[band],
          values: MEMBER_GENDERS.map((g) => count(g, i)),
        })),
      ),
      table(
        'membersByEthnicity',
        ['Số đoàn viên'],
        [
          ...named.slice(0, OVERVIEW_ETHNICITY_TOP),
          ...(others > 0 ? [{ name: OTHER_BUCKET, values: [others] }] : []),
          ...ethnicities.filter((r) => r.name === UNKNOWN_BUCKET),
        ],
      ),
      table(
        'membersByEducation',
        ['Số đoàn viên'],
        largestFirst(
          sumBy(
            rows,
            (r) => r.edu,
            (r) => r.eduName,
          ),
        ),
      ),
      table(
        'membersByTenure',
        ['Số đoàn viên'],
        [
          ...MEMBER_TENURE_BANDS.map((b, i) => ({
            name: b.label,
            values: [tenure.find((r) => r.id === i)?.n ?? 0],
          })),
          ...tenure.filter((r) => r.id === null).map((r) => ({ name: TENURE_UNKNOWN, values: [r.n] })),
        ],
      ),
    ],
  };
}

interface StaffRow {
  set: 'position' | 'term';
  id: number | null;
  name: string | null;
  n: number;
}
const TERMS = ['current', 'ended', 'none'] as const;

/** The union staff in scope, by position and by term (today within, after, or without dates). */
async function staffBlocks(db: DbOrTx, actor: Actor, today: string) {
  const s = unionStaff;
  const term = sql`(case when ${s.termStart} is null and ${s.termEnd} is null then 2
    when ${s.termEnd} < ${today}::date then 1 else 0 end)`;
  const rows = await executeRows<StaffRow>(
    db,
    sql`with g as (
      select grouping(t.position)::int as gp, t.position, t.term, count(*)::int as n
      from (select ${s.positionId} as position, ${term} as term from ${s} where ${staffScope(actor) ?? always}) t
      group by grouping sets ((t.position), (t.term))
    )
    select case when g.gp = 0 then 'position' else 'term' end as set,
      case when g.gp = 0 then g.position else g.term end as id, p.name, g.n
    from g left join ${positions} p on g.gp = 0 and p.id = g.position`,
  );
  const byTerm = rows.filter((r) => r.set === 'term');
  return {
    total: byTerm.reduce((sum, r) => sum + r.n, 0),
    tables: [
      table('staffByPosition', ['Số cán bộ'], largestFirst(rows.filter((r) => r.set === 'position'))),
      table(
        'staffByTerm',
        ['Số cán bộ'],
        TERMS.flatMap((t, i) => {
          const n = byTerm.find((r) => r.id === i)?.n ?? 0;
          return n > 0 ? [{ name: STAFF_TERM_LABELS[t], values: [n] }] : [];
        }),
      ),
    ],
  };
}

/** The caller's scope as a name: the province, their ward or zone, their union. */
export async function scopeName(db: DbOrTx, actor: Actor): Promise<string> {
  const nameOf = async (
    t: typeof wards | typeof industrialZones | typeof organizations,
    id: number | null,
  ) =>
    id === null ? null : ((await db.select({ name: t.name }).from(t).where(eq(t.id, id)))[0]?.name ?? null);
  const name =
    actor.scope === 'ward'
      ? await nameOf(wards, actor.xaPhuongId)
      : actor.scope === 'zone'
        ? await nameOf(industrialZones, actor.cumKhuCnId)
        : actor.scope === 'organization'
          ? await nameOf(organizations, actor.organizationId)
          : null;
  return name ?? DATA_SCOPE_LABELS[actor.scope];
}

export async function analyticsOverview(
  db: DbOrTx,
  actor: Actor,
  now = new Date(),
): Promise<AnalyticsOverview> {
  const today = vietnamDate(now);
  const [scope, unions, people, staff] = await Promise.all([
    scopeName(db, actor),
    unionBlocks(db, actor),
    memberBlocks(db, actor, today),
    staffBlocks(db, actor, today),
  ]);
  const t = unions.totals;
  return {
    scope,
    date: today,
    summary: {
      unions: t.unions,
      members: t.members,
      membersFemale: t.female,
      femaleRate: percentOf(t.female, t.members),
      workers: t.workers,
      unionisationRate: percentOf(t.members, t.workers),
      memberRecords: people.total,
      staff: staff.total,
    },
    tables: [...unions.tables, ...people.tables, ...staff.tables],
  };
}
