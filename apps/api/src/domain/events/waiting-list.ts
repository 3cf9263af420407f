import { pageLinks } from '@congdoan/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import type { Write } from '../../write/transaction.js';
import { sendNotice } from '../notify/send.js';
import { eventOrFail, unitSender } from './event-row.js';
import { vnTime } from './notice.js';

/**
 * An event's waiting list (docs/requirements.md, "Registrations and attendance"): who waits is
 * placed in the order they (re)registered, and moves up when a place frees — a registrant
 * cancels, or the event's capacity is raised — inside the write that freed it.
 */

/** The notice's type in the inbox. */
export const PROMOTION_NOTICE_TYPE = 'Đăng ký sự kiện';

/** An event's registered and waiting counts (its row locked by the caller). */
export async function placesTaken(tx: DbOrTx, eventId: number) {
  const [row] = await tx
    .select({
      registered: sql<number>`count(*) filter (where ${eventRegistrations.state} = 'da_dang_ky')`.mapWith(
        Number,
      ),
      waiting: sql<number>`count(*) filter (where ${eventRegistrations.state} = 'danh_sach_cho')`.mapWith(
        Number,
      ),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return { registered: row?.registered ?? 0, waiting: row?.waiting ?? 0 };
}

/**
 * Moves the first waiters of an event up into the places free now (all of them when it has no
 * capacity), in the caller's write: the event row is locked while it counts, the promoted are told
 * through the inbox ('Bạn đã được chuyển từ danh sách chờ sang danh sách đăng ký: …', opening the
 * event's page) and the move is audited on the event. A cancelled event moves nobody. Answers the
 * ids of the users moved up. The events module calls it when an update raises the capacity.
 */
export async function promoteWaiting(w: Write, eventId: number): Promise<number[]> {
  const { tx } = w;
  const event = await eventOrFail(tx, eventId, undefined, { lock: true });
  if (event.cancelledAt) return [];
  const { registered, waiting } = await placesTaken(tx, eventId);
  const free = event.capacity === null ? waiting : Math.min(waiting, event.capacity - registered);
  if (free <= 0) return [];
  const first = tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.state, 'danh_sach_cho')))
    .orderBy(eventRegistrations.registeredAt, eventRegistrations.id)
    .limit(free);
  const moved = await tx
    .update(eventRegistrations)
    .set({ state: 'da_dang_ky', updatedAt: sql`now()` })
    .where(sql`${eventRegistrations.id} in (${first})`)
    .returning({ userId: eventRegistrations.userId });
  const userIds = moved.map((r) => r.userId).sort((a, b) => a - b);
  await sendNotice(
    w,
    unitSender(event),
    {
      tieuDe: `Bạn đã được chuyển từ danh sách chờ sang danh sách đăng ký: ${event.name}`,
      noiDung: `Sự kiện "${event.name}" (${vnTime(event.startsAt)}) đã có chỗ cho bạn. Bạn đã có tên trong danh sách đăng ký.`,
      loaiThongBao: PROMOTION_NOTICE_TYPE,
      duongDan: pageLinks.eventDetail.getHref(eventId),
    },
    { nguoiNhanIds: userIds },
  );
  await w.audit({ action: 'promote-waiting', subject: 'event', recordId: eventId, after: { userIds } });
  return userIds;
}
