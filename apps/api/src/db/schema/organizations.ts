import {
  CHOICE_LISTS,
  type ChoiceList,
  DYNAMIC_FIELD_TYPES,
  type DynamicFieldType,
  ORGANIZATION_LEVELS,
  ORGANIZATION_STATUSES,
  type OrganizationLevel,
  type OrganizationStatus,
} from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { industrialZones, wards } from './categories.js';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';

/**
 * The lists an administrator keeps for an organisation's type (loại hình) and company kind
 * (loại công ty): one table, told apart by `list`.
 */
export const organizationChoices = pgTable(
  'organization_choices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    list: text('list').$type<ChoiceList>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organization_choices_name_key').on(t.list, sql`lower(${t.name})`),
    check('organization_choices_list_check', oneOf(t.list, CHOICE_LISTS)),
  ],
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
    level: text('level').$type<OrganizationLevel>().notNull().default('grassroots'),
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
    /**
     * Columns the deployed system keeps that had no home here (docs/compatibility.md): the chair's
     * phone (sdtChuTich), the declared sizes of the executive and inspection committees (soUyVienBch,
     * soUyVienUbkt), the line of business (nganhNgheSxKinhDoanh), the country of the owner
     * (quocGia) and a note (ghiChu).
     */
    chairPhone: text('chair_phone'),
    executiveBoardSize: integer('executive_board_size'),
    auditCommitteeSize: integer('audit_committee_size'),
    businessSector: text('business_sector'),
    country: text('country'),
    note: text('note'),
    workerCount: integer('worker_count'),
    memberCount: integer('member_count'),
    /** By gender, as the last approved membership report gave them (null until one is). */
    memberMaleCount: integer('member_male_count'),
    memberFemaleCount: integer('member_female_count'),
    /**
     * How many member records the union has (every status), kept by the members table's triggers
     * (migration 0020): while it is above 0 the member counts above are counted from the records
     * (members đang sinh hoạt), else they are the declared figures.
     */
    memberRecordCount: integer('member_record_count').notNull().default(0),
    workerMaleCount: integer('worker_male_count'),
    workerFemaleCount: integer('worker_female_count'),
    status: text('status').$type<OrganizationStatus>().notNull().default('active'),
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
    check('organizations_level_check', oneOf(t.level, ORGANIZATION_LEVELS)),
    check('organizations_status_check', oneOf(t.status, ORGANIZATION_STATUSES)),
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
    type: text('type').$type<DynamicFieldType>().notNull(),
    /** The choices of a `select` field. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    /** Pre-filled on the create form (checked like a value of the field); null: none. */
    defaultValue: text('default_value'),
    /** An inactive field is left off the forms for new values; its stored values stay and are exported. */
    active: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keys differing only in case (soCaLamViec, socalamviec) would read as one to a person.
    uniqueIndex('organization_dynamic_fields_key_key').on(sql`lower(${t.key})`),
    check('organization_dynamic_fields_type_check', oneOf(t.type, DYNAMIC_FIELD_TYPES)),
  ],
);
