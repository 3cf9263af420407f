import type { FigureSource } from '@congdoan/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { executeRows } from '../db/query.js';
import { organizationFigures, organizations } from '../db/schema/index.js';

/**
 * The one history of each union's figures (docs/architecture.md, "Figures history"): the database
 * writes a row of `organization_figures` whenever an organisation's member or worker figures change
 * (migration 0022), and every read of a past figure reads it here — the dashboard's windows today,
 * the analytics' months next. Nothing else rebuilds a past figure.
 */

/**
 * Runs `work` (a writer's statements in the transaction `tx`) with its changes of figures recorded
 * as coming from `source`; a write that names none is a form's. The member records' recount names
 * itself ('records') in the database.
 */
export async function withFiguresSource<T>(tx: DbOrTx, source: FigureSource, work: () => Promise<T>) {
  await tx.execute(sql`select set_config('congdoan.figures_source', ${source}, true)`);
  const done = await work();
  // Only on success: a failed work has its transaction rolled back, the setting with it.
  await tx.execute(sql`select set_config('congdoan.figures_source', '', true)`);
  return done;
}

/** The figures of a set of unions at one moment. */
export interface FiguresAt {
  at: Date;
  /** Unions that existed before the moment. */
  units: number;
  members: number;
  membersMale: number;
  membersFemale: number;
  /** The members of unions whose figures were counted from their member records (theo hồ sơ)… */
  membersCounted: number;
  /** …and of the others, as declared (theo báo cáo, form or import). */
  membersDeclared: number;
  workers: number;
  workersMale: number;
  workersFemale: number;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The summed figures, at each of `moments` (each excluded: what happened at T counts from T on), of
 * the unions `units` keeps (a condition on `organizations`) among those created before it: for each
 * union its latest history row before the moment, one backward step of the history's index.
 */
export async function figuresAt(db: DbOrTx, moments: readonly Date[], units: SQL): Promise<FiguresAt[]> {
  const f = organizationFigures;
  const sum = (expression: SQL, filter = sql`true`) =>
    sql`coalesce(sum(${expression}) filter (where ${filter}), 0)::int`;
  const rows = await executeRows<Omit<FiguresAt, 'at'> & { i: number }>(
    db,
    sql`select m.i::int as i, count(${organizations.id})::int as units,
        ${sum(sql`h.member_count`)} as members,
        ${sum(sql`h.member_male_count`)} as "membersMale",
        ${sum(sql`h.member_female_count`)} as "membersFemale",
        ${sum(sql`h.member_count`, sql`h.counted`)} as "membersCounted",
        ${sum(sql`h.member_count`, sql`not h.counted`)} as "membersDeclared",
        ${sum(sql`h.worker_count`)} as workers,
        ${sum(sql`h.worker_male_count`)} as "workersMale",
        ${sum(sql`h.worker_female_count`)} as "workersFemale"
      from unnest(array[${sql.join(
        moments.map((m) => at(m)),
        sql`, `,
      )}]::timestamptz[]) with ordinality m(at, i)
      left join ${organizations} on ${organizations.createdAt} < m.at and ${units}
      left join lateral (
        select ${f.memberCount} as member_count, ${f.memberMaleCount} as member_male_count,
          ${f.memberFemaleCount} as member_female_count, ${f.workerCount} as worker_count,
          ${f.workerMaleCount} as worker_male_count, ${f.workerFemaleCount} as worker_female_count,
          ${f.counted} as counted
        from ${f}
        where ${f.organizationId} = ${organizations.id} and ${f.recordedAt} < m.at
        order by ${f.recordedAt} desc, ${f.id} desc
        limit 1
      ) h on true
      group by m.i
      order by m.i`,
  );
  return rows.map(({ i, ...row }) => ({ at: moments[i - 1]!, ...row }));
}

/** One union's figures at one moment (its latest history row before it). */
export interface UnionFiguresAt {
  members: number | null;
  membersMale: number | null;
  membersFemale: number | null;
  workers: number | null;
  workersMale: number | null;
  workersFemale: number | null;
  counted: boolean;
}

/**
 * The figures of each union `units` keeps (a condition on `organizations`) at `moment` (excluded),
 * as `figuresAt` reads them, union by union: the unions created before the moment, each with its
 * latest history row before it (a union without one has none: it is left out).
 */
export async function figuresOfEachAt(
  db: DbOrTx,
  moment: Date,
  units: SQL,
): Promise<Map<number, UnionFiguresAt>> {
  const f = organizationFigures;
  const rows = await executeRows<UnionFiguresAt & { id: number }>(
    db,
    sql`select ${organizations.id} as id, h.member_count as members, h.member_male_count as "membersMale",
        h.member_female_count as "membersFemale", h.worker_count as workers,
        h.worker_male_count as "workersMale", h.worker_female_count as "workersFemale", h.counted as counted
      from ${organizations}
      join lateral (
        select ${f.memberCount} as member_count, ${f.memberMaleCount} as member_male_count,
          ${f.memberFemaleCount} as member_female_count, ${f.workerCount} as worker_count,
          ${f.workerMaleCount} as worker_male_count, ${f.workerFemaleCount} as worker_female_count,
          ${f.counted} as counted
        from ${f}
        where ${f.organizationId} = ${organizations.id} and ${f.recordedAt} < ${at(moment)}
        order by ${f.recordedAt} desc, ${f.id} desc
        limit 1
      ) h on true
      where ${organizations.createdAt} < ${at(moment)} and ${units}`,
  );
  return new Map(rows.map(({ id, ...figures }) => [Number(id), figures]));
}

/** How many unions one rebuild statement takes: each chunk's moments are sorted and windowed at once. */
const REBUILD_CHUNK = 1_000;

/**
 * Rebuilds the history of the given unions from what the database holds of their past (approved
 * reports, member events, today's figures), as migration 0022 did for every union once: for a past
 * written after the fact with its own dates (the demo data, a test's world). The tables' statistics
 * are read first, as such a past was just written in bulk and the planner would otherwise take its
 * tables for empty; the unions go a chunk at a time, each well inside the statement timeout.
 */
export async function rebuildFiguresHistory(db: DbOrTx, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return;
  await db.execute(
    sql`analyze organizations, members, member_events, membership_reports, report_occurrences`,
  );
  for (let from = 0; from < organizationIds.length; from += REBUILD_CHUNK) {
    const ids = organizationIds.slice(from, from + REBUILD_CHUNK);
    await db.execute(
      sql`select rebuild_organization_figures(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[])`,
    );
  }
}
