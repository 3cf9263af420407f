import {
  type EventNoticeItem,
  type EventNoticeSeenBody,
  type EventNoticeSendAllBody,
  type EventNoticeSendBody,
  type EventNoticeSendResult,
  ID_MAX,
} from '@congdoan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { eventRecipients, roles, users } from '../../db/schema/index.js';
import { eventOrFail } from '../../domain/events/event-row.js';
import { sendEventNotice } from '../../domain/events/notice.js';
import type { RecipientChoice } from '../../domain/notify/recipients.js';
import { eventScope, userScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { findNotice, noticeOrFail } from './repository.js';

/**
 * Event notices (spec §7; docs/requirements.md, "Event notices"): sent by the officers of the
 * event's unit to people of their scope, each recipient's view state, and its removal.
 */

const er = eventRecipients;

/** The users named who may be told (active, in the caller's scope); one `loi` entry for each other. */
async function namedUsers(tx: DbOrTx, actor: Actor, given: string[]) {
  const wanted = [...new Set(given.map((id) => id.trim()))];
  const numeric = wanted
    .filter((id) => /^\d{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= ID_MAX)
    .map(Number);
  const found = numeric.length
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, numeric), eq(users.isActive, 1), userScope(actor)))
    : [];
  const ok = new Set(found.map((u) => u.id));
  return {
    ids: numeric.filter((id) => ok.has(id)),
    loi: wanted
      .filter((id) => !/^\d+$/.test(id) || !ok.has(Number(id)))
      .map((id) => `${id}: Người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn`),
  };
}

/** The roles that exist; one `loi` entry for each other. */
async function knownRoles(tx: DbOrTx, given: number[]) {
  const wanted = [...new Set(given)];
  const found = wanted.length
    ? await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted))
    : [];
  const ok = new Set(found.map((r) => r.id));
  return {
    ids: wanted.filter((id) => ok.has(id)),
    loi: wanted.filter((id) => !ok.has(id)).map((id) => `Vai trò ${id} không tồn tại`),
  };
}

interface Send {
  suKienId: number;
  loaiThongBao: EventNoticeSendBody['loaiThongBao'];
  ghiChu: string;
  guiZalo: boolean;
  guiEmail: boolean;
}

/**
 * One send to the people `choose` picks in the transaction: the event must be one the caller
 * manages (else event_not_found); a cancelled one takes only 'Hủy sự kiện' notices. Those told
 * get one inbox notice (and e-mail, Zalo when chosen) and their row of the event's recipients,
 * through sendEventNotice; the send is audited on the event.
 */
async function send(
  db: Db,
  request: FastifyRequest,
  config: Config,
  body: Send,
  choose: (tx: DbOrTx, actor: Actor) => Promise<{ to: RecipientChoice | null; loi: string[] }>,
  message: string,
): Promise<EventNoticeSendResult> {
  const actor = actorOf(request);
  if (body.guiZalo && !zaloConfigured(config)) throw new AppError('zalo_not_configured');
  return writeTransaction(db, request, async (w) => {
    const event = await eventOrFail(w.tx, body.suKienId, eventScope(actor));
    if (event.cancelledAt && body.loaiThongBao !== 'Hủy sự kiện') throw new AppError('event_cancelled');
    const { to, loi } = await choose(w.tx, actor);
    const sent = to
      ? await sendEventNotice(
          w,
          actor,
          event.id,
          to,
          { type: body.loaiThongBao, note: body.ghiChu },
          { email: body.guiEmail, zalo: body.guiZalo },
        )
      : { noticeId: null, userIds: [], emailed: 0, zaloQueued: 0 };
    const daGuiCho = [...sent.userIds].sort((a, b) => a - b).map(String);
    await w.audit({
      action: 'notify',
      subject: 'event',
      recordId: event.id,
      after: {
        loaiThongBao: body.loaiThongBao,
        ghiChu: body.ghiChu,
        nguoiNhan: to ?? {},
        soLuongGui: daGuiCho.length,
        thongBaoId: sent.noticeId,
        loi,
      },
    });
    return {
      message,
      soLuongGui: daGuiCho.length,
      daGuiCho,
      loi,
      thongBaoId: sent.noticeId,
      soZalo: sent.zaloQueued,
      soEmail: sent.emailed,
    };
  });
}

