import { UNION_BOARDS, type UnionBoard, WARD_KINDS, type WardKind } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, searchText, updatedAt } from './columns.js';

/** Common categories: wards, industrial-zone clusters and positions, province-wide reference data. */

export const wards = pgTable(
  'wards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<WardKind>().notNull(),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wards_code_key').on(t.code),
    uniqueIndex('wards_name_key').on(t.name),
    index('wards_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('wards_kind_check', oneOf(t.kind, WARD_KINDS)),
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
    /** The union boards a holder of this position sits on (UNION_BOARDS); migration 0027 fills the usual ones by name. */
    boards: text('boards').array().$type<UnionBoard[]>().notNull().default(sql`'{}'::text[]`),
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'positions_boards_check',
      sql`${t.boards} <@ array[${sql.raw(UNION_BOARDS.map((b) => `'${b}'`).join(', '))}]::text[]`,
    ),
    uniqueIndex('positions_name_key').on(sql`lower(${t.name})`),
    index('positions_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
