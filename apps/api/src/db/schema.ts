import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Accent-free lower-case text written by the application (toSearchText), trigram-indexed. */
const searchText = () => text('search_text').notNull().default('');

// --- Places and organisations (later issues extend these) ---------------------------------------

export const wards = pgTable(
  'wards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** phuong | xa | dac_khu */
    kind: text('kind').notNull(),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wards_code_key').on(t.code),
    uniqueIndex('wards_name_key').on(t.name),
    index('wards_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const industrialZones = pgTable(
  'industrial_zones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    description: text('description'),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('industrial_zones_code_key').on(t.code),
    uniqueIndex('industrial_zones_name_key').on(t.name),
    index('industrial_zones_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Positions (chức vụ) of union staff, listed by sortOrder. */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('positions_name_key').on(sql`lower(${t.name})`),
    index('positions_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The lists an administrator keeps for an organisation's type (loại hình) and company kind
 * (loại công ty): one table, told apart by `list`.
 */
export const organizationChoices = pgTable(
  'organization_choices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** loai_hinh | loai_cong_ty */
    list: text('list').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organization_choices_name_key').on(t.list, sql`lower(${t.name})`)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The federation's own code of the union (mã đơn vị); unique when present. */
    code: text('code'),
    name: text('name').notNull(),
    organizationParentId: integer('organization_parent_id').references((): AnyPgColumn => organizations.id),
    /** Materialised path of ids from the root, `/1/7/42/`: a subtree is `path LIKE '/1/7/%'`. */
    path: text('path').notNull(),
    /** province | ward | zone | grassroots */
    level: text('level').notNull().default('grassroots'),
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    loaiHinh: integer('loai_hinh').references(() => organizationChoices.id),
    loaiCongTy: integer('loai_cong_ty').references(() => organizationChoices.id),
    namThanhLap: smallint('nam_thanh_lap'),
    address: text('address'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    /** The union chair's name as the federation records it (not necessarily a user). */
    chairName: text('chair_name'),
    workerCount: integer('worker_count'),
    memberCount: integer('member_count'),
    /** active | dissolved */
    status: text('status').notNull().default('active'),
    /** Values of the custom fields (organization_dynamic_fields), by field key. */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_code_key').on(sql`lower(${t.code})`),
    // Lists are in Vietnamese name order: this index hands a page over without sorting the table.
    index('organizations_name_order_idx').on(sql`(${t.name} collate "und-x-icu")`, t.id),
    index('organizations_parent_idx').on(t.organizationParentId),
    index('organizations_path_idx').on(sql`${t.path} text_pattern_ops`),
    index('organizations_ward_idx').on(t.xaPhuongId),
    index('organizations_zone_idx').on(t.cumKhuCnId),
    index('organizations_loai_hinh_idx').on(t.loaiHinh),
    index('organizations_loai_cong_ty_idx').on(t.loaiCongTy),
    index('organizations_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Custom fields an administrator defines for every organisation (spec: dynamicFieldSchemas). */
export const organizationDynamicFields = pgTable(
  'organization_dynamic_fields',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The key its values are stored under in organizations.custom_fields; never changes. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** text | number | date | boolean | select */
    type: text('type').notNull(),
    /** The choices of a `select` field. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organization_dynamic_fields_key_key').on(t.key)],
);

/** Union officers (cán bộ công đoàn) of an organisation. */
export const unionStaff = pgTable(
  'union_staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    fullName: text('full_name').notNull(),
    /** nam | nu */
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    identity: text('identity'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    positionId: integer('position_id').references(() => positions.id),
    termStart: date('term_start'),
    termEnd: date('term_end'),
    /** chuyen_trach (full-time) | kiem_nhiem (part-time) */
    employment: text('employment').notNull().default('kiem_nhiem'),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('union_staff_identity_key').on(t.identity),
    index('union_staff_organization_idx').on(t.organizationId),
    index('union_staff_position_idx').on(t.positionId),
    index('union_staff_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

// --- Roles and permissions ------------------------------------------------------------------------

export const permissionGroups = pgTable('permission_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  name: text('name').notNull(),
  groupId: integer('group_id')
    .notNull()
    .references(() => permissionGroups.id),
});

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: text('name').notNull(),
    description: text('description'),
    /** DataScope of packages/shared */
    scope: text('scope').notNull(),
    icon: text('icon').notNull().default('UserOutlined'),
    isSystem: boolean('is_system').notNull().default(false),
    /** 1 is the administrators' group of spec §3: manage all. */
    userGroupId: integer('user_group_id'),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

// --- Users and sessions ---------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    identity: text('identity'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'),
    isActive: smallint('is_active').notNull().default(1),
    /** The role a new session starts in; always one of the user's roles. */
    activeRoleId: integer('active_role_id')
      .notNull()
      .references(() => roles.id),
    /** The union-staff record this account belongs to, if any. */
    staffId: integer('staff_id').references((): AnyPgColumn => unionStaff.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id),
    xaPhuongId: integer('xa_phuong_id').references(() => wards.id),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    searchText: searchText(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_key').on(t.identity),
    uniqueIndex('users_staff_key').on(t.staffId),
    index('users_organization_idx').on(t.organizationId),
    index('users_ward_idx').on(t.xaPhuongId),
    index('users_zone_idx').on(t.cumKhuCnId),
    index('users_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** A sign-in: the family of its refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | reuse | locked | password_changed | deleted */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/** Counters shared by every API instance (login throttling); a row per key and window. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** pending | sent | logged | failed */
  status: text('status').notNull(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.subject, t.recordId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
