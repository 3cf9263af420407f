import { STAFF_EMPLOYMENTS, STAFF_GENDERS, type StaffEmployment, type StaffGender } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { positions } from './categories.js';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';
import { organizations } from './organizations.js';

/** Union officers (cán bộ công đoàn) of an organisation. */
export const unionStaff = pgTable(
  'union_staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    fullName: text('full_name').notNull(),
    gender: text('gender').$type<StaffGender>(),
    dateOfBirth: date('date_of_birth'),
    identity: text('identity'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    positionId: integer('position_id').references(() => positions.id),
    termStart: date('term_start'),
    termEnd: date('term_end'),
    employment: text('employment').$type<StaffEmployment>().notNull().default('kiem_nhiem'),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('union_staff_identity_key').on(t.identity),
    index('union_staff_organization_idx').on(t.organizationId),
    index('union_staff_position_idx').on(t.positionId),
    index('union_staff_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('union_staff_gender_check', oneOf(t.gender, STAFF_GENDERS)),
    check('union_staff_employment_check', oneOf(t.employment, STAFF_EMPLOYMENTS)),
  ],
);
