import { type EVENT_STATUSES, type EventNoticeType, pageLinks } from '@congdoan/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { eventFiles, eventRecipients, events, users } from '../../db/schema/index.js';
import type { Write } from '../../write/transaction.js';
import type { Sender } from '../notify/notice.js';
import type { RecipientChoice } from '../notify/recipients.js';
import { recipientCondition } from '../notify/recipients.js';
import { type NoticeChannels, sendNotice } from '../notify/send.js';

/**
 * An event notice (nguoi-nhan-su-kien), below the modules: the events module's cancellation, the
 * event-notices module's sends and the reminder job all tell people of an event through it.
 */

const VN_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** '08:00 01/12/2026', in Việt Nam time. */
export const vnTime = (d: Date) => VN_TIME.format(d).replace(',', '');

/** What a notice of an event says: its type and note, the time, the place and the attachments' names. */
async function noticeText(tx: DbOrTx, eventId: number, type: EventNoticeType, note: string) {
  const [event] = await tx
    .select({
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new Error(`event ${eventId} vanished inside its own write`);
  const files = await tx
    .select({ name: eventFiles.originalName })
    .from(eventFiles)
    .where(eq(eventFiles.eventId, eventId))
    .orderBy(asc(eventFiles.id));
  const lines = [
    note || type,
    `Thời gian: ${vnTime(event.startsAt)} – ${vnTime(event.endsAt)}`,
    ...(event.location ? [`Địa điểm: ${event.location}`] : []),
    // by name: a download needs the user signed in, so they are fetched from the event's page,
    // which the notice opens (and Zalo's message and the e-mail link, src/outbox/links.ts)
    ...(files.length ? ['Tệp đính kèm (tải tại trang sự kiện):', ...files.map((f) => `- ${f.name}`)] : []),
  ];
  return { title: `${type}: ${event.name}`, body: lines.join('\n') };
}

export interface EventNoticeSent {
  /** The inbox notice written for this send (null when it reached nobody: none is written). */
  noticeId: number | null;
  /** The users told now, by id. */
  userIds: number[];
  emailed: number;
  zaloQueued: number;
}

/**
 * Tells the users of `to` (resolved by the database within the sender's scope: active users only)
 * of an event, inside the caller's write: one inbox notice that opens the event's page (through
 * the delivery seam, with e-mail and Zalo when chosen), and one row per (event, user) in
 * event_recipients, a repeated send updating its type and note and setting it back to 'Chưa xem'.
 * Ids in `to` are the caller's to check first (sendNotice refuses an unknown one).
 */
export async function sendEventNotice(
  w: Write,
  sender: Sender,
  eventId: number,
  to: RecipientChoice,
  notice: { type: EventNoticeType; note: string },
  channels: NoticeChannels = {},
): Promise<EventNoticeSent> {
  const { tx } = w;
  const who = recipientCondition(sender, to);
  const [reach] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(who);
  if (!reach?.n) return { noticeId: null, userIds: [], emailed: 0, zaloQueued: 0 };
  const { title, body } = await noticeText(tx, eventId, notice.type, notice.note);
  const sent = await sendNotice(
    w,
    sender,
    {
      tieuDe: title,
      noiDung: body,
      loaiThongBao: notice.type,
      duongDan: pageLinks.eventDetail.getHref(eventId),
    },
    to,
    channels,
  );
  const told = await tx.execute(sql`
    insert into ${eventRecipients} (event_id, user_id, notice_type, note, notification_id, sent_by)
    select ${eventId}, ${users.id}, ${notice.type}, ${notice.note}, ${sent.noticeId}, ${sender.userId}
    from ${users} where ${who}
    on conflict (event_id, user_id) do update set
      notice_type = excluded.notice_type, note = excluded.note, notification_id = excluded.notification_id,
      sent_by = excluded.sent_by, seen_state = 'Chưa xem', seen_at = null, sent_at = now(), updated_at = now()
    returning user_id`);
  const userIds = (told as unknown as { rows: { user_id: number }[] }).rows.map((r) => r.user_id);
  return { noticeId: sent.noticeId, userIds, emailed: sent.emailed, zaloQueued: sent.zaloQueued };
}

/**
 * The status of an event as shown, in SQL: 'Đã hủy' when cancelled, else from its times against
 * now; the same expression filters the lists.
 */
export const eventStatusSql = sql<(typeof EVENT_STATUSES)[number]>`(case
  when ${events.cancelledAt} is not null then 'Đã hủy'
  when now() < ${events.startsAt} then 'Đang chuẩn bị'
  when now() <= ${events.endsAt} then 'Đang diễn ra'
  else 'Đã kết thúc' end)`;

/** Marks the caller's notice of an event seen (opening the event or its notice does). */
export async function markEventNoticeSeen(tx: DbOrTx, eventId: number, userId: number) {
  await tx
    .update(eventRecipients)
    .set({ seenState: 'Đã xem', seenAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(eventRecipients.eventId, eventId),
        eq(eventRecipients.userId, userId),
        eq(eventRecipients.seenState, 'Chưa xem'),
      ),
    );
}
