import {
  type NotificationCreateBody,
  type NotificationItem,
  type NotificationSendBody,
  type NotificationSendResult,
  type NotificationUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { publish } from '../../db/notify.js';
import { notificationRecipients, notifications, users } from '../../db/schema/index.js';
import { type Write, writeTransaction } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { OUTBOX_BUS_CHANNEL } from '../../outbox/enqueue.js';
import { type Actor, actorOf } from '../../plugins/auth.js';
import { assertChoiceValid, recipientCondition } from './recipients.js';
import { findNotification, notificationOrFail, notificationRef, notificationScope } from './repository.js';
import { NOTIFICATION_SENT_CHANNEL } from './stream/hub.js';

/** What the audit log keeps of a notification. */
const snapshot = (item: NotificationItem) => ({
  tieuDe: item.tieuDe,
  noiDung: item.noiDung,
  loaiThongBao: item.loaiThongBao,
  duongDan: item.duongDan,
});

const searchTextOf = (title: string, body: string) => toSearchText(title, body.slice(0, 1000));

/** The notification in the caller's scope, locked for the transaction; else notification_not_found. */
async function lockNotification(tx: DbOrTx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ id: notifications.id, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.id, id), notificationScope(actor)))
    .for('update');
  if (!row) throw new AppError('notification_not_found');
  return row;
}

async function written(tx: DbOrTx, id: number) {
  const item = await findNotification(tx, null, id);
  if (!item) throw new AppError('notification_not_found');
  return item;
}

/**
 * A new notification of the caller's unit and its audit row, inside the caller's write: POST
 * thong-bao, and the test send (test-send.ts) before it sends in the same transaction.
 */
export async function insertNotification(
  { tx, audit }: Write,
  actor: Actor,
  body: NotificationCreateBody,
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      title: body.tieuDe,
      body: body.noiDung,
      type: body.loaiThongBao,
      link: body.duongDan ?? null,
      senderId: actor.userId,
      organizationId: actor.organizationId,
      xaPhuongId: actor.xaPhuongId,
      cumKhuCnId: actor.cumKhuCnId,
      searchText: searchTextOf(body.tieuDe, body.noiDung),
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  await audit({
    action: 'create',
    subject: 'notification',
    recordId: id,
    after: snapshot(await written(tx, id)),
  });
  return id;
}

/** POST thong-bao: a notification of the caller's unit, not yet sent to anyone. */
export async function createNotification(
  db: Db,
  request: FastifyRequest,
  body: NotificationCreateBody,
): Promise<NotificationItem> {
  const actor = actorOf(request);
  const id = await writeTransaction(db, request, (w) => insertNotification(w, actor, body));
  return notificationOrFail(db, actor, id);
}

/**
 * PATCH thong-bao/{id}: the fields given change. A sent notification can be corrected; its
 * recipients see the corrected text, and its history keeps what it said before.
 */
export async function updateNotification(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: NotificationUpdateBody,
): Promise<NotificationItem> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const current = await lockNotification(tx, actor, id);
    const before = snapshot(await written(tx, id));
    const title = body.tieuDe ?? current.title;
    const text = body.noiDung ?? current.body;
    await tx
      .update(notifications)
      .set({
        title,
        body: text,
        ...(body.loaiThongBao === undefined ? {} : { type: body.loaiThongBao }),
        ...(body.duongDan === undefined ? {} : { link: body.duongDan }),
        searchText: searchTextOf(title, text),
        updatedAt: new Date(),
      })
      .where(eq(notifications.id, id));
    await audit({
      action: 'update',
      subject: 'notification',
      recordId: id,
      before,
      after: snapshot(await written(tx, id)),
    });
  });
  return notificationOrFail(db, actor, id);
}

/** DELETE thong-bao/{id}: gone from every inbox too; its history stays. */
export async function deleteNotification(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await lockNotification(tx, actor, id);
    const before = snapshot(await written(tx, id));
    await tx.delete(notifications).where(eq(notifications.id, id));
    await audit({ action: 'delete', subject: 'notification', recordId: id, before });
  });
}

/**
 * POST thong-bao/send. The recipients are resolved and written by the database in one statement
 * (INSERT … SELECT), so a send to 100,000 users costs one round trip; a user who already has the
 * notification is skipped, so sending again never doubles an inbox row. With `guiEmail`, each new
 * recipient with an address gets an e-mail through the outbox (the in-app row does not wait for it).
 */
export async function sendNotification(
  db: Db,
  request: FastifyRequest,
  body: NotificationSendBody,
): Promise<NotificationSendResult> {
  const actor = actorOf(request);
  return writeTransaction(db, request, (w) => sendWithin(w, actor, body));
}

/**
 * The send of sendNotification inside the caller's write (the test send's too): a refusal
 * (notification_not_found, recipient_ref_invalid, notification_no_recipients) rolls back all the
 * write has done. Each e-mail carries `ref: 'notification:<id>'`, by which GET thong-bao/{id}/email
 * finds it.
 */
export async function sendWithin(
  { tx, audit }: Write,
  actor: Actor,
  body: NotificationSendBody,
): Promise<NotificationSendResult> {
  const id = body.thongBaoId;
  const current = await lockNotification(tx, actor, id);
  await assertChoiceValid(tx, actor, body);
  const mail = body.guiEmail
    ? sql`, mailed as (
        insert into outbox (channel, payload)
        select 'email', jsonb_build_object('to', u.email, 'subject', ${current.title}::text,
          'text', ${current.body}::text, 'ref', ${notificationRef(id)}::text)
        from added join users u on u.id = added.user_id
        where u.email is not null and u.email <> ''
        returning 1)`
    : sql``;
  const result = await tx.execute(sql`
    with added as (
      insert into ${notificationRecipients} (user_id, notification_id)
      select ${users.id}, ${id} from ${users} where ${recipientCondition(actor, body)}
      on conflict do nothing
      returning user_id)${mail}
    select (select count(*)::int from added) as added,
           ${body.guiEmail ? sql`(select count(*)::int from mailed)` : sql`0`} as mailed`);
  const [counts] = (result as unknown as { rows: { added: number; mailed: number }[] }).rows;
  const { added, mailed } = counts ?? { added: 0, mailed: 0 };
  const [total] = await tx
    .select({ value: count() })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, id));
  if (!total?.value) throw new AppError('notification_no_recipients');
  if (added > 0) {
    await tx
      .update(notifications)
      .set({ firstSentAt: sql`coalesce(${notifications.firstSentAt}, now())` })
      .where(eq(notifications.id, id));
    await publish(tx, NOTIFICATION_SENT_CHANNEL, String(id));
  }
  if (mailed > 0) await publish(tx, OUTBOX_BUS_CHANNEL, 'email');
  await audit({
    action: 'send',
    subject: 'notification',
    recordId: id,
    after: {
      soNguoiNhanMoi: added,
      soEmail: mailed,
      nguoiNhanIds: body.nguoiNhanIds ?? [],
      roleIds: body.roleIds ?? [],
      organizationIds: body.organizationIds ?? [],
      tatCa: body.tatCa ?? false,
    },
  });
  return { thongBaoId: id, soNguoiNhanMoi: added, soNguoiNhan: total.value, soEmail: mailed };
}
