import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { industrialZones } from './categories.js';
import { createdAt, searchText, updatedAt } from './columns.js';

/**
 * Companies of the industrial zones that have no grassroots union yet (công ty chưa có công đoàn):
 * the targets for founding new ones. A company's zone places it in the officers' data scope.
 */
export const companiesWithoutUnion = pgTable(
  'companies_without_union',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    cumKhuCnId: integer('cum_khu_cn_id').references(() => industrialZones.id),
    address: text('address'),
    note: text('note'),
    /** The name without accents; the zone's name is searched through its own column. */
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One row per company, whatever the case it is typed in.
    uniqueIndex('companies_without_union_name_key').on(sql`lower(${t.name})`),
    index('companies_without_union_zone_idx').on(t.cumKhuCnId),
    // The list's own order: newest first.
    index('companies_without_union_created_idx').on(t.createdAt, t.id),
    index('companies_without_union_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
