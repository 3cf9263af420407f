import type { ErrorCode, HistorySubject } from '@congdoan/shared';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../actor.js';
import {
  events,
  members,
  membershipReports,
  notifications,
  organizations,
  unionStaff,
  users,
} from '../db/schema/index.js';
import {
  eventVisible,
  memberScope,
  notificationScope,
  organizationScope,
  reportScope,
  staffScope,
  userScope,
} from './scope.js';

/** Where the records of one subject are, and the data-scope condition that reaches them. */
export interface ScopedRecords {
  table: PgTable;
  id: PgColumn;
  scope: (actor: Actor) => SQL | undefined;
  /** What a record outside the caller's scope answers: it is not found. */
  notFound: ErrorCode;
}

/**
 * The history subjects whose records lie in a data scope: `GET audit/history` of a record outside
 * the caller's scope answers `notFound`. A module whose records are scoped adds its entry here
 * (its scope condition in scope.ts); a subject left out has a history any reader of it may read.
 */
export const SCOPED_RECORDS: Partial<Record<HistorySubject, ScopedRecords>> = {
  user: { table: users, id: users.id, scope: userScope, notFound: 'user_not_found' },
  organization: {
    table: organizations,
    id: organizations.id,
    scope: organizationScope,
    notFound: 'organization_not_found',
  },
  staff: { table: unionStaff, id: unionStaff.id, scope: staffScope, notFound: 'staff_not_found' },
  notification: {
    table: notifications,
    id: notifications.id,
    scope: notificationScope,
    notFound: 'notification_not_found',
  },
  event: { table: events, id: events.id, scope: eventVisible, notFound: 'event_not_found' },
  member: { table: members, id: members.id, scope: memberScope, notFound: 'member_not_found' },
  'membership-report': {
    table: membershipReports,
    id: membershipReports.id,
    scope: reportScope,
    notFound: 'report_not_found',
  },
};
