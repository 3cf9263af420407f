import {
  type EventCancelBody,
  type EventCancelResult,
  type EventCreateBody,
  type EventDetail,
  type EventStatus,
  type EventUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  eventAudienceOrganizations,
  eventAudienceRoles,
  eventRecipients,
  events,
  eventTypes,
  organizations,
  roles,
  users,
} from '../../db/schema/index.js';
import { eventOrFail } from '../../domain/events/event-row.js';
import { markEventNoticeSeen, sendEventNotice } from '../../domain/events/notice.js';
import { promoteWaiting } from '../../domain/events/waiting-list.js';
import { eventVisible, organizationScope, userScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch } from '../../write/patch.js';
import { assertExists, type Write, writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { sanitizeContent } from './content.js';
import { checkEventFiles } from './files/check.js';
import { listEventFiles } from './files/repository.js';
import { addEventFiles, assertMayUpload, lockManagedEvent } from './files/service.js';
import type { UploadedFile } from './form.js';
import { findEvent } from './repository.js';

/**
 * The writes of events (docs/requirements.md, "Events"). An event belongs to its organiser's unit:
 * the organisation chosen in the caller's scope (by default their own), its ward and zone copied
 * with it, so the data scope reaches the event as it reaches that unit; its creator is the caller.
 * Writes reach only the events the caller manages (eventScope; any other is not found). A create
 * or update with attachments is one transaction: a refused file leaves nothing written.
 */

/** The fields an event is made of, as the create body gives them and an update merges onto. */
interface EventRecord {
  tenSuKien: string;
  thoiGianBatDau: Date;
  thoiGianKetThuc: Date;
  noiDungSuKien: string | null;
  diaDiem: string | null;
  doiTuong: string | null;
  ghiChu: string | null;
  loaiSuKienId: number | null;
  soLuongThamGiaDuKien: number;
  moDangKy: boolean;
  hanDangKy: Date | null;
  soLuongToiDa: number | null;
  doiTuongDonVi: { organizationId: number; baoGomCapDuoi: boolean }[];
  doiTuongVaiTroIds: number[];
}

/** The unit an event belongs to. */
interface Unit {
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
}

const recordOfBody = (b: EventCreateBody): EventRecord => ({
  tenSuKien: b.tenSuKien,
  thoiGianBatDau: b.thoiGianBatDau,
  thoiGianKetThuc: b.thoiGianKetThuc,
  noiDungSuKien: b.noiDungSuKien ?? null,
  diaDiem: b.diaDiem ?? null,
  doiTuong: b.doiTuong ?? null,
  ghiChu: b.ghiChu ?? null,
  loaiSuKienId: b.loaiSuKienId ?? null,
  soLuongThamGiaDuKien: b.soLuongThamGiaDuKien,
  moDangKy: b.moDangKy,
  hanDangKy: b.hanDangKy ?? null,
  soLuongToiDa: b.soLuongToiDa ?? null,
  doiTuongDonVi: b.doiTuongDonVi,
  doiTuongVaiTroIds: b.doiTuongVaiTroIds,
});

type StoredEvent = typeof events.$inferSelect;

async function storedRecord(tx: DbOrTx, row: StoredEvent): Promise<EventRecord> {
  const [orgs, roleRows] = await Promise.all([
    tx
      .select({
        organizationId: eventAudienceOrganizations.organizationId,
        baoGomCapDuoi: eventAudienceOrganizations.includeSubtree,
      })
      .from(eventAudienceOrganizations)
      .where(eq(eventAudienceOrganizations.eventId, row.id)),
    tx
      .select({ id: eventAudienceRoles.roleId })
      .from(eventAudienceRoles)
      .where(eq(eventAudienceRoles.eventId, row.id)),
  ]);
  return {
    tenSuKien: row.name,
    thoiGianBatDau: row.startsAt,
    thoiGianKetThuc: row.endsAt,
    noiDungSuKien: row.content,
    diaDiem: row.location,
    doiTuong: row.audienceText,
    ghiChu: row.note,
    loaiSuKienId: row.typeId,
    soLuongThamGiaDuKien: row.expectedCount,
    moDangKy: row.registrationOpen,
    hanDangKy: row.registrationDeadline,
    soLuongToiDa: row.capacity,
    doiTuongDonVi: orgs,
    doiTuongVaiTroIds: roleRows.map((r) => r.id),
  };
}

const values = (r: EventRecord, unit: Unit) => ({
  name: r.tenSuKien,
  startsAt: r.thoiGianBatDau,
  endsAt: r.thoiGianKetThuc,
  content: sanitizeContent(r.noiDungSuKien),
  location: r.diaDiem,
  audienceText: r.doiTuong,
  note: r.ghiChu,
  typeId: r.loaiSuKienId,
  expectedCount: r.soLuongThamGiaDuKien,
  registrationOpen: r.moDangKy,
  registrationDeadline: r.hanDangKy,
  capacity: r.soLuongToiDa,
  ...unit,
  searchText: toSearchText(r.tenSuKien, r.diaDiem),
});

/** What the audit log keeps of an event: its fields as the API names them, and its attachments. */
async function snapshot(tx: DbOrTx, actor: Actor, id: number) {
  const item = await findEvent(tx, actor, id, true);
  if (!item) throw new AppError('event_not_found');
  const files = await listEventFiles(tx, id);
  return {
    tenSuKien: item.tenSuKien,
    thoiGianBatDau: item.thoiGianBatDau,
    thoiGianKetThuc: item.thoiGianKetThuc,
    noiDungSuKien: item.noiDungSuKien,
    diaDiem: item.diaDiem,
    doiTuong: item.doiTuong,
    ghiChu: item.ghiChu,
    loaiSuKien: item.loaiSuKien && { id: item.loaiSuKien.id, ten: item.loaiSuKien.ten },
    soLuongThamGiaDuKien: item.soLuongThamGiaDuKien,
    organization: item.organization,
    doiTuongDonVi: item.doiTuongDonVi,
    doiTuongVaiTro: item.doiTuongVaiTro,
    moDangKy: item.moDangKy,
    hanDangKy: item.hanDangKy,
    soLuongToiDa: item.soLuongToiDa,
    thoiGianHuy: item.thoiGianHuy,
    lyDoHuy: item.lyDoHuy,
    tepDinhKem: files.map((f) => f.originalName),
  };
}

/**
 * The unit of a caller with no organisation: only the one their scope names (a ward officer's
 * ward, a zone officer's zone), else the province's. Copying both would show a zone officer's
 * event to the whole ward, and let a ward officer manage it.
 */
const ownUnit = (actor: Actor): Unit => ({
  organizationId: null,
  xaPhuongId: actor.scope === 'ward' ? actor.xaPhuongId : null,
  cumKhuCnId: actor.scope === 'zone' ? actor.cumKhuCnId : null,
});

/**
 * The organiser's unit: the organisation named, which must lie in the caller's organisation scope,
 * or (none named) the caller's own organisation; its ward and zone come with it. A caller with no
 * organisation organises for their own ward or zone (or the province).
 */
async function organiserUnit(tx: DbOrTx, actor: Actor, organizationId: number | undefined): Promise<Unit> {
  const named = organizationId !== undefined;
  const id = named ? organizationId : actor.organizationId;
  if (id === null) return ownUnit(actor);
  const [org] = await tx
    .select({
      id: organizations.id,
      xaPhuongId: organizations.xaPhuongId,
      cumKhuCnId: organizations.cumKhuCnId,
    })
    .from(organizations)
    .where(and(eq(organizations.id, id), named ? organizationScope(actor) : undefined));
  if (!org) {
    if (named) throw new AppError('event_organization_ref_invalid');
    return ownUnit(actor);
  }
  return { organizationId: org.id, xaPhuongId: org.xaPhuongId, cumKhuCnId: org.cumKhuCnId };
}

/** The audience's organisations lie in the caller's scope and its roles exist. */
async function assertAudience(tx: DbOrTx, actor: Actor, r: EventRecord) {
  const orgIds = [...new Set(r.doiTuongDonVi.map((o) => o.organizationId))];
  if (orgIds.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(organizations)
      .where(and(inArray(organizations.id, orgIds), organizationScope(actor)));
    if (found?.n !== orgIds.length) throw new AppError('event_audience_ref_invalid');
  }
  const roleIds = [...new Set(r.doiTuongVaiTroIds)];
  if (roleIds.length) {
    const [found] = await tx.select({ n: count() }).from(roles).where(inArray(roles.id, roleIds));
    if (found?.n !== roleIds.length) throw new AppError('event_audience_ref_invalid');
  }
}

/** The event's audience replaced by the record's (an organisation named twice: its last choice). */
async function writeAudience(tx: DbOrTx, eventId: number, r: EventRecord) {
  await tx.delete(eventAudienceOrganizations).where(eq(eventAudienceOrganizations.eventId, eventId));
  await tx.delete(eventAudienceRoles).where(eq(eventAudienceRoles.eventId, eventId));
  const orgs = new Map(r.doiTuongDonVi.map((o) => [o.organizationId, o.baoGomCapDuoi]));
  if (orgs.size) {
    await tx
      .insert(eventAudienceOrganizations)
      .values(
        [...orgs].map(([organizationId, includeSubtree]) => ({ eventId, organizationId, includeSubtree })),
      );
  }
  const roleIds = [...new Set(r.doiTuongVaiTroIds)];
  if (roleIds.length)
    await tx.insert(eventAudienceRoles).values(roleIds.map((roleId) => ({ eventId, roleId })));
}

/** The rules across fields, on the record as it will be stored (an update's merged record too). */
function assertTimes(r: EventRecord) {
  if (r.thoiGianKetThuc <= r.thoiGianBatDau) throw new AppError('event_time_invalid');
  if (r.hanDangKy && r.hanDangKy > r.thoiGianKetThuc) throw new AppError('event_deadline_invalid');
}

async function assertReferences(tx: DbOrTx, actor: Actor, r: EventRecord, audienceGiven: boolean) {
  if (r.loaiSuKienId !== null) await assertExists(tx, eventTypes, r.loaiSuKienId, 'event_type_ref_invalid');
  if (audienceGiven) await assertAudience(tx, actor, r);
}

/**
 * The cancellation a `trangThai` asks for: 'Đã hủy' cancels (a cancelled event keeps its first
 * time), a derived status lifts a cancellation, none leaves it as it is.
 */
function cancellationOf(
  status: EventStatus | undefined,
  stored: Pick<StoredEvent, 'cancelledAt' | 'cancelReason'>,
) {
  if (status === undefined) return { cancelledAt: stored.cancelledAt, cancelReason: stored.cancelReason };
  if (status === 'Đã hủy')
    return { cancelledAt: stored.cancelledAt ?? new Date(), cancelReason: stored.cancelReason };
  return { cancelledAt: null, cancelReason: null };
}

/** POST su-kien (JSON, or multipart with the attachments in `files`). */
export async function createEvent(
  db: Db,
  request: FastifyRequest,
  body: EventCreateBody,
  uploaded: UploadedFile[],
): Promise<EventDetail> {
  const actor = actorOf(request);
  assertMayUpload(actor, uploaded);
  // Checked before the transaction: reading the bytes needs no database.
  const files = await checkEventFiles(uploaded);
  const record = recordOfBody(body);
  assertTimes(record);
  const id = await writeTransaction(db, request, async ({ tx, audit }) => {
    const unit = await organiserUnit(tx, actor, body.organizationId);
    await assertReferences(tx, actor, record, true);
    const [row] = await tx
      .insert(events)
      .values({
        ...values(record, unit),
        ...cancellationOf(body.trangThai, { cancelledAt: null, cancelReason: null }),
        createdBy: actor.userId,
      })
      .returning({ id: events.id });
    const id = row!.id;
    await writeAudience(tx, id, record);
    await addEventFiles(tx, actor, id, files);
    await audit({ action: 'create', subject: 'event', recordId: id, after: await snapshot(tx, actor, id) });
    return id;
  });
  return writtenDetail(db, actor, id);
}

/** The event as its writer sees it right after the write (even one they may no longer read). */
async function writtenDetail(db: DbOrTx, actor: Actor, id: number): Promise<EventDetail> {
  const item = await findEvent(db, actor, id, true);
  if (!item) throw new AppError('event_not_found');
  return { ...item, files: await listEventFiles(db, id) };
}

/**
 * PATCH su-kien/{id} (JSON or multipart; new files are added): the fields given change, the others
 * stay; the audience lists, when given, replace the stored ones; the merged times are checked again.
 */
export async function updateEvent(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: EventUpdateBody,
  uploaded: UploadedFile[],
): Promise<EventDetail> {
  const actor = actorOf(request);
  assertMayUpload(actor, uploaded);
  const files = await checkEventFiles(uploaded);
  const { id: _ignored, organizationId, trangThai, ...patch } = body;
  await writeTransaction(db, request, async (w) => {
    const { tx, audit } = w;
    const stored = await lockManagedEvent(tx, actor, id);
    const before = await snapshot(tx, actor, id);
    const record = applyPatch(await storedRecord(tx, stored), patch);
    assertTimes(record);
    const audienceGiven = patch.doiTuongDonVi !== undefined || patch.doiTuongVaiTroIds !== undefined;
    await assertReferences(tx, actor, record, audienceGiven);
    const unit =
      organizationId === undefined || organizationId === stored.organizationId
        ? {
            organizationId: stored.organizationId,
            xaPhuongId: stored.xaPhuongId,
            cumKhuCnId: stored.cumKhuCnId,
          }
        : await organiserUnit(tx, actor, organizationId);
    await tx
      .update(events)
      .set({
        ...values(record, unit),
        ...cancellationOf(trangThai, stored),
        // A new start date needs its own day-before reminder.
        ...(record.thoiGianBatDau.getTime() !== stored.startsAt.getTime() ? { reminderSentAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(events.id, id));
    if (audienceGiven) await writeAudience(tx, id, record);
    await addEventFiles(tx, actor, id, files);
    await audit({
      action: 'update',
      subject: 'event',
      recordId: id,
      before,
      after: await snapshot(tx, actor, id),
    });
    // A capacity raised (or lifted) or a cancellation lifted frees places: the first waiters move up.
    await promoteWaiting(w, id);
  });
  return writtenDetail(db, actor, id);
}

/** DELETE su-kien/{id}: gone with its attachments, audience, notices' rows and registrations. */
export async function deleteEvent(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await lockManagedEvent(tx, actor, id);
    const before = await snapshot(tx, actor, id);
    await tx.delete(events).where(eq(events.id, id));
    await audit({ action: 'delete', subject: 'event', recordId: id, before });
  });
}

/**
 * POST su-kien/{id}/da-xem: the caller opened the event's page (the web calls it as the page opens;
 * reading the event writes nothing): their notice of it, if they have one, is seen. An event they
 * may not read: event_not_found. Not audited, as read marks are not.
 */
export async function markEventSeen(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx }) => {
    await eventOrFail(tx, id, eventVisible(actor));
    await markEventNoticeSeen(tx, id, actor.userId);
  });
}

