import {
  DATA_SCOPES,
  type DataScope,
  PERIOD_KINDS,
  type PeriodKind,
  REPORT_KINDS,
  REPORT_STATES,
  type ReportKind,
  type ReportState,
} from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { industrialZones, wards } from './categories.js';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * Reporting periods, their occurrences and the membership reports of each unit
 * (docs/requirements.md, "Membership reports").
 */

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A period's configuration (thoi-gian-cap-nhat-doan-so): recurring, or one window (đột xuất). */
export const reportPeriods = pgTable(
  'report_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind').$type<PeriodKind>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startDay: smallint('start_day'),
    endDay: smallint('end_day'),
    /** A yearly period's month. */
    month: smallint('month'),
    /** A quarterly period's months, ascending (e.g. [3, 6, 9, 12]). */
    months: jsonb('months').$type<number[]>().notNull().default([]),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    /** A one-off period's window. */
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    /**
     * The data scope of whoever made it, and their unit: its occurrences are for every active
     * grassroots union in that scope, or, for a one-off naming units, under those units.
     */
    scope: text('scope').$type<DataScope>().notNull().default('province'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('report_periods_kind_check', oneOf(t.kind, PERIOD_KINDS)),
    check('report_periods_scope_check', oneOf(t.scope, DATA_SCOPES)),
    index('report_periods_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The units a one-off period names (each with the grassroots unions under it). */
export const reportPeriodUnits = pgTable(
  'report_period_units',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => reportPeriods.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.organizationId] })],
);

/**
 * One occurrence (kỳ) of a period, stored when the job (or the period's write) makes it: its window,
 * whose last moment is the deadline, and when each of its notices went (each claimed once).
 */
export const reportOccurrences = pgTable(
  'report_occurrences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    periodId: integer('period_id')
      .notNull()
      .references(() => reportPeriods.id, { onDelete: 'cascade' }),
    /** '2026-06', '2026-Q2', '2026' or 'dot-xuat': one occurrence per key and period. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month'),
    quarter: smallint('quarter'),
    startsAt: moment('starts_at').notNull(),
    /** The deadline: the last moment of the window. */
    endsAt: moment('ends_at').notNull(),
    openedNoticeAt: moment('opened_notice_at'),
    openReminderAt: moment('open_reminder_at'),
    deadlineReminderAt: moment('deadline_reminder_at'),
    lateNoticeAt: moment('late_notice_at'),
    /** The last 'remind now' of an officer (one an hour). */
    manualReminderAt: moment('manual_reminder_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_occurrences_period_key').on(t.periodId, t.key),
    index('report_occurrences_window_idx').on(t.startsAt, t.endsAt),
  ],
);

/** One unit's membership report for one occurrence (bao-cao-doan-so-theo-ky). */
export const membershipReports = pgTable(
  'membership_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => reportOccurrences.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The unit's ward and zone when submitted (the scope reaches the report as it reaches the unit). */
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    name: text('name').notNull(),
    content: text('content'),
    note: text('note'),
    kind: text('kind').$type<ReportKind>().notNull().default('dinh_ky'),
    memberMale: integer('member_male').notNull().default(0),
    memberFemale: integer('member_female').notNull().default(0),
    workerMale: integer('worker_male').notNull().default(0),
    workerFemale: integer('worker_female').notNull().default(0),
    memberTotal: integer('member_total').notNull().default(0),
    workerTotal: integer('worker_total').notNull().default(0),
    state: text('state').$type<ReportState>().notNull().default('cho_phe_duyet'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who last edited it (the approver may be neither the submitter nor them). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: moment('decided_at'),
    decisionNote: text('decision_note'),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One report a unit and an occurrence, a rejected one aside (the unit submits again).
    uniqueIndex('membership_reports_unit_key')
      .on(t.occurrenceId, t.organizationId)
      .where(sql`${t.state} <> 'tu_choi'`),
    index('membership_reports_organization_idx').on(t.organizationId),
    // An occurrence's reports, unit by unit, rejected ones too: the tracking and its progress read
    // them in one pass (reporting/progress.ts), where the unique index above leaves rejected ones out.
    index('membership_reports_occurrence_idx').on(t.occurrenceId, t.organizationId),
    index('membership_reports_state_idx').on(t.state, t.createdAt),
    // The reports decided since a moment: the dashboard's members and waiting reports as they
    // stood then (modules/dashboard/overview).
    index('membership_reports_decided_idx').on(t.decidedAt),
    index('membership_reports_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('membership_reports_state_check', oneOf(t.state, REPORT_STATES)),
    check('membership_reports_kind_check', oneOf(t.kind, REPORT_KINDS)),
  ],
);
