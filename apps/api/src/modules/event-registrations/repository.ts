import {
  type EventRegistrationsQuery,
  numberedPage,
  type RegistrationItem,
  type RegistrationListPage,
  type RegistrationPage,
  type RegistrationSummary,
  type RegistrationsQuery,
} from '@congdoan/shared';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byListOrder, byName } from '../../db/query.js';
import { eventRegistrations, events, organizations, users } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { eventOrFail } from '../../domain/events/event-row.js';
import { vnDayStart } from '../../domain/events/vn-calendar.js';
import { eventScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

const r = eventRegistrations;
const addedBy = alias(users, 'added_by_user');
const attendedBy = alias(users, 'attended_by_user');

/** A waiter's place on the list: 1 for the next to move up. */
const waitingPlace = sql<number | null>`(case when ${r.state} = 'danh_sach_cho' then (
  select count(*)::int from event_registrations w where w.event_id = ${r.eventId}
  and w.state = 'danh_sach_cho' and (w.registered_at, w.id) <= (${r.registeredAt}, ${r.id})) end)`;

const selectItems = (db: DbOrTx) =>
  db
    .select({
      id: r.id,
      suKienId: r.eventId,
      tenSuKien: events.name,
      thoiGianBatDau: events.startsAt,
      userId: r.userId,
      fullName: users.fullName,
      username: users.username,
      phoneNumber: users.phoneNumber,
      organizationName: organizations.name,
      trangThai: r.state,
      thuTuCho: waitingPlace,
      dangKyLuc: r.registeredAt,
      huyLuc: r.cancelledAt,
      addedById: r.addedBy,
      addedByName: addedBy.fullName,
      diemDanhLuc: r.attendedAt,
      attendedById: r.attendedBy,
      attendedByName: attendedBy.fullName,
      cachDiemDanh: r.attendanceMethod,
    })
    .from(r)
    .innerJoin(events, eq(events.id, r.eventId))
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(addedBy, eq(addedBy.id, r.addedBy))
    .leftJoin(attendedBy, eq(attendedBy.id, r.attendedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const userRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, fullName: name } : null;

export const toItem = ({
  addedById,
  addedByName,
  attendedById,
  attendedByName,
  ...row
}: Row): RegistrationItem => ({
  ...row,
  thoiGianBatDau: row.thoiGianBatDau.toISOString(),
  dangKyLuc: row.dangKyLuc.toISOString(),
  huyLuc: row.huyLuc?.toISOString() ?? null,
  themBoi: userRef(addedById, addedByName),
  diemDanhLuc: row.diemDanhLuc?.toISOString() ?? null,
  diemDanhBoi: userRef(attendedById, attendedByName),
});

/** One user's registration for an event, or registration_not_found. */
export async function registrationOrFail(
  db: DbOrTx,
  eventId: number,
  userId: number,
): Promise<RegistrationItem> {
  const [row] = await selectItems(db).where(and(eq(r.eventId, eventId), eq(r.userId, userId)));
  if (!row) throw new AppError('registration_not_found');
  return toItem(row);
}

/** The counts of an event's registrations, whatever the filters. */
export async function registrationSummaryOf(db: DbOrTx, eventId: number): Promise<RegistrationSummary> {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [[row], [event]] = await Promise.all([
    db
      .select({
        daDangKy: n(sql`${r.state} = 'da_dang_ky'`),
        danhSachCho: n(sql`${r.state} = 'danh_sach_cho'`),
        daHuy: n(sql`${r.state} = 'da_huy'`),
        daDiemDanh: n(sql`${r.attendedAt} is not null`),
      })
      .from(r)
      .where(eq(r.eventId, eventId)),
    db.select({ capacity: events.capacity }).from(events).where(eq(events.id, eventId)),
  ]);
  return {
    daDangKy: row?.daDangKy ?? 0,
    danhSachCho: row?.danhSachCho ?? 0,
    daHuy: row?.daHuy ?? 0,
    daDiemDanh: row?.daDiemDanh ?? 0,
    soLuongToiDa: event?.capacity ?? null,
  };
}

/** The filters both lists share: state, present or not, a search in name, login and phone. */
function filterConditions(q: Pick<EventRegistrationsQuery, 'trangThai' | 'diemDanh' | 'search'>) {
  return [
    q.trangThai === undefined ? undefined : eq(r.state, q.trangThai),
    q.diemDanh === undefined
      ? undefined
      : q.diemDanh
        ? isNotNull(r.attendedAt)
        : and(eq(r.state, 'da_dang_ky'), isNull(r.attendedAt)),
    searchCondition(users.searchText, q.search),
  ];
}

/** Registered first, then the waiting list in its order, then the cancelled; by name within each. */
const eventOrder = [
  byListOrder(r.state, ['da_dang_ky', 'danh_sach_cho', 'da_huy']),
  sql`(case when ${r.state} = 'danh_sach_cho' then ${r.registeredAt} end)`,
  byName(users.fullName),
  r.id,
];

/** The registrations of one event, as its officers' list and its export read them. */
export const eventRegistrationsWhere = (eventId: number, q: EventRegistrationsQuery) =>
  and(eq(r.eventId, eventId), ...filterConditions(q));

/** GET su-kien/{id}/dang-ky: an event the caller manages, else event_not_found. */
export async function listEventRegistrations(
  db: DbOrTx,
  actor: Actor,
  eventId: number,
  q: EventRegistrationsQuery,
): Promise<RegistrationPage> {
  await eventOrFail(db, eventId, eventScope(actor));
  const where = eventRegistrationsWhere(eventId, q);
  const [page, summary] = await Promise.all([
    listPage(
      q,
      selectItems(db)
        .where(where)
        .orderBy(...eventOrder),
      db.select({ n: count() }).from(r).innerJoin(users, eq(users.id, r.userId)).where(where),
      toItem,
    ),
    registrationSummaryOf(db, eventId),
  ]);
  return { ...numberedPage(page, q), summary };
}

/** A day given as a date means the whole of it ('denNgay=2026-12-01': until that day's end). */
const untilEndOf = (d: Date) => (vnDayStart(d).getTime() === d.getTime() ? vnDayStart(d, 1) : d);

/**
 * The registrations across events a caller reaches: those of the events they manage (eventScope),
 * and their own wherever; with the filters of GET dang-ky-su-kien (the event, its organising
 * organisation, its dates).
 */
export function registrationsWhere(actor: Actor, q: RegistrationsQuery): SQL | undefined {
  const managed = eventScope(actor);
  return and(
    managed === undefined ? undefined : or(managed, eq(r.userId, actor.userId)),
    q.suKienId === undefined ? undefined : eq(r.eventId, q.suKienId),
    q.organizationId === undefined ? undefined : eq(events.organizationId, q.organizationId),
    q.tuNgay === undefined ? undefined : gte(events.endsAt, q.tuNgay),
    q.denNgay === undefined ? undefined : lt(events.startsAt, untilEndOf(q.denNgay)),
    ...filterConditions(q),
  );
}

/** The latest events first, and in each the order of its own list. */
const acrossOrder = [desc(events.startsAt), desc(events.id), ...eventOrder];

/** GET dang-ky-su-kien. */
export async function listRegistrations(
  db: DbOrTx,
  actor: Actor,
  q: RegistrationsQuery,
): Promise<RegistrationListPage> {
  const where = registrationsWhere(actor, q);
  const page = await listPage(
    q,
    selectItems(db)
      .where(where)
      .orderBy(...acrossOrder),
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(events, eq(events.id, r.eventId))
      .innerJoin(users, eq(users.id, r.userId))
      .where(where),
    toItem,
  );
  return numberedPage(page, q);
}

/** How many rows a condition keeps, and up to `max` of them in the list's order (for the exports). */
export async function registrationsFor(db: DbOrTx, where: SQL | undefined, across: boolean, max: number) {
  const [total] = await db
    .select({ n: count() })
    .from(r)
    .innerJoin(events, eq(events.id, r.eventId))
    .innerJoin(users, eq(users.id, r.userId))
    .where(where);
  const found = total?.n ?? 0;
  if (found === 0 || found > max) return { found, rows: [] };
  const rows = await selectItems(db)
    .where(where)
    .orderBy(...(across ? acrossOrder : eventOrder));
  return { found, rows: rows.map(toItem) };
}
