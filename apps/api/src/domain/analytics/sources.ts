import type { MeasureKey, MeasureSource } from '@congdoan/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/query.js';
import {
  companiesWithoutUnion,
  eventRegistrations,
  events,
  memberEvents,
  members,
  membershipReports,
  organizationFigures,
  organizations,
  reportOccurrences,
} from '../../db/schema/index.js';
import type { Place } from './dimensions.js';
import type { Bucket } from './periods.js';

/**
 * Each source of the catalogue as one grouped statement. A source answers rows of its group keys
 * (k0…), a bucket `b` and its measures:
 * - a stock answers changes: each change counts from bucket `b` on (the engine adds them up), so
 *   five years by month is one pass over the history, not one look-up per union and month;
 * - a flow answers what happened within bucket `b`.
 * Every statement keeps the caller's unions only (`units`, a condition on `organizations`).
 */
export interface SourceRow {
  b: number;
  keys: string[];
  values: Record<string, number>;
}

export interface SourceQuery {
  /** The report's buckets (one spanning the whole range when it is not split by period). */
  spans: readonly Bucket[];
  /** The group keys as SQL over the source's place. */
  groups: (place: Place) => SQL[];
  /** The filters as one condition over the source's place. */
  filters: (place: Place) => SQL;
  /** The caller's unions, a condition on `organizations` (`true` for the province)… */
  units: SQL;
  /** …their events, on `events`, and the companies of their zones, on `companies_without_union`. */
  events: SQL;
  companies: SQL;
  /** The measures asked of this source. */
  measures: readonly MeasureKey[];
  /** The day a member's age is taken on. */
  ageOn: string;
}

export type SourceReader = (db: DbOrTx, q: SourceQuery) => Promise<SourceRow[]>;

const list = (items: SQL[]) => sql.join(items, sql`, `);
const moments = (q: SourceQuery) =>
  sql`array[${list(q.spans.map((s) => sql`${s.end.toISOString()}`))}]::timestamptz[]`;
const starts = (q: SourceQuery) =>
  sql`array[${list(q.spans.map((s) => sql`${s.start.toISOString()}`))}]::timestamptz[]`;
const endDays = (q: SourceQuery) => sql`array[${list(q.spans.map((s) => sql`${s.endDay}`))}]::date[]`;
const startDays = (q: SourceQuery) => sql`array[${list(q.spans.map((s) => sql`${s.startDay}`))}]::date[]`;
const first = (q: SourceQuery) => q.spans[0]!;
/** `group by 1, 2, …, n`. */
const positions = (n: number) => sql.raw(Array.from({ length: n }, (_, i) => i + 1).join(', '));
const last = (q: SourceQuery) => q.spans.at(-1)!;

/** A change at `at` counts from the first moment after it: bucket 1…n, n + 1 past the report. */
const stockBucket = (at: SQL, q: SourceQuery) => sql`width_bucket(${at}, ${moments(q)}) + 1`;
const stockDayBucket = (day: SQL, q: SourceQuery) => sql`width_bucket(${day}, ${endDays(q)}) + 1`;
/** What happened at `at` (within the report's range) falls in bucket 1…n. */
const flowBucket = (at: SQL, q: SourceQuery) => sql`width_bucket(${at}, ${starts(q)})`;
const flowDayBucket = (day: SQL, q: SourceQuery) => sql`width_bucket(${day}, ${startDays(q)})`;
const inRange = (at: SQL, q: SourceQuery) =>
  sql`${at} >= ${first(q).start.toISOString()}::timestamptz and ${at} < ${last(q).end.toISOString()}::timestamptz`;
const inDayRange = (day: SQL, q: SourceQuery) =>
  sql`${day} >= ${first(q).startDay}::date and ${day} < ${last(q).endDay}::date`;

