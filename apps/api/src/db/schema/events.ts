import {
  ATTENDANCE_METHODS,
  type AttendanceMethod,
  EVENT_NOTICE_TYPES,
  type EventNoticeType,
  REGISTRATION_STATES,
  type RegistrationState,
  SEEN_STATES,
  type SeenState,
} from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roleHeld } from './access.js';
import { industrialZones, wards } from './categories.js';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';
import { notifications } from './notifications.js';
import { organizations } from './organizations.js';
import { userOwned, users } from './users.js';

/**
 * Events (sự kiện) and their types, attachments, audience, notices and registrations
 * (docs/requirements.md, "Events").
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Event types (loại sự kiện): a name unique ignoring case and accents, a calendar colour, an order. */
export const eventTypes = pgTable(
  'event_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** toSearchText(name): the name ignoring case and accents, unique. */
    nameKey: text('name_key').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** '#RRGGBB', the type's colour on the calendar. */
    color: text('color').notNull().default('#1677ff'),
    sortOrder: integer('sort_order').notNull().default(0),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_types_name_key').on(t.nameKey),
    index('event_types_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * An event. It belongs to the unit of its organiser (the organisation chosen, else the creator's
 * unit), copied at creation as a notification does, so the data scope reaches it as it reaches
 * that unit. Its status is derived from the times when read; only a cancellation is stored.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Formatted text (HTML), sanitised on the way in. */
    content: text('content'),
    location: text('location'),
    /** The audience in words (doiTuong). */
    audienceText: text('audience_text'),
    note: text('note'),
    typeId: integer('type_id').references(() => eventTypes.id),
    expectedCount: integer('expected_count').notNull().default(0),
    /** The organising organisation; null for an event of the province, a ward or a zone itself. */
    organizationId: integer('organization_id').references(() => organizations.id),
    // No 'set null': a ward event without its ward would read as the province's. A ward or zone
    // that events belong to cannot be deleted.
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    registrationOpen: boolean('registration_open').notNull().default(false),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    /** At most this many registered; those after wait (null: no limit). */
    capacity: integer('capacity'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When the day-before reminder went to the registrants: claimed once, by one instance. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_ends_idx').on(t.endsAt),
    index('events_created_idx').on(t.createdAt, t.id),
    index('events_organization_idx').on(t.organizationId),
    index('events_type_idx').on(t.typeId),
    index('events_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('events_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/** The event a row belongs to, deleted with it. */
const eventOwned = () =>
  integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/**
 * The organisations an event is for, each with or without the units under it. An organisation or
 * a role named in an audience cannot be deleted: an emptied list would open the event to everyone.
 */
export const eventAudienceOrganizations = pgTable(
  'event_audience_organizations',
  {
    eventId: eventOwned(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    includeSubtree: boolean('include_subtree').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.organizationId] })],
);

/** The roles an event is for. */
export const eventAudienceRoles = pgTable(
  'event_audience_roles',
  {
    eventId: eventOwned(),
    roleId: roleHeld(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.roleId] })],
);

/** An event's attachments, kept in the database so every instance and every backup has them. */
export const eventFiles = pgTable(
  'event_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: eventOwned(),
    originalName: text('original_name').notNull(),
    /** As read from the content, not as the client said. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_files_event_idx').on(t.eventId, t.id)],
);

/**
 * One row per event and user told of it (nguoi_nhan_su_kien): sending again updates its type and
 * note and sets it back to 'Chưa xem'. `notificationId` is the inbox notice of the last send.
 */
export const eventRecipients = pgTable(
  'event_recipients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: eventOwned(),
    userId: userOwned(),
    seenState: text('seen_state').$type<SeenState>().notNull().default('Chưa xem'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    noticeType: text('notice_type').$type<EventNoticeType>().notNull().default('Thông báo sự kiện'),
    note: text('note').notNull().default(''),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_recipients_event_user_key').on(t.eventId, t.userId),
    // "my event notices", newest first
    index('event_recipients_user_idx').on(t.userId, t.sentAt.desc(), t.id.desc()),
    check('event_recipients_seen_state_check', oneOf(t.seenState, SEEN_STATES)),
    check('event_recipients_notice_type_check', oneOf(t.noticeType, EVENT_NOTICE_TYPES)),
  ],
);

/**
 * One row per event and user who registered (or was added by an officer): registered, waiting
 * (in order of `registeredAt`) or cancelled; attendance recorded on the same row.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: eventOwned(),
    userId: userOwned(),
    state: text('state').$type<RegistrationState>().notNull(),
    /** When the user (re)registered: the waiting list's order. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The officer who added the user; null when they registered themselves. */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    attendedBy: integer('attended_by').references(() => users.id, { onDelete: 'set null' }),
    attendanceMethod: text('attendance_method').$type<AttendanceMethod>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_user_key').on(t.eventId, t.userId),
    index('event_registrations_event_state_idx').on(t.eventId, t.state, t.registeredAt),
    index('event_registrations_user_idx').on(t.userId),
    check('event_registrations_state_check', oneOf(t.state, REGISTRATION_STATES)),
    check('event_registrations_method_check', oneOf(t.attendanceMethod, ATTENDANCE_METHODS)),
  ],
);
