import type { OccurrenceItem } from '@congdoan/shared';
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations, reportOccurrences, reportPeriods, reportPeriodUnits } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeGrassroots } from '../organization-fields.js';
import { scopeCondition } from '../scope.js';
import { type PeriodShape, vnYearMonth, type Window, windowsDue, windowsOfYear } from './windows.js';

/**
 * Reporting periods and their occurrences as the modules and the jobs read and make them, below
 * the modules (the periods module writes them, the reports module files reports into them, the
 * reminder job tells their units).
 */

export type PeriodRow = typeof reportPeriods.$inferSelect;
export type OccurrenceRow = typeof reportOccurrences.$inferSelect;

export const shapeOf = (p: PeriodRow): PeriodShape => ({
  name: p.name,
  kind: p.kind,
  startDay: p.startDay,
  endDay: p.endDay,
  month: p.month,
  months: p.months,
  startYear: p.startYear,
  endYear: p.endYear,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
});

/** An occurrence as the API answers it; a computed window not yet stored has no id. */
export function occurrenceItem(
  periodId: number,
  o: Window & { id?: number | null },
  now: Date = new Date(),
): OccurrenceItem {
  return {
    id: o.id ?? null,
    thoiGianCapNhatDoanSoId: periodId,
    tenKy: o.name,
    thang: o.month,
    quy: o.quarter,
    nam: o.year,
    thoiGianBatDau: o.startsAt.toISOString(),
    thoiGianKetThuc: o.endsAt.toISOString(),
    dangDienRa: o.startsAt <= now && now <= o.endsAt,
    daQuaHan: now > o.endsAt,
  };
}

/**
 * Stores the occurrences a period should have by `now` (windowsDue); those already stored stay as
 * they are (the unique key on period and key: two instances making them at once make each once).
 */
export async function ensureOccurrences(tx: DbOrTx, period: PeriodRow, now: Date): Promise<number> {
  if (!period.isActive) return 0;
  const due = windowsDue(shapeOf(period), now, period.createdAt);
  if (!due.length) return 0;
  const made = await tx
    .insert(reportOccurrences)
    .values(due.map((w) => ({ periodId: period.id, ...w })))
    .onConflictDoNothing()
    .returning({ id: reportOccurrences.id });
  return made.length;
}

