import { type InboxItem, type InboxPage, type InboxQuery, numberedPage } from '@congdoan/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { notificationRecipients, notifications, users } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { contentColumns, readStateCondition } from '../repository.js';

/** A user's inbox: the notifications they received (spec §3, user view), newest first. */

const selectItems = (db: DbOrTx) =>
  db
    .select({
      ...contentColumns,
      readAt: notificationRecipients.readAt,
      createdAt: notificationRecipients.createdAt,
      senderName: users.fullName,
    })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .leftJoin(users, eq(users.id, notifications.senderId));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = ({ readAt, senderName, ...row }: Row): InboxItem => ({
  ...row,
  noiDungThongBao: row.noiDung,
  trangThaiDoc: readAt ? 'da_doc' : 'chua_doc',
  daDoc: readAt !== null,
  createdAt: row.createdAt.toISOString(),
  nguoiGuiUser: senderName === null ? null : { fullName: senderName },
});

/** The unread notifications of a user (a partial index holds exactly these rows). */
export async function unreadCountOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.userId, userId), isNull(notificationRecipients.readAt)));
  return row?.value ?? 0;
}

/** GET thong-bao/user/my-notifications. */
export async function listInbox(db: DbOrTx, userId: number, q: InboxQuery): Promise<InboxPage> {
  const where = and(eq(notificationRecipients.userId, userId), readStateCondition(q.trangThaiDoc));
  const [page, unreadCount] = await Promise.all([
    listPage(
      q,
      selectItems(db)
        .where(where)
        .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.notificationId)),
      db.select({ n: count() }).from(notificationRecipients).where(where),
      toItem,
    ),
    unreadCountOf(db, userId),
  ]);
  return { ...numberedPage(page, q), unreadCount };
}

/** One notification of the user's inbox, or notification_not_found (someone else's reads the same). */
export async function inboxItemOrFail(
  db: DbOrTx,
  userId: number,
  notificationId: number,
): Promise<InboxItem> {
  const [row] = await selectItems(db).where(
    and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationId, notificationId)),
  );
  if (!row) throw new AppError('notification_not_found');
  return toItem(row);
}
