import {
  APPROVAL_KINDS,
  APPROVAL_STATES,
  type ApprovalKind,
  type ApprovalState,
  CATEGORY_KINDS,
  type CategoryKind,
  MEMBER_EVENT_KINDS,
  MEMBER_GENDERS,
  MEMBER_STATUSES,
  type MemberEventKind,
  type MemberGender,
  type MemberStatus,
} from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { wards } from './categories.js';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * The lists a member record chooses from (ethnic groups, religions, nations…): one table for every
 * kind, each item with a code unique in its kind. An inactive item is no longer offered but stays
 * on the records that hold it.
 */
export const categoryItems = pgTable(
  'category_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<CategoryKind>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('category_items_code_key').on(t.kind, sql`lower(${t.code})`),
    uniqueIndex('category_items_name_key').on(t.kind, sql`lower(${t.name})`),
    check('category_items_kind_check', oneOf(t.kind, CATEGORY_KINDS)),
  ],
);

/** Admission numbers of union cards (`memberCardNumber`): one sequence, never reused. */
export const memberCardSequence = pgSequence('member_card_seq', { startWith: 1 });

const categoryRef = (name: string) => integer(name).references(() => categoryItems.id);

/** Union members (đoàn viên), each in one grassroots union. */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender').$type<MemberGender>().notNull(),
    ethnicityId: categoryRef('ethnicity_id'),
    religionId: categoryRef('religion_id'),
    nationalityId: categoryRef('nationality_id'),
    identity: text('identity'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    hometownWardId: integer('hometown_ward_id').references(() => wards.id),
    hometown: text('hometown'),
    addressWardId: integer('address_ward_id').references(() => wards.id),
    address: text('address'),
    educationLevelId: categoryRef('education_level_id'),
    qualificationId: categoryRef('qualification_id'),
    professionalTitleId: categoryRef('professional_title_id'),
    academicDegreeId: categoryRef('academic_degree_id'),
    academicRankId: categoryRef('academic_rank_id'),
    foreignLanguageId: categoryRef('foreign_language_id'),
    itDegreeTypeId: categoryRef('it_degree_type_id'),
    occupation: text('occupation'),
    department: text('department'),
    joinedAt: date('joined_at'),
    cardNumber: text('card_number').notNull(),
    cardIssuedAt: date('card_issued_at'),
    partyMember: boolean('party_member').notNull().default(false),
    status: text('status').$type<MemberStatus>().notNull().default('dang_sinh_hoat'),
    statusChangedAt: date('status_changed_at'),
    statusReason: text('status_reason'),
    /** The account the member signs in with; a member sees and asks to change their own record. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A CCCD names one person: one current record (a member who left and comes back is readmitted).
    uniqueIndex('members_identity_key').on(t.identity).where(sql`${t.status} = 'dang_sinh_hoat'`),
    uniqueIndex('members_card_number_key').on(t.cardNumber),
    uniqueIndex('members_user_key').on(t.userId),
    // The list's order within an organisation, and the counts by organisation, status and gender.
    index('members_organization_idx').on(t.organizationId, t.status, t.gender),
    index('members_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('members_identity_idx').on(t.identity),
    check('members_gender_check', oneOf(t.gender, MEMBER_GENDERS)),
    check('members_status_check', oneOf(t.status, MEMBER_STATUSES)),
  ],
);

/**
 * A member's history: admission, every transfer (from one union to another, so both sides read
 * it) and every change of status, with its date, reason and who made it.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MemberEventKind>().notNull(),
    effectiveOn: date('effective_on').notNull(),
    fromOrganizationId: integer('from_organization_id').references(() => organizations.id),
    toOrganizationId: integer('to_organization_id').references(() => organizations.id),
    fromStatus: text('from_status').$type<MemberStatus>(),
    toStatus: text('to_status').$type<MemberStatus>(),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_events_member_idx').on(t.memberId, t.createdAt),
    // The dashboard reads the records' history since a window's start.
    index('member_events_created_idx').on(t.createdAt),
    index('member_events_from_idx').on(t.fromOrganizationId),
    index('member_events_to_idx').on(t.toOrganizationId),
    check('member_events_kind_check', oneOf(t.kind, MEMBER_EVENT_KINDS)),
    check('member_events_from_status_check', oneOf(t.fromStatus, MEMBER_STATUSES)),
    check('member_events_to_status_check', oneOf(t.toStatus, MEMBER_STATUSES)),
  ],
);

/**
 * Approval requests (docs/requirements.md, "Approvals"). `changes` holds what the request would
 * write: the fields of a member's update, the record of an admission, the move of a transfer;
 * `before` the member's values of those fields when it was made, which approving compares with the
 * record now (a change meanwhile asks for a fresh look instead of overwriting it).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    state: text('state').$type<ApprovalState>().notNull().default('cho_duyet'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The union whose officers decide: the member's own, the receiving one, the admitting one. */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    fromOrganizationId: integer('from_organization_id').references(() => organizations.id),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    note: text('note'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One request of a kind waits for a member at a time.
    uniqueIndex('approval_requests_waiting_key').on(t.memberId, t.kind).where(sql`${t.state} = 'cho_duyet'`),
    index('approval_requests_state_idx').on(t.state, t.createdAt),
    index('approval_requests_organization_idx').on(t.organizationId, t.state),
    index('approval_requests_requester_idx').on(t.requestedBy, t.createdAt),
    check('approval_requests_kind_check', oneOf(t.kind, APPROVAL_KINDS)),
    check('approval_requests_state_check', oneOf(t.state, APPROVAL_STATES)),
  ],
);
