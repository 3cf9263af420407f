import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { industrialZones, wards } from './categories.js';
import { createdAt, searchText, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { userOwned, users } from './users.js';

/**
 * System notifications (thông báo). A notification belongs to the unit of the user who wrote it
 * (copied at creation), so the data scope reaches it as it reaches that user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull(),
    /** A page of the app the notification opens ('/trade-union/…'), if any. */
    link: text('link'),
    /** A note beside the content (the deployed clients' `ghiChu`), kept beside it (not in e-mail or Zalo messages). */
    note: text('note'),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id, { onDelete: 'set null' }),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id, { onDelete: 'set null' }),
    /** When it first reached anyone; null while it is a draft. */
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_sender_idx').on(t.senderId, t.id),
    index('notifications_created_idx').on(t.createdAt, t.id),
    index('notifications_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One row per notification and user who received it: a user's inbox. Sending again to the same
 * user finds the row there and writes nothing.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    userId: userOwned(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it reached the user. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    // the inbox, newest first
    index('notification_recipients_inbox_idx').on(t.userId, t.createdAt.desc(), t.notificationId.desc()),
    // the unread count: only unread rows are in it
    index('notification_recipients_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // a notification's delivery statistics
    index('notification_recipients_notification_idx').on(t.notificationId, t.readAt),
  ],
);