/** `select k0…, b, measures from … group by k0…, b` over rows of `from` holding the group keys as k0…. */
async function grouped(
  db: DbOrTx,
  q: SourceQuery,
  place: Place,
  body: (keys: SQL) => SQL,
  measures: Partial<Record<MeasureKey, SQL>>,
): Promise<SourceRow[]> {
  const groups = q.groups(place);
  const keys = groups.length ? sql`${list(groups.map((g, i) => sql`${g} as ${sql.raw(`k${i}`)}`))},` : sql``;
  const asked = q.measures.filter((m) => measures[m]);
  // none of this query's measures asked (the unions' stock without their flows): nothing to read
  if (asked.length === 0) return [];
  const outer = groups.map((_, i) => sql.raw(`k${i}`));
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select ${outer.length ? sql`${list(outer)},` : sql``} b::int as b,
        ${list(asked.map((m) => sql`${measures[m]!}::bigint as ${sql.identifier(m)}`))}
      from (${body(keys)}) t
      group by ${list([...outer, sql`b`])}`,
  );
  return rows.map((r) => ({
    b: r.b as number,
    keys: groups.map((_, i) => r[`k${i}`] as string),
    values: Object.fromEntries(asked.map((m) => [m, Number(r[m])])),
  }));
}

const unionPlace = (q: SourceQuery): Place => ({ ageOn: q.ageOn });

/**
 * The figures of each union (members, workers) from the figures history: every row holds its change
 * from the union's previous row (kept by the database, migration 0025); a dissolved union's last
 * figures leave with it.
 */
const readFigures: SourceReader = (db, q) => {
  const f = organizationFigures;
  const place = unionPlace(q);
  const changes = {
    members: [f.memberChange, f.memberCount],
    membersMale: [f.memberMaleChange, f.memberMaleCount],
    membersFemale: [f.memberFemaleChange, f.memberFemaleCount],
    workers: [f.workerChange, f.workerCount],
  } as const;
  const measures = Object.keys(changes) as (keyof typeof changes)[];
  const value = (m: keyof typeof changes) => sql.identifier(m);
  return grouped(
    db,
    q,
    place,
    // the history summed by group and bucket on its own first (in parallel), then the dissolved added
    (keys) => sql`select ${keys} ${stockBucket(sql`${f.recordedAt}`, q)} as b,
        ${list(measures.map((m) => sql`sum(${changes[m][0]}) as ${value(m)}`))}
      from ${f} join ${organizations} on ${organizations.id} = ${f.organizationId}
      where ${q.units} and ${q.filters(place)} and ${f.recordedAt} < ${last(q).end.toISOString()}::timestamptz
      group by ${positions(q.groups(place).length + 1)}
      union all
      select ${keys} ${stockBucket(sql`${organizations.updatedAt}`, q)},
        ${list(measures.map((m) => sql`-coalesce(${sql.raw(`h.${changes[m][1].name}`)}, 0)`))}
      from ${organizations}
      join lateral (
        select * from ${f} where ${f.organizationId} = ${organizations.id}
        order by ${f.recordedAt} desc, ${f.id} desc limit 1
      ) h on true
      where ${organizations.status} = 'dissolved' and ${q.units} and ${q.filters(place)}
        and ${organizations.updatedAt} < ${last(q).end.toISOString()}::timestamptz`,
    Object.fromEntries(measures.map((m) => [m, sql`coalesce(sum(${value(m)}), 0)`])),
  );
};

/** Grassroots unions: each counts from its creation until its dissolution; founded and dissolved within a bucket. */
const readUnions: SourceReader = async (db, q) => {
  const place = unionPlace(q);
  const o = organizations;
  const where = sql`${o.level} = 'grassroots' and ${q.units} and ${q.filters(place)}`;
  const stock = q.measures.includes('grassrootsUnions')
    ? await grouped(
        db,
        q,
        place,
        (
          keys,
        ) => sql`select ${keys} ${stockBucket(sql`${o.createdAt}`, q)} as b, 1 as n from ${o} where ${where}
          union all
          select ${keys} ${stockBucket(sql`${o.updatedAt}`, q)} as b, -1 as n from ${o}
          where ${where} and ${o.status} = 'dissolved'`,
        { grassrootsUnions: sql`sum(n)` },
      )
    : [];
  const flows = await grouped(
    db,
    { ...q, measures: q.measures.filter((m) => m !== 'grassrootsUnions') },
    place,
    (keys) => sql`select ${keys} ${flowBucket(sql`${o.createdAt}`, q)} as b, 'founded' as what from ${o}
        where ${where} and ${inRange(sql`${o.createdAt}`, q)}
      union all
      select ${keys} ${flowBucket(sql`${o.updatedAt}`, q)} as b, 'dissolved' from ${o}
        where ${where} and ${o.status} = 'dissolved' and ${inRange(sql`${o.updatedAt}`, q)}`,
    {
      unionsFounded: sql`count(*) filter (where what = 'founded')`,
      unionsDissolved: sql`count(*) filter (where what = 'dissolved')`,
    },
  );
  return [...stock, ...flows];
};

/**
 * The member records: a record counts from the day it joined (or was entered) until the day it left
 * (its status changed away from active), at its union of today; admissions, leavers and transfers
 * from the members' history, at the union each happened in.
 */
const readMembers: SourceReader = async (db, q) => {
  const place = unionPlace(q);
  const m = members;
  const where = sql`${q.units} and ${q.filters(place)}`;
  const out: SourceRow[] = [];
  if (q.measures.includes('memberRecords')) {
    const joined = sql`coalesce(${m.joinedAt}, ${m.createdAt}::date)`;
    out.push(
      ...(await grouped(
        db,
        q,
        place,
        // One pass over the records: each counted in, and out if it left before the report's end.
        (keys) => sql`with r as materialized (
            select ${keys} ${stockDayBucket(joined, q)} as b_in,
              case when ${m.status} <> 'dang_sinh_hoat' and ${m.statusChangedAt} < ${last(q).endDay}::date
                then ${stockDayBucket(sql`${m.statusChangedAt}`, q)} end as b_out,
              count(*) as c
            from ${m} join ${organizations} on ${organizations.id} = ${m.organizationId}
            where ${where} and ${joined} < ${last(q).endDay}::date
            group by ${positions(q.groups(place).length + 2)}
          )
          select r.*, r.b_in as b, r.c as n from r
          union all
          select r.*, r.b_out, -r.c from r where r.b_out is not null`,
        { memberRecords: sql`sum(n)` },
      )),
    );
  }
  const flows = q.measures.filter((x) => x !== 'memberRecords');
  if (flows.length === 0) return out;
  const e = memberEvents;
  const side = (unit: SQL, what: SQL, when: SQL) => (keys: SQL) =>
    sql`select ${keys} ${flowDayBucket(sql`${e.effectiveOn}`, q)} as b, ${what} as what
      from ${e} join ${m} on ${m.id} = ${e.memberId} join ${organizations} on ${organizations.id} = ${unit}
      where ${where} and ${inDayRange(sql`${e.effectiveOn}`, q)} and ${when}`;
  const left = sql`('thoi_sinh_hoat', 'khai_tru', 'da_mat')`;
  const to = side(
    sql`${e.toOrganizationId}`,
    sql`case when ${e.kind} = 'chuyen_sinh_hoat' then 'in'
      when ${e.kind} = 'tiep_nhan' or ${e.toStatus} = 'dang_sinh_hoat' then 'new'
      when ${e.toStatus} in ${left} then 'left'
      when ${e.toStatus} = 'da_chuyen_di' then 'out' end`,
    sql`true`,
  );
  const from = side(sql`${e.fromOrganizationId}`, sql`'out'`, sql`${e.kind} = 'chuyen_sinh_hoat'`);
  out.push(
    ...(await grouped(
      db,
      { ...q, measures: flows },
      place,
      (keys) => sql`${to(keys)} union all ${from(keys)}`,
      {
        newMembers: sql`count(*) filter (where what = 'new')`,
        leavers: sql`count(*) filter (where what = 'left')`,
        transfersIn: sql`count(*) filter (where what = 'in')`,
        transfersOut: sql`count(*) filter (where what = 'out')`,
      },
    )),
  );
  return out;
};

/**
 * Events that took place (not cancelled) at their start, their registrations (not cancelled) and
 * attendance, at the union that organised them; an event of the province itself has no union but
 * keeps its own ward or zone.
 */
const readEvents: SourceReader = (db, q) => {
  const place: Place = {
    ageOn: q.ageOn,
    ward: sql`coalesce(${organizations.xaPhuongId}, ${events.xaPhuongId})`,
    zone: sql`coalesce(${organizations.cumKhuCnId}, ${events.cumKhuCnId})`,
  };
  const r = eventRegistrations;
  return grouped(
    db,
    q,
    place,
    (keys) => sql`select ${keys} ${flowBucket(sql`${events.startsAt}`, q)} as b,
        (select count(*) from ${r} where ${r.eventId} = ${events.id} and ${r.state} <> 'da_huy') as registered,
        (select count(*) from ${r} where ${r.eventId} = ${events.id} and ${r.attendedAt} is not null) as attended
      from ${events} left join ${organizations} on ${organizations.id} = ${events.organizationId}
      where ${events.cancelledAt} is null and ${inRange(sql`${events.startsAt}`, q)}
        and ${q.filters(place)} and ${q.events}`,
    {
      events: sql`count(*)`,
      registrations: sql`coalesce(sum(registered), 0)`,
      attendance: sql`coalesce(sum(attended), 0)`,
    },
  );
};

/** Membership reports of the occurrences that start within a bucket, at the union that filed them. */
const readReports: SourceReader = (db, q) => {
  const place = unionPlace(q);
  const r = membershipReports;
  const o = reportOccurrences;
  return grouped(
    db,
    q,
    place,
    (keys) => sql`select ${keys} ${flowBucket(sql`${o.startsAt}`, q)} as b, ${r.state} as state,
        ${r.createdAt} > ${o.endsAt} as late
      from ${r} join ${o} on ${o.id} = ${r.occurrenceId}
      join ${organizations} on ${organizations.id} = ${r.organizationId}
      where ${q.units} and ${q.filters(place)} and ${inRange(sql`${o.startsAt}`, q)}`,
    {
      reportsFiled: sql`count(*)`,
      reportsApproved: sql`count(*) filter (where state = 'da_phe_duyet')`,
      reportsLate: sql`count(*) filter (where late)`,
    },
  );
};

/** Companies without a union, each counting from when it was entered, by its zone. */
const readCompanies: SourceReader = (db, q) => {
  const c = companiesWithoutUnion;
  const place: Place = { ageOn: q.ageOn, zone: sql`${c.cumKhuCnId}` };
  return grouped(
    db,
    q,
    place,
    (keys) => sql`select ${keys} ${stockBucket(sql`${c.createdAt}`, q)} as b from ${c}
      where ${q.companies} and ${q.filters(place)} and ${c.createdAt} < ${last(q).end.toISOString()}::timestamptz`,
    { companiesWithoutUnion: sql`count(*)` },
  );
};

export const SOURCES: Record<MeasureSource, SourceReader> = {
  figures: readFigures,
  unions: readUnions,
  members: readMembers,
  events: readEvents,
  reports: readReports,
  companies: readCompanies,
};