/**
 * POST nguoi-nhan-su-kien/gui-thong-bao: the users named and the holders of the roles named, within
 * the caller's scope; an id that is not a user who may be told, or a role that does not exist, is
 * reported in `loi` and the others are sent. Naming nobody at all is refused.
 */
export function sendToChosen(
  db: Db,
  request: FastifyRequest,
  config: Config,
  body: EventNoticeSendBody,
): Promise<EventNoticeSendResult> {
  if (!body.nguoiNhanIds.length && !body.roleIds.length) throw new AppError('event_notice_no_recipients');
  return send(
    db,
    request,
    config,
    body,
    async (tx, actor) => {
      const named = await namedUsers(tx, actor, body.nguoiNhanIds);
      const held = await knownRoles(tx, body.roleIds);
      const to = named.ids.length || held.ids.length ? { nguoiNhanIds: named.ids, roleIds: held.ids } : null;
      return { to, loi: [...named.loi, ...held.loi] };
    },
    'Gửi thông báo hoàn tất',
  );
}

/**
 * POST nguoi-nhan-su-kien/gui-thong-bao-tat-ca: everyone active in the caller's scope, or only the
 * holders of `roleIds` (unknown roles in `loi`; when none of them exists, nobody is told).
 */
export function sendToAll(
  db: Db,
  request: FastifyRequest,
  config: Config,
  body: EventNoticeSendAllBody,
): Promise<EventNoticeSendResult> {
  return send(
    db,
    request,
    config,
    body,
    async (tx) => {
      if (!body.roleIds.length) return { to: { tatCa: true }, loi: [] };
      const held = await knownRoles(tx, body.roleIds);
      return { to: held.ids.length ? { roleIds: held.ids } : null, loi: held.loi };
    },
    'Gửi thông báo cho tất cả thành công',
  );
}

/**
 * Whether the caller reaches someone else's notice of an event: with the right to update events,
 * and the event among those they manage.
 */
async function officerReaches(tx: DbOrTx, actor: Actor, eventId: number) {
  if (!actor.ability.can('update', 'event')) return false;
  try {
    await eventOrFail(tx, eventId, eventScope(actor));
    return true;
  } catch {
    return false;
  }
}

/**
 * PATCH nguoi-nhan-su-kien/cap-nhat-trang-thai-xem: a user marks their own notice seen or unseen;
 * someone else's only an officer of the event (officerReaches), else event_notice_not_found. 'Đã
 * xem' keeps the first time seen, 'Chưa xem' clears it. Not audited, as read marks are not.
 */
export async function setSeen(
  db: Db,
  request: FastifyRequest,
  body: EventNoticeSeenBody,
): Promise<EventNoticeItem> {
  const actor = actorOf(request);
  const own = body.nguoiNhanId === actor.userId;
  return writeTransaction(db, request, async ({ tx }) => {
    if (!own && !(await officerReaches(tx, actor, body.suKienId)))
      throw new AppError('event_notice_not_found');
    const seen = body.trangThaiXem === 'Đã xem';
    const changed = await tx
      .update(er)
      .set({
        seenState: body.trangThaiXem,
        seenAt: seen ? sql`coalesce(${er.seenAt}, now())` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(er.eventId, body.suKienId), eq(er.userId, body.nguoiNhanId)))
      .returning({ id: er.id });
    if (!changed.length) throw new AppError('event_notice_not_found');
    return noticeOrFail(tx, body.suKienId, body.nguoiNhanId);
  });
}

/**
 * DELETE nguoi-nhan-su-kien/{nguoiNhanId}/{suKienId}: a user removes their own notice; an officer
 * of the event removes someone's (audited on the event). Anything else: event_notice_not_found.
 */
export async function deleteNotice(db: Db, request: FastifyRequest, userId: number, eventId: number) {
  const actor = actorOf(request);
  const own = userId === actor.userId;
  await writeTransaction(db, request, async ({ tx, audit }) => {
    if (!own && !(await officerReaches(tx, actor, eventId))) throw new AppError('event_notice_not_found');
    const before = await findNotice(tx, eventId, userId);
    if (!before) throw new AppError('event_notice_not_found');
    await tx.delete(er).where(and(eq(er.eventId, eventId), eq(er.userId, userId)));
    if (!own) {
      await audit({
        action: 'remove-recipient',
        subject: 'event',
        recordId: eventId,
        before: { nguoiNhanId: userId, loaiThongBao: before.loaiThongBao, trangThaiXem: before.trangThaiXem },
      });
    }
  });
}
