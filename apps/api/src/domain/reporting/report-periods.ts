import { and, asc, eq, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportOccurrences, reportPeriods } from '../../db/schema/index.js';
import { writeTransaction } from '../../write/transaction.js';
import { vnDayStart, vnHour } from '../events/vn-calendar.js';
import { federation, tellUnits, type UnitNotice, unitsToTell } from './notices.js';
import { ensureOccurrences, periodOrFail } from './occurrences.js';

/**
 * The reporting periods by the clock (docs/requirements.md, "Reporting periods"): the occurrences
 * each active period should have by now are made (a unique key keeps two instances from making
 * one twice), and from 07:00 Việt Nam time each occurrence's units are told that it opened, the
 * day before it opens, the day before its deadline (those that have not reported) and the day
 * after it (those still late). Each notice is claimed on the occurrence (its column set where it
 * is still null) in the transaction that sends it: sent once whatever the number of instances,
 * and a send that fails stays unclaimed for the next run.
 */

export const NOTICE_HOUR = 7;
/** A late notice goes within this many days of the deadline (not for long-past occurrences). */
const LATE_WITHIN_DAYS = 3;

export interface PeriodJobResult {
  occurrencesMade: number;
  /** Notices sent by this run, by kind. */
  sent: Partial<Record<UnitNotice, number>>;
  /** People told by this run. */
  told: number;
}

type ClockNotice = Exclude<UnitNotice, 'manual'>;

/** The column of an occurrence that claims each notice. */
const CLAIM = {
  open: 'openedNoticeAt',
  before_open: 'openReminderAt',
  before_deadline: 'deadlineReminderAt',
  late: 'lateNoticeAt',
} as const satisfies Record<ClockNotice, keyof typeof reportOccurrences.$inferSelect>;

/** The occurrences due for each notice at `now`. */
function dueFor(kind: ClockNotice, now: Date): SQL | undefined {
  const tomorrow = vnDayStart(now, 1);
  const dayAfter = vnDayStart(now, 2);
  const o = reportOccurrences;
  switch (kind) {
    case 'open':
      return and(lte(o.startsAt, now), gte(o.endsAt, now));
    case 'before_open':
      return and(gte(o.startsAt, tomorrow), lt(o.startsAt, dayAfter));
    case 'before_deadline':
      return and(gte(o.endsAt, tomorrow), lt(o.endsAt, dayAfter));
    case 'late':
      return and(lt(o.endsAt, now), gte(o.endsAt, new Date(now.getTime() - LATE_WITHIN_DAYS * 86_400_000)));
  }
}

export async function runReportPeriods(
  db: Db,
  now: Date,
  {
    zalo = false,
    onError = () => undefined,
  }: {
    zalo?: boolean;
    /** One occurrence's notice failed (it stays unclaimed); the others still go. */
    onError?: (occurrenceId: number, kind: UnitNotice, err: unknown) => void;
  } = {},
): Promise<PeriodJobResult> {
  const result: PeriodJobResult = { occurrencesMade: 0, sent: {}, told: 0 };
  const active = await db.select().from(reportPeriods).where(eq(reportPeriods.isActive, true));
  for (const period of active) result.occurrencesMade += await ensureOccurrences(db, period, now);
  if (vnHour(now) < NOTICE_HOUR) return result;

  for (const kind of Object.keys(CLAIM) as ClockNotice[]) {
    const due = and(isNull(reportOccurrences[CLAIM[kind]]), dueFor(kind, now));
    const candidates = await db
      .select({ id: reportOccurrences.id })
      .from(reportOccurrences)
      .innerJoin(reportPeriods, eq(reportPeriods.id, reportOccurrences.periodId))
      .where(and(due, eq(reportPeriods.isActive, true)))
      .orderBy(asc(reportOccurrences.startsAt));
    for (const { id } of candidates) {
      const told = await tellOne(db, id, kind, due, zalo).catch((err: unknown) => {
        onError(id, kind, err);
        return null;
      });
      if (told === null) continue;
      result.sent[kind] = (result.sent[kind] ?? 0) + 1;
      result.told += told;
    }
  }
  return result;
}

/** Claims one occurrence's notice and sends it; null when another run claimed it first. */
function tellOne(db: Db, id: number, kind: ClockNotice, due: SQL | undefined, zalo: boolean) {
  return writeTransaction(db, null, async (w) => {
    const [o] = await w.tx
      .update(reportOccurrences)
      .set({ [CLAIM[kind]]: sql`now()` })
      .where(and(eq(reportOccurrences.id, id), due))
      .returning();
    if (!o) return null;
    const period = await periodOrFail(w.tx, o.periodId);
    const units = await unitsToTell(w.tx, kind, period, o);
    const sent = await tellUnits(w, federation, kind, period, o, units, { zalo });
    await w.audit({
      action: 'remind',
      subject: 'time-update',
      recordId: period.id,
      after: { kyBaoCao: o.name, loai: kind, soDonVi: sent.units, soNguoiNhan: sent.people },
    });
    return sent.people;
  });
}
