import { and, asc, eq, exists, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventRegistrations, events } from '../../db/schema/index.js';
import { writeTransaction } from '../../write/transaction.js';
import { unitSender } from './event-row.js';
import { sendEventNotice } from './notice.js';
import { vnDayStart, vnHour } from './vn-calendar.js';

/**
 * The day-before reminder (docs/requirements.md, "The reminder job"): from 07:00 Việt Nam time,
 * each event that starts tomorrow, is not cancelled and has registrants gets one 'Nhắc nhở'
 * notice to them (state 'da_dang_ky'), sent by the event's unit. The event is claimed by setting
 * `reminder_sent_at` where it is still null, in the send's transaction: with several instances
 * exactly one claims it, and a send that fails leaves it unclaimed for the next run.
 */

/** The reminder goes from this hour of the day before (Việt Nam time). */
export const REMINDER_HOUR = 7;
export const REMINDER_NOTE = 'Sự kiện bạn đã đăng ký sẽ diễn ra vào ngày mai';

export interface RemindResult {
  /** Events reminded by this run. */
  events: number;
  /** Users told by this run. */
  notified: number;
}

const hasRegistrants = exists(
  sql`(select 1 from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id}
    and ${eventRegistrations.state} = 'da_dang_ky')`,
);

export async function remindRegistrants(
  db: Db,
  now: Date,
  {
    zalo = false,
    onError = () => undefined,
  }: {
    zalo?: boolean;
    /** One event's send failed (it stays unclaimed for the next run); the others still go. */
    onError?: (eventId: number, err: unknown) => void;
  } = {},
): Promise<RemindResult> {
  const result: RemindResult = { events: 0, notified: 0 };
  if (vnHour(now) < REMINDER_HOUR) return result;
  const due = and(
    isNull(events.cancelledAt),
    isNull(events.reminderSentAt),
    gte(events.startsAt, vnDayStart(now, 1)),
    lt(events.startsAt, vnDayStart(now, 2)),
    hasRegistrants,
  );
  const candidates = await db.select({ id: events.id }).from(events).where(due).orderBy(asc(events.startsAt));
  for (const { id } of candidates) {
    const told = await remindOne(db, id, due, zalo).catch((err: unknown) => {
      onError(id, err);
      return null;
    });
    if (told !== null) {
      result.events++;
      result.notified += told;
    }
  }
  return result;
}

/** Claims one due event and tells its registrants; null when another run claimed it first. */
function remindOne(db: Db, id: number, due: SQL | undefined, zalo: boolean) {
  return writeTransaction(db, null, async (w) => {
    const [event] = await w.tx
      .update(events)
      .set({ reminderSentAt: sql`now()` })
      .where(and(eq(events.id, id), due))
      .returning({
        id: events.id,
        organizationId: events.organizationId,
        xaPhuongId: events.xaPhuongId,
        cumKhuCnId: events.cumKhuCnId,
      });
    if (!event) return null; // another instance (or run) claimed it first
    const registrants = await w.tx
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.state, 'da_dang_ky')));
    const sent = await sendEventNotice(
      w,
      unitSender(event),
      id,
      { nguoiNhanIds: registrants.map((r) => r.userId) },
      { type: 'Nhắc nhở', note: REMINDER_NOTE },
      { zalo },
    );
    await w.audit({
      action: 'remind',
      subject: 'event',
      recordId: id,
      after: { soLuongGui: sent.userIds.length, thongBaoId: sent.noticeId },
    });
    return sent.userIds.length;
  });
}