/**
 * Those already told of the event (event_recipients) whom the caller may still reach: their data
 * scope bounds a notice, as every send's does.
 */
async function toldUsers(tx: DbOrTx, actor: Actor, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(eventRecipients)
    .innerJoin(users, eq(users.id, eventRecipients.userId))
    .where(and(eq(eventRecipients.eventId, eventId), eq(users.isActive, 1), userScope(actor)))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/**
 * POST su-kien/{id}/huy: the event cancelled with its reason; with `thongBao`, a 'Hủy sự kiện'
 * notice (its note the reason) to those already told of it, in the same transaction (and by Zalo
 * with `guiZalo`, refused while the OA is not configured, nothing written). Cancelling a
 * cancelled event is refused (event_cancelled).
 */
export async function cancelEvent(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: EventCancelBody,
  config: Config,
): Promise<EventCancelResult> {
  const actor = actorOf(request);
  if (body.thongBao && body.guiZalo && !zaloConfigured(config)) throw new AppError('zalo_not_configured');
  const told = await writeTransaction(db, request, async (w: Write) => {
    const { tx, audit } = w;
    const stored = await lockManagedEvent(tx, actor, id);
    if (stored.cancelledAt) throw new AppError('event_cancelled');
    const before = await snapshot(tx, actor, id);
    await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, cancelReason: body.lyDo ?? null, updatedAt: new Date() })
      .where(eq(events.id, id));
    await audit({
      action: 'cancel',
      subject: 'event',
      recordId: id,
      before,
      after: await snapshot(tx, actor, id),
    });
    if (!body.thongBao) return 0;
    const recipients = await toldUsers(tx, actor, id);
    if (!recipients.length) return 0;
    // one notice for all of them, however many: the ids go to the database as one parameter
    const sent = await sendEventNotice(
      w,
      actor,
      id,
      { nguoiNhanIds: recipients },
      { type: 'Hủy sự kiện', note: body.lyDo ?? '' },
      { zalo: body.guiZalo },
    );
    return sent.userIds.length;
  });
  const event = await findEvent(db, actor, id, true);
  if (!event) throw new AppError('event_not_found');
  return { ...event, soNguoiDuocBao: told };
}