export async function periodOrFail(tx: DbOrTx, id: number, { lock = false } = {}): Promise<PeriodRow> {
  const query = tx.select().from(reportPeriods).where(eq(reportPeriods.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('report_period_not_found');
  return row;
}

/**
 * Where a period is between two windows: at the next to open (where its units file next: the
 * periods' current occurrence) or at the latest begun (whose reports are being chased: the
 * tracking's default).
 */
export type Between = 'next' | 'latest';

/**
 * The stored occurrence each period is at: the one open now; else the next to open or the latest
 * begun, as `between` says, else the other. One statement for all the periods (a list of periods
 * asked up to three for each).
 */
export async function occurrencesAt(
  db: DbOrTx,
  periodIds: number[],
  now: Date,
  between: Between,
): Promise<Map<number, OccurrenceRow>> {
  if (!periodIds.length) return new Map();
  const o = reportOccurrences;
  const moment = sql`${now.toISOString()}::timestamptz`;
  const open = sql`${o.startsAt} <= ${moment} and ${o.endsAt} >= ${moment}`;
  const begun = sql`${o.startsAt} <= ${moment}`;
  const rows = await db
    .selectDistinctOn([o.periodId])
    .from(o)
    .where(inArray(o.periodId, periodIds))
    .orderBy(
      o.periodId,
      desc(open),
      between === 'next' ? asc(begun) : desc(begun),
      // the open one and the next by their start, the closed ones the last closed first
      asc(sql`case when ${o.endsAt} >= ${moment} then ${o.startsAt} end`),
      desc(o.endsAt),
    );
  return new Map(rows.map((r) => [r.periodId, r]));
}

/**
 * The occurrence each period is at for its units: the one open now, else the next to open (a window
 * not yet stored, beyond the lead, is answered computed, without an id, while the period is
 * active), else the last one.
 */
export async function currentOccurrences(
  db: DbOrTx,
  periods: PeriodRow[],
  now: Date,
): Promise<Map<number, (Window & { id: number | null }) | null>> {
  const stored = await occurrencesAt(
    db,
    periods.map((p) => p.id),
    now,
    'next',
  );
  const { year } = vnYearMonth(now);
  const currentOf = (period: PeriodRow) => {
    const at = stored.get(period.id);
    if (at && at.endsAt >= now) return at;
    const upcoming = [year, year + 1]
      .flatMap((y) => windowsOfYear(shapeOf(period), y))
      .find((w) => w.startsAt > now);
    if (upcoming && period.isActive) return { ...upcoming, id: null };
    return at ?? null;
  };
  return new Map(periods.map((p) => [p.id, currentOf(p)]));
}

export async function currentOccurrence(db: DbOrTx, period: PeriodRow, now: Date) {
  return (await currentOccurrences(db, [period], now)).get(period.id) ?? null;
}

/** The units a one-off period names. */
export async function periodUnits(db: DbOrTx, periodIds: number[]) {
  if (!periodIds.length) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ periodId: reportPeriodUnits.periodId, id: organizations.id, name: organizations.name })
    .from(reportPeriodUnits)
    .innerJoin(organizations, eq(organizations.id, reportPeriodUnits.organizationId))
    .where(sql`${reportPeriodUnits.periodId} = any(${`{${periodIds.join(',')}}`}::int[])`)
    .orderBy(asc(organizations.name));
  const byPeriod = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = byPeriod.get(r.periodId) ?? [];
    list.push({ id: r.id, name: r.name });
    byPeriod.set(r.periodId, list);
  }
  return byPeriod;
}

/**
 * The units that must report in a period's occurrences, as a condition on `organizations`: the
 * active grassroots unions under the units a one-off names, else those in the scope of whoever
 * made the period.
 */
export function periodTargets(
  period: Pick<PeriodRow, 'id' | 'scope' | 'organizationId' | 'xaPhuongId' | 'cumKhuCnId'>,
): SQL {
  const named = sql`exists (select 1 from ${reportPeriodUnits} u where u.period_id = ${period.id})`;
  // The units under those named, found once: a look-up per unit, though never run for a period
  // naming none, was costed per unit, and over 10,000 units that cost nearly set off PostgreSQL's
  // JIT compilation (about 0.3 s) for every read of the units.
  const underNamed = sql`${organizations.id} in (select d.id from ${reportPeriodUnits} u
    join ${organizations} t on t.id = u.organization_id join ${organizations} d on d.path like t.path || '%'
    where u.period_id = ${period.id})`;
  const ownerScope =
    scopeCondition(
      { ...period, userId: null },
      {
        organizationId: organizations.id,
        xaPhuongId: organizations.xaPhuongId,
        cumKhuCnId: organizations.cumKhuCnId,
      },
    ) ?? sql`true`;
  return and(activeGrassroots, sql`(case when ${named} then ${underNamed} else ${ownerScope} end)`)!;
}

/**
 * For each active period, its occurrence open now, else its latest begun, with the period: what the
 * dashboard's progress and the assistant's "who has not reported" read.
 */
export function openOrLatestOccurrences(db: DbOrTx, now: Date) {
  const moment = sql`${now.toISOString()}::timestamptz`;
  return db
    .selectDistinctOn([reportOccurrences.periodId], { occurrence: reportOccurrences, period: reportPeriods })
    .from(reportOccurrences)
    .innerJoin(reportPeriods, eq(reportPeriods.id, reportOccurrences.periodId))
    .where(and(eq(reportPeriods.isActive, true), lte(reportOccurrences.startsAt, now)))
    .orderBy(
      asc(reportOccurrences.periodId),
      desc(sql`${reportOccurrences.endsAt} >= ${moment}`),
      desc(reportOccurrences.startsAt),
    );
}
