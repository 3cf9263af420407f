import {
  EVENT_CALENDAR_MAX,
  type EventCalendarItem,
  type EventCalendarQuery,
  type EventDetail,
  type EventItem,
  type EventListQuery,
  type RegistrationState,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName } from '../../db/query.js';
import {
  eventAudienceOrganizations,
  eventAudienceRoles,
  events,
  eventTypes,
  organizations,
  roles,
  users,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { eventStatusSql } from '../../domain/events/notice.js';
import { eventScope, eventVisible } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import type { Download } from '../../plugins/download.js';
import { listEventFiles } from './files/repository.js';
import { ICS_CONTENT_TYPE, icsCalendar } from './ics.js';

/**
 * What an event's lists, its page and the calendar read. Lists and details follow `eventVisible`
 * (managed, invited, told or registered); `coTheQuanLy` says whether the caller manages it
 * (`eventScope`). The counts are subqueries of the one statement, each on an indexed column, so a
 * page of 200 events is one round trip (and two more for the audiences of the whole page).
 */

const counted = (query: SQL) => sql<number>`(${query})`;
const registrations = (state: RegistrationState) =>
  counted(sql`select count(*)::int from event_registrations r
    where r.event_id = ${events.id} and r.state = ${state}`);

const organiser = alias(organizations, 'organiser');
const creator = alias(users, 'creator');

/** Whether the caller manages the event, as a column. */
function managedColumn(actor: Actor): SQL<boolean> {
  const managed = eventScope(actor);
  return managed ? sql<boolean>`coalesce((${managed}), false)` : sql<boolean>`true`;
}

const itemColumns = (actor: Actor) => ({
  id: events.id,
  tenSuKien: events.name,
  thoiGianBatDau: events.startsAt,
  thoiGianKetThuc: events.endsAt,
  noiDungSuKien: events.content,
  diaDiem: events.location,
  doiTuong: events.audienceText,
  ghiChu: events.note,
  loaiSuKienId: events.typeId,
  typeName: eventTypes.name,
  typeColor: eventTypes.color,
  soLuongThamGiaDuKien: events.expectedCount,
  trangThai: eventStatusSql,
  organizationId: events.organizationId,
  organizationName: organiser.name,
  nguoiTao: events.createdBy,
  creatorName: creator.fullName,
  moDangKy: events.registrationOpen,
  hanDangKy: events.registrationDeadline,
  soLuongToiDa: events.capacity,
  lyDoHuy: events.cancelReason,
  thoiGianHuy: events.cancelledAt,
  soFile: counted(sql`select count(*)::int from event_files f where f.event_id = ${events.id}`),
  soDaDangKy: registrations('da_dang_ky'),
  soChoDoi: registrations('danh_sach_cho'),
  soDaDiemDanh: counted(sql`select count(*)::int from event_registrations r
    where r.event_id = ${events.id} and r.attended_at is not null`),
  soNguoiNhan: counted(sql`select count(*)::int from event_recipients n where n.event_id = ${events.id}`),
  soDaXem: counted(sql`select count(*)::int from event_recipients n
    where n.event_id = ${events.id} and n.seen_state = 'Đã xem'`),
  dangKyCuaToi: sql<RegistrationState | null>`(select r.state from event_registrations r
    where r.event_id = ${events.id} and r.user_id = ${actor.userId} and r.state <> 'da_huy')`,
  coTheQuanLy: managedColumn(actor),
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
});

const selectItems = (db: DbOrTx, actor: Actor) =>
  db
    .select(itemColumns(actor))
    .from(events)
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .leftJoin(organiser, eq(organiser.id, events.organizationId))
    .leftJoin(creator, eq(creator.id, events.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];
type Audience = Pick<EventItem, 'doiTuongDonVi' | 'doiTuongVaiTro'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What an item and a calendar entry answer alike: the moments as text, the type as one object. */
const timesAndType = (row: {
  thoiGianBatDau: Date;
  thoiGianKetThuc: Date;
  loaiSuKienId: number | null;
  typeName: string | null;
  typeColor: string | null;
}) => ({
  thoiGianBatDau: row.thoiGianBatDau.toISOString(),
  thoiGianKetThuc: row.thoiGianKetThuc.toISOString(),
  loaiSuKien:
    row.loaiSuKienId !== null && row.typeName !== null
      ? { id: row.loaiSuKienId, ten: row.typeName, mauSac: row.typeColor ?? '' }
      : null,
});

function toItem(row: Row, audience: Audience): EventItem {
  const { typeName: _typeName, typeColor: _typeColor, organizationName, creatorName, ...rest } = row;
  return {
    ...rest,
    ...timesAndType(row),
    organization:
      row.organizationId !== null && organizationName !== null
        ? { id: row.organizationId, name: organizationName }
        : null,
    nguoiTaoUser:
      row.nguoiTao !== null && creatorName !== null ? { id: row.nguoiTao, fullName: creatorName } : null,
    hanDangKy: iso(row.hanDangKy),
    thoiGianHuy: iso(row.thoiGianHuy),
    ...audience,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audiences of a page of events, in two statements: organisations by name, roles by name. */
async function audiencesOf(db: DbOrTx, ids: number[]): Promise<Map<number, Audience>> {
  const byEvent = new Map<number, Audience>(ids.map((id) => [id, { doiTuongDonVi: [], doiTuongVaiTro: [] }]));
  if (!ids.length) return byEvent;
  const [orgs, roleRows] = await Promise.all([
    db
      .select({
        eventId: eventAudienceOrganizations.eventId,
        organizationId: eventAudienceOrganizations.organizationId,
        name: organizations.name,
        baoGomCapDuoi: eventAudienceOrganizations.includeSubtree,
      })
      .from(eventAudienceOrganizations)
      .innerJoin(organizations, eq(organizations.id, eventAudienceOrganizations.organizationId))
      .where(inArray(eventAudienceOrganizations.eventId, ids))
      .orderBy(byName(organizations.name), asc(organizations.id)),
    db
      .select({ eventId: eventAudienceRoles.eventId, id: roles.id, name: roles.name })
      .from(eventAudienceRoles)
      .innerJoin(roles, eq(roles.id, eventAudienceRoles.roleId))
      .where(inArray(eventAudienceRoles.eventId, ids))
      .orderBy(byName(roles.name), asc(roles.id)),
  ]);
  for (const { eventId, ...o } of orgs) byEvent.get(eventId)!.doiTuongDonVi.push(o);
  for (const { eventId, ...r } of roleRows) byEvent.get(eventId)!.doiTuongVaiTro.push(r);
  return byEvent;
}

async function toItems(db: DbOrTx, rows: Row[]): Promise<EventItem[]> {
  const audiences = await audiencesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItem(r, audiences.get(r.id)!));
}

/** Events of an organisation and every unit under it. */
const organizedUnder = (organizationId: number) =>
  sql`${events.organizationId} in (select d.id from organizations d
    where d.path like (select o.path from organizations o where o.id = ${organizationId}) || '%')`;

const VN_OFFSET_MS = 7 * 3_600_000;
/** A date (a moment at midnight, Việt Nam time) as "until the end of that day". */
const endOfDayIfDate = (d: Date) =>
  (d.getTime() + VN_OFFSET_MS) % 86_400_000 === 0 ? new Date(d.getTime() + 86_400_000) : d;

/** GET su-kien: newest start first, 10 a page. */
export async function listEvents(
  db: DbOrTx,
  actor: Actor,
  q: EventListQuery,
): Promise<{ list: EventItem[]; count: number }> {
  const where = and(
    eventVisible(actor),
    searchCondition(events.searchText, q.search),
    q.trangThai === undefined ? undefined : eq(eventStatusSql, q.trangThai),
    q.loaiSuKienId === undefined ? undefined : eq(events.typeId, q.loaiSuKienId),
    q.organizationId === undefined ? undefined : organizedUnder(q.organizationId),
    // The events that overlap [tuNgay, denNgay].
    q.tuNgay === undefined ? undefined : gte(events.endsAt, q.tuNgay),
    q.denNgay === undefined ? undefined : lt(events.startsAt, endOfDayIfDate(q.denNgay)),
  );
  const page = await listPage(
    q,
    selectItems(db, actor).where(where).orderBy(desc(events.startsAt), desc(events.id)),
    db.select({ n: count() }).from(events).where(where),
  );
  return { list: await toItems(db, page.list), count: page.count };
}

/**
 * One event: with an actor, as they see it (only if visible to them unless `anyVisibility`, the
 * read after their own write); null when there is none.
 */
export async function findEvent(
  db: DbOrTx,
  actor: Actor,
  id: number,
  anyVisibility = false,
): Promise<EventItem | null> {
  const [row] = await selectItems(db, actor).where(
    and(eq(events.id, id), anyVisibility ? undefined : eventVisible(actor)),
  );
  return row ? (await toItems(db, [row]))[0]! : null;
}

/** One event the caller may read, or event_not_found. */
export async function eventOrFail(db: DbOrTx, actor: Actor, id: number): Promise<EventItem> {
  const item = await findEvent(db, actor, id);
  if (!item) throw new AppError('event_not_found');
  return item;
}

/** GET su-kien/{id}: the event and its attachments. */
export async function eventDetail(db: DbOrTx, actor: Actor, id: number): Promise<EventDetail> {
  const item = await eventOrFail(db, actor, id);
  return { ...item, files: await listEventFiles(db, id) };
}

/** The conditions of the calendar's window and filters (GET su-kien/all and su-kien/ics). */
export function calendarCondition(actor: Actor, q: EventCalendarQuery): SQL | undefined {
  return and(
    eventVisible(actor),
    // The events that overlap [from, to).
    q.from === undefined ? undefined : gt(events.endsAt, q.from),
    q.to === undefined ? undefined : lt(events.startsAt, q.to),
    q.loaiSuKienId === undefined ? undefined : eq(events.typeId, q.loaiSuKienId),
    q.organizationId === undefined ? undefined : organizedUnder(q.organizationId),
  );
}

/** GET su-kien/all: the calendar's events, by start, at most EVENT_CALENDAR_MAX. */
export async function calendarEvents(
  db: DbOrTx,
  actor: Actor,
  q: EventCalendarQuery,
): Promise<EventCalendarItem[]> {
  const rows = await db
    .select({
      id: events.id,
      tenSuKien: events.name,
      thoiGianBatDau: events.startsAt,
      thoiGianKetThuc: events.endsAt,
      diaDiem: events.location,
      trangThai: eventStatusSql,
      loaiSuKienId: events.typeId,
      typeName: eventTypes.name,
      typeColor: eventTypes.color,
      organizationId: events.organizationId,
      coTheQuanLy: managedColumn(actor),
    })
    .from(events)
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .where(calendarCondition(actor, q))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(EVENT_CALENDAR_MAX);
  // Each item written out, not `{ typeName, typeColor, ...row }`: a rest pattern copies through
  // the runtime, and this runs for each of up to 2,000 events.
  return rows.map((row) => ({
    id: row.id,
    tenSuKien: row.tenSuKien,
    diaDiem: row.diaDiem,
    trangThai: row.trangThai,
    loaiSuKienId: row.loaiSuKienId,
    organizationId: row.organizationId,
    coTheQuanLy: row.coTheQuanLy,
    ...timesAndType(row),
  }));
}

/** What an iCalendar file says of each event. */
export interface IcsRow {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  content: string | null;
  typeName: string | null;
  organizationName: string | null;
  cancelled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const icsColumns = {
  id: events.id,
  name: events.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  content: events.content,
  typeName: eventTypes.name,
  organizationName: organiser.name,
  cancelled: sql<boolean>`(${events.cancelledAt} is not null)`,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

const selectIcs = (db: DbOrTx) =>
  db
    .select(icsColumns)
    .from(events)
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .leftJoin(organiser, eq(organiser.id, events.organizationId));

/** GET su-kien/ics: the calendar's events (the same as su-kien/all) as one iCalendar file. */
export async function calendarIcs(db: DbOrTx, actor: Actor, q: EventCalendarQuery): Promise<Download> {
  const rows = await selectIcs(db)
    .where(calendarCondition(actor, q))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(EVENT_CALENDAR_MAX);
  return {
    name: 'lich-su-kien.ics',
    contentType: ICS_CONTENT_TYPE,
    content: icsCalendar(rows, 'Lịch sự kiện công đoàn'),
  };
}

/** GET su-kien/{id}/ics: one event the caller may read as an iCalendar file, or event_not_found. */
export async function eventIcs(db: DbOrTx, actor: Actor, id: number): Promise<Download> {
  const [row] = await selectIcs(db).where(and(eq(events.id, id), eventVisible(actor)));
  if (!row) throw new AppError('event_not_found');
  return {
    name: `su-kien-${row.id}.ics`,
    contentType: ICS_CONTENT_TYPE,
    content: icsCalendar([row], row.name),
  };
}
