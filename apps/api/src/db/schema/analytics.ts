import type { AnalyticsDefinition } from '@congdoan/shared';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './access.js';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * Saved report definitions of the report builder (P13): only a
 * definition, never figures — whoever opens one runs it in their own data scope.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** toSearchText(name): a name is unique per owner ignoring case and accents. */
    nameKey: text('name_key').notNull(),
    description: text('description'),
    definition: jsonb('definition').$type<AnalyticsDefinition>().notNull(),
    /** The author, the only one who edits or deletes it; deleted with their account. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_reports_owner_name_key').on(t.ownerId, t.nameKey)],
);

/** The roles a saved report is shared with (read only); a role deleted drops its shares. */
export const savedReportRoles = pgTable(
  'saved_report_roles',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => savedReports.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.roleId] }), index('saved_report_roles_role_idx').on(t.roleId)],
);
