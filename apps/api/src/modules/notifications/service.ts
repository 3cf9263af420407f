import {
  type NotificationCreateBody,
  type NotificationItem,
  type NotificationSendBody,
  type NotificationSendResult,
  type NotificationUpdateBody,
  notificationContentOf,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { createNotice, lockNotice, noticeSearchText, noticeSnapshot } from '../../domain/notify/notice.js';
import { sendNotice } from '../../domain/notify/send.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { findNotification, namedWithout, notificationOrFail } from './repository.js';

async function written(tx: DbOrTx, id: number) {
  const item = await findNotification(tx, null, id);
  if (!item) throw new AppError('notification_not_found');
  return item;
}

/** POST thong-bao: a notification of the caller's unit, not yet sent to anyone. */
export async function createNotification(
  db: Db,
  request: FastifyRequest,
  body: NotificationCreateBody,
): Promise<NotificationItem> {
  const actor = actorOf(request);
  const id = await writeTransaction(db, request, (w) => createNotice(w, actor, body));
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
    const current = await lockNotice(tx, actor, id);
    const before = noticeSnapshot(await written(tx, id));
    const title = body.tieuDe ?? current.title;
    const text = notificationContentOf(body) ?? current.body;
    await tx
      .update(notifications)
      .set({
        title,
        body: text,
        ...(body.loaiThongBao === undefined ? {} : { type: body.loaiThongBao }),
        ...(body.duongDan === undefined ? {} : { link: body.duongDan }),
        ...(body.ghiChu === undefined ? {} : { note: body.ghiChu }),
        searchText: noticeSearchText(title, text),
        updatedAt: new Date(),
      })
      .where(eq(notifications.id, id));
    await audit({
      action: 'update',
      subject: 'notification',
      recordId: id,
      before,
      after: noticeSnapshot(await written(tx, id)),
    });
  });
  return notificationOrFail(db, actor, id);
}

/** DELETE thong-bao/{id}: gone from every inbox too; its history stays. */
export async function deleteNotification(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await lockNotice(tx, actor, id);
    const before = noticeSnapshot(await written(tx, id));
    await tx.delete(notifications).where(eq(notifications.id, id));
    await audit({ action: 'delete', subject: 'notification', recordId: id, before });
  });
}

/**
 * POST thong-bao/send, through the send of every notice (src/domain/notify/send.ts): the recipients are
 * resolved and written by the database in one statement, so a send to 100,000 users costs one
 * round trip; a user who already has the notification is skipped, so sending again never doubles
 * an inbox row. With `guiEmail`, each new recipient with an address gets an e-mail through the
 * outbox; with `guiZalo`, each whose linked Zalo account follows the OA gets a Zalo message (refused
 * with zalo_not_configured, nothing written, while the OA is not configured). A notification left
 * with no recipient at all is refused (notification_no_recipients).
 */
export async function sendNotification(
  db: Db,
  request: FastifyRequest,
  body: NotificationSendBody,
  config: Config,
): Promise<NotificationSendResult> {
  const actor = actorOf(request);
  const { thongBaoId, guiEmail, guiZalo, ...to } = body;
  if (guiZalo && !zaloConfigured(config)) throw new AppError('zalo_not_configured');
  const sent = await writeTransaction(db, request, async (w) => {
    const done = await sendNotice(w, actor, { id: thongBaoId }, to, { email: guiEmail, zalo: guiZalo });
    if (!done.recipients) throw new AppError('notification_no_recipients');
    return { ...done, failedUsers: await namedWithout(w.tx, thongBaoId, to.nguoiNhanIds ?? []) };
  });
  return {
    thongBaoId,
    soNguoiNhanMoi: sent.added,
    soNguoiNhan: sent.recipients,
    soEmail: sent.emailed,
    soZalo: sent.zaloQueued,
    sentCount: sent.added,
    failedUsers: sent.failedUsers,
  };
}
