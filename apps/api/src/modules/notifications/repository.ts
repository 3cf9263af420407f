import type {
  NotificationEmailQuery,
  NotificationEmails,
  NotificationItem,
  NotificationListQuery,
  NotificationZaloQuery,
  NotificationZalos,
  OutboxState,
  ReadState,
  RecipientItem,
  RecipientListQuery,
  ZaloDeliveryState,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage, type Pageable, type PageWindow, pageRows } from '../../db/paging.js';
import { byName } from '../../db/query.js';
import {
  notificationRecipients,
  notifications,
  organizations,
  outbox,
  users,
  zaloAccounts,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { noticeRef } from '../../domain/notify/notice.js';
import { notificationScope, userScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import type { ChannelName } from '../../outbox/payloads.js';

const recipientsOf = (read: boolean) =>
  sql<number>`(select count(*)::int from ${notificationRecipients} r
    where r.notification_id = ${notifications.id}${read ? sql` and r.read_at is not null` : sql``})`;

/** What a notification says, under the spec's names: in the senders' list and in every inbox. */
export const contentColumns = {
  id: notifications.id,
  tieuDe: notifications.title,
  noiDung: notifications.body,
  loaiThongBao: notifications.type,
  duongDan: notifications.link,
  ghiChu: notifications.note,
};

/** A read-state filter on recipient rows (spec §4: 'chua_doc' | 'da_doc'); undefined: both. */
export const readStateCondition = (state: ReadState | undefined) =>
  state === undefined
    ? undefined
    : state === 'da_doc'
      ? isNotNull(notificationRecipients.readAt)
      : isNull(notificationRecipients.readAt);

const selectItems = (db: DbOrTx) =>
  db
    .select({
      ...contentColumns,
      nguoiGui: notifications.senderId,
      senderName: users.fullName,
      soNguoiNhan: recipientsOf(false),
      soDaDoc: recipientsOf(true),
      guiLanDau: notifications.firstSentAt,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = ({ senderName, ...row }: Row): NotificationItem => ({
  ...row,
  noiDungThongBao: row.noiDung,
  nguoiGuiUser:
    row.nguoiGui !== null && senderName !== null ? { id: row.nguoiGui, fullName: senderName } : null,
  guiLanDau: row.guiLanDau?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET thong-bao: newest first, 10 a page. */
export async function listNotifications(
  db: DbOrTx,
  actor: Actor,
  q: NotificationListQuery,
): Promise<{ list: NotificationItem[]; count: number }> {
  const where = and(
    notificationScope(actor),
    searchCondition(notifications.searchText, q.search),
    q.nguoiGui === undefined ? undefined : eq(notifications.senderId, q.nguoiGui),
  );
  return listPage(
    q,
    selectItems(db).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)),
    db.select({ n: count() }).from(notifications).where(where),
    toItem,
  );
}

/** One notification, in the caller's scope when an actor is given; null when there is none. */
export async function findNotification(db: DbOrTx, actor: Actor | null, id: number) {
  const [row] = await selectItems(db).where(
    and(eq(notifications.id, id), actor ? notificationScope(actor) : undefined),
  );
  return row ? toItem(row) : null;
}

/** One notification in the caller's scope, or notification_not_found. */
export async function notificationOrFail(db: DbOrTx, actor: Actor, id: number): Promise<NotificationItem> {
  const item = await findNotification(db, actor, id);
  if (!item) throw new AppError('notification_not_found');
  return item;
}

/**
 * GET thong-bao/{id}/nguoi-nhan: the users a notification in the caller's scope reached, unread
 * first, then by name; searchable without accents (name, e-mail, phone, CCCD), by read state.
 */
export async function listRecipients(
  db: DbOrTx,
  actor: Actor,
  id: number,
  q: RecipientListQuery,
): Promise<{ list: RecipientItem[]; count: number }> {
  await notificationOrFail(db, actor, id);
  const where = and(
    eq(notificationRecipients.notificationId, id),
    searchCondition(users.searchText, q.search),
    readStateCondition(q.trangThaiDoc),
  );
  return listPage(
    q,
    db
      .select({
        userId: users.id,
        fullName: users.fullName,
        email: users.email,
        organizationName: organizations.name,
        readAt: notificationRecipients.readAt,
        createdAt: notificationRecipients.createdAt,
      })
      .from(notificationRecipients)
      .innerJoin(users, eq(users.id, notificationRecipients.userId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(sql`${notificationRecipients.readAt} is not null`, byName(users.fullName), asc(users.id)),
    db
      .select({ n: count() })
      .from(notificationRecipients)
      .innerJoin(users, eq(users.id, notificationRecipients.userId))
      .where(where),
    ({ readAt, createdAt, ...row }) => ({
      ...row,
      trangThaiDoc: readAt ? 'da_doc' : 'chua_doc',
      daDoc: readAt !== null,
      readAt: readAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    }),
  );
}

/**
 * The outbox rows of a notification's deliveries on one channel (its e-mails, its Zalo messages).
 * `payload ? 'ref'` is written out so that the partial index outbox_ref_idx serves the lookup.
 */
export const deliveriesOf = (channel: ChannelName, id: number) =>
  and(
    eq(outbox.channel, channel),
    sql`${outbox.payload} ? 'ref'`,
    sql`${outbox.payload}->>'ref' = ${noticeRef(id)}`,
  );

/** A page of a channel's rows: `where` picks them, `order` puts failed first, then newest. */
type DeliveryRows<R> = (where: SQL | undefined, order: SQL[]) => Pageable<R>;

/**
 * The deliveries of a notification in the caller's scope on one channel: the page of `q` of the
 * rows (read by `rows`, failed first then newest), and how many there are in all and in each outbox state.
 * Settled rows older than the outbox's retention (30 days) are gone, failed ones stay.
 */
async function listDeliveries<R>(
  db: DbOrTx,
  actor: Actor,
  id: number,
  channel: ChannelName,
  q: PageWindow,
  rows: DeliveryRows<R>,
): Promise<{ rows: R[]; byState: Record<OutboxState, number>; total: number }> {
  await notificationOrFail(db, actor, id);
  const where = deliveriesOf(channel, id);
  const order = [sql`${outbox.state} = 'failed' desc`, desc(outbox.createdAt), desc(outbox.id)];
  const [found, counted] = await Promise.all([
    pageRows(q, rows(where, order)),
    db.select({ state: outbox.state, n: count() }).from(outbox).where(where).groupBy(outbox.state),
  ]);
  const byState = { pending: 0, delivered: 0, logged: 0, failed: 0 };
  for (const { state, n } of counted) byState[state] = n;
  return { rows: found, byState, total: counted.reduce((sum, { n }) => sum + n, 0) };
}

/** What a delivery row shows on every channel: its state, its attempts and when it was made and delivered. */
const deliveryColumns = {
  id: outbox.id,
  state: outbox.state,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  deliveredAt: outbox.deliveredAt,
  createdAt: outbox.createdAt,
};

const deliveryTimes = <T extends { deliveredAt: Date | null; createdAt: Date }>(row: T) => ({
  ...row,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** GET thong-bao/{id}/email: the e-mails a notification in the caller's scope caused, 10 a page. */
export async function listNotificationEmails(
  db: DbOrTx,
  actor: Actor,
  id: number,
  q: NotificationEmailQuery,
  configured: boolean,
): Promise<NotificationEmails> {
  const { rows, byState, total } = await listDeliveries(db, actor, id, 'email', q, (where, order) =>
    db
      .select({ ...deliveryColumns, to: sql<string>`${outbox.payload}->>'to'` })
      .from(outbox)
      .where(where)
      .orderBy(...order),
  );
  return {
    tongSo: total,
    theoTrangThai: byState,
    daCauHinh: configured,
    list: rows.map(deliveryTimes),
    count: total,
  };
}

/**
 * A Zalo message's state as the delivery views show it: waiting (for its first or next attempt),
 * sent, or failed. The Zalo channel never settles a row as only 'logged'; were one so, it did not
 * reach Zalo, and reads as failed.
 */
const zaloStateOf = (state: OutboxState): ZaloDeliveryState =>
  state === 'pending' ? 'queued' : state === 'delivered' ? 'sent' : 'failed';

/**
 * GET thong-bao/{id}/zalo: the Zalo messages a notification in the caller's scope caused, 10 a page,
 * each with the account it went to and the user it was sent to (named while inside the caller's scope).
 */
export async function listNotificationZalos(
  db: DbOrTx,
  actor: Actor,
  id: number,
  q: NotificationZaloQuery,
  configured: boolean,
): Promise<NotificationZalos> {
  const accountId = sql<number>`(${outbox.payload}->>'zaloAccountId')::int`;
  const recipientId = sql<number>`(${outbox.payload}->>'userId')::int`;
  const { rows, byState, total } = await listDeliveries(db, actor, id, 'zalo', q, (where, order) =>
    db
      .select({
        ...deliveryColumns,
        zaloAccountId: accountId,
        displayName: zaloAccounts.displayName,
        userId: users.id,
        fullName: users.fullName,
      })
      .from(outbox)
      .leftJoin(zaloAccounts, eq(zaloAccounts.id, accountId))
      // the user it was sent to, while the caller may still see them
      .leftJoin(users, and(eq(users.id, recipientId), userScope(actor)))
      .where(where)
      .orderBy(...order),
  );
  return {
    tongSo: total,
    theoTrangThai: {
      queued: byState.pending,
      sent: byState.delivered,
      failed: byState.failed + byState.logged,
    },
    daCauHinh: configured,
    list: rows.map((row) => ({ ...deliveryTimes(row), state: zaloStateOf(row.state) })),
    count: total,
  };
}

/**
 * Of the users named in a send, those who do not have the notification after it (unknown, locked,
 * out of the sender's scope): the deployed answer's `failedUsers`, as strings.
 */
export async function namedWithout(db: DbOrTx, notificationId: number, named: number[]): Promise<string[]> {
  if (!named.length) return [];
  const have = await db
    .select({ userId: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.notificationId, notificationId),
        inArray(notificationRecipients.userId, named),
      ),
    );
  const reached = new Set(have.map((r) => r.userId));
  return [...new Set(named)].filter((id) => !reached.has(id)).map(String);
}
