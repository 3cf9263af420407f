import type { InboxItem } from '@congdoan/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { publish } from '../../../db/notify.js';
import { notificationRecipients } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { writeTransaction } from '../../../write/transaction.js';
import { INBOX_CHANGED_CHANNEL } from '../stream/hub.js';
import { inboxItemOrFail } from './repository.js';

/**
 * Read state of the caller's own notifications (spec §4): read and unread again, one or all. Not
 * audited: a read mark is the reader's own, and changes too often to be history.
 */

/** POST thong-bao/user/{id}/mark-read and …/mark-unread: someone else's notification is not found. */
export async function markInboxItem(
  db: Db,
  request: FastifyRequest,
  notificationId: number,
  read: boolean,
): Promise<InboxItem> {
  const { userId } = actorOf(request);
  await writeTransaction(db, request, async ({ tx }) => {
    const mine = and(
      eq(notificationRecipients.userId, userId),
      eq(notificationRecipients.notificationId, notificationId),
    );
    const updated = await tx
      .update(notificationRecipients)
      // reading again keeps the first read's time
      .set({ readAt: read ? sql`coalesce(${notificationRecipients.readAt}, now())` : null })
      .where(mine)
      .returning({ id: notificationRecipients.notificationId });
    if (!updated.length) throw new AppError('notification_not_found');
    // the user's other tabs and devices update their badge
    await publish(tx, INBOX_CHANGED_CHANNEL, String(userId));
  });
  return inboxItemOrFail(db, userId, notificationId);
}

/** PATCH thong-bao/tat-ca-da-doc/{userId}: only for oneself; answers how many were marked. */
export async function markAllRead(
  db: Db,
  request: FastifyRequest,
  userId: number,
): Promise<{ count: number }> {
  if (userId !== actorOf(request).userId) throw new AppError('forbidden');
  const marked = await writeTransaction(db, request, async ({ tx }) => {
    const rows = await tx
      .update(notificationRecipients)
      .set({ readAt: sql`now()` })
      .where(and(eq(notificationRecipients.userId, userId), isNull(notificationRecipients.readAt)))
      .returning({ id: notificationRecipients.notificationId });
    if (rows.length) await publish(tx, INBOX_CHANGED_CHANNEL, String(userId));
    return rows.length;
  });
  return { count: marked };
}
