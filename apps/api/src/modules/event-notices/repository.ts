import {
  EVENT_NOTICES_UNSEEN_MAX,
  type EventNoticeItem,
  type EventNoticePage,
  type EventNoticeUnseenCount,
  type EventRecipientPage,
  type EventRecipientsQuery,
  type MyEventNoticesQuery,
  numberedPage,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName } from '../../db/query.js';
import { eventRecipients, events, eventTypes, organizations, users } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { eventOrFail } from '../../domain/events/event-row.js';
import { eventStatusSql } from '../../domain/events/notice.js';
import { eventScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

const er = eventRecipients;

const selectNotices = (db: DbOrTx) =>
  db
    .select({
      id: er.id,
      userId: er.userId,
      suKienId: er.eventId,
      trangThaiXem: er.seenState,
      thoiGianGui: er.sentAt,
      thoiGianXem: er.seenAt,
      loaiThongBao: er.noticeType,
      ghiChu: er.note,
      tenSuKien: events.name,
      thoiGianBatDau: events.startsAt,
      thoiGianKetThuc: events.endsAt,
      diaDiem: events.location,
      trangThai: eventStatusSql,
      typeId: eventTypes.id,
      typeName: eventTypes.name,
      typeColor: eventTypes.color,
    })
    .from(er)
    .innerJoin(events, eq(events.id, er.eventId))
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId));

type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotices>['execute']>>[number];

const toNotice = (row: NoticeRow): EventNoticeItem => ({
  id: row.id,
  nguoiNhanId: String(row.userId),
  suKienId: row.suKienId,
  trangThaiXem: row.trangThaiXem,
  thoiGianGui: row.thoiGianGui.toISOString(),
  thoiGianXem: row.thoiGianXem?.toISOString() ?? null,
  loaiThongBao: row.loaiThongBao,
  ghiChu: row.ghiChu,
  suKien: {
    id: row.suKienId,
    tenSuKien: row.tenSuKien,
    thoiGianBatDau: row.thoiGianBatDau.toISOString(),
    thoiGianKetThuc: row.thoiGianKetThuc.toISOString(),
    diaDiem: row.diaDiem,
    trangThai: row.trangThai,
    loaiSuKien:
      row.typeId === null ? null : { id: row.typeId, ten: row.typeName ?? '', mauSac: row.typeColor ?? '' },
  },
});

const oneNotice = (eventId: number, userId: number) => and(eq(er.eventId, eventId), eq(er.userId, userId));

/** One user's notice of an event, or null. */
export async function findNotice(db: DbOrTx, eventId: number, userId: number) {
  const [row] = await selectNotices(db).where(oneNotice(eventId, userId));
  return row ? toNotice(row) : null;
}

/** One user's notice of an event, or event_notice_not_found. */
export async function noticeOrFail(db: DbOrTx, eventId: number, userId: number): Promise<EventNoticeItem> {
  const notice = await findNotice(db, eventId, userId);
  if (!notice) throw new AppError('event_notice_not_found');
  return notice;
}

/** GET nguoi-nhan-su-kien: the caller's own event notices, newest first. */
export async function listMyNotices(
  db: DbOrTx,
  userId: number,
  q: MyEventNoticesQuery,
): Promise<EventNoticePage> {
  const where = and(
    eq(er.userId, userId),
    q.trangThaiXem === undefined ? undefined : eq(er.seenState, q.trangThaiXem),
    q.loaiThongBao === undefined ? undefined : eq(er.noticeType, q.loaiThongBao),
    q.suKienId === undefined ? undefined : eq(er.eventId, q.suKienId),
    searchCondition(events.searchText, q.search),
  );
  const page = await listPage(
    q,
    selectNotices(db).where(where).orderBy(desc(er.sentAt), desc(er.id)),
    db.select({ n: count() }).from(er).innerJoin(events, eq(events.id, er.eventId)).where(where),
    toNotice,
  );
  return numberedPage(page, q);
}

/** The caller's event notices still 'Chưa xem'. */
const unseenBy = (userId: number) => and(eq(er.userId, userId), eq(er.seenState, 'Chưa xem'));

/**
 * GET nguoi-nhan-su-kien/chua-xem (deployed): the caller's unseen event notices, newest first, as
 * the list's items; at most EVENT_NOTICES_UNSEEN_MAX of them (dem-chua-xem counts them all).
 */
export async function listMyUnseenNotices(db: DbOrTx, userId: number): Promise<EventNoticeItem[]> {
  const rows = await selectNotices(db)
    .where(unseenBy(userId))
    .orderBy(desc(er.sentAt), desc(er.id))
    .limit(EVENT_NOTICES_UNSEEN_MAX);
  return rows.map(toNotice);
}

/** GET nguoi-nhan-su-kien/dem-chua-xem (deployed): how many of the caller's event notices are unseen. */
export async function countMyUnseenNotices(db: DbOrTx, userId: number): Promise<EventNoticeUnseenCount> {
  const [row] = await db.select({ n: count() }).from(er).where(unseenBy(userId));
  return { soLuongChuaXem: row?.n ?? 0 };
}

/**
 * GET su-kien/{id}/nguoi-nhan: the recipients of an event the caller manages (else
 * event_not_found), by name, with their view state; `summary` counts all of them.
 */
export async function listEventRecipients(
  db: DbOrTx,
  actor: Actor,
  eventId: number,
  q: EventRecipientsQuery,
): Promise<EventRecipientPage> {
  await eventOrFail(db, eventId, eventScope(actor));
  const ofEvent = eq(er.eventId, eventId);
  const where: SQL | undefined = and(
    ofEvent,
    q.trangThaiXem === undefined ? undefined : eq(er.seenState, q.trangThaiXem),
    q.loaiThongBao === undefined ? undefined : eq(er.noticeType, q.loaiThongBao),
    searchCondition(users.searchText, q.search),
  );
  const [page, [summary]] = await Promise.all([
    listPage(
      q,
      db
        .select({
          nguoiNhanId: er.userId,
          fullName: users.fullName,
          organizationName: organizations.name,
          trangThaiXem: er.seenState,
          thoiGianGui: er.sentAt,
          thoiGianXem: er.seenAt,
          loaiThongBao: er.noticeType,
          ghiChu: er.note,
        })
        .from(er)
        .innerJoin(users, eq(users.id, er.userId))
        .leftJoin(organizations, eq(organizations.id, users.organizationId))
        .where(where)
        .orderBy(byName(users.fullName), asc(users.id)),
      db.select({ n: count() }).from(er).innerJoin(users, eq(users.id, er.userId)).where(where),
      (row) => ({
        ...row,
        thoiGianGui: row.thoiGianGui.toISOString(),
        thoiGianXem: row.thoiGianXem?.toISOString() ?? null,
      }),
    ),
    db
      .select({
        tong: count(),
        daXem: sql<number>`count(*) filter (where ${er.seenState} = 'Đã xem')`.mapWith(Number),
      })
      .from(er)
      .where(ofEvent),
  ]);
  const tong = summary?.tong ?? 0;
  const daXem = summary?.daXem ?? 0;
  return { ...numberedPage(page, q), summary: { tong, daXem, chuaXem: tong - daXem } };
}
