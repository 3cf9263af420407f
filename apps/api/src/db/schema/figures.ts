import { FIGURE_SOURCES, type FigureSource } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';
import { organizations } from './organizations.js';

/**
 * The history of each union's figures (docs/architecture.md, "Figures history"): a row each time
 * they changed, written by the database itself (migration 0022's triggers on organizations), so
 * that no writer can forget it. A union's figures at a moment T are its latest row before T.
 */
export const organizationFigures = pgTable(
  'organization_figures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** From when these figures held (the write's transaction; the union's creation for its first). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    memberCount: integer('member_count'),
    memberMaleCount: integer('member_male_count'),
    memberFemaleCount: integer('member_female_count'),
    workerCount: integer('worker_count'),
    workerMaleCount: integer('worker_male_count'),
    workerFemaleCount: integer('worker_female_count'),
    /**
     * Each figure's change from the union's previous row (its first row: the figure itself), kept by
     * the database (migration 0025's trigger), so that the analytics read a stock over time as a
     * grouped sum of changes without ordering every union's history (docs/architecture.md, "Analytics").
     */
    memberChange: integer('member_change').notNull().default(0),
    memberMaleChange: integer('member_male_change').notNull().default(0),
    memberFemaleChange: integer('member_female_change').notNull().default(0),
    workerChange: integer('worker_change').notNull().default(0),
    /** The member figures were counted from the union's member records (else declared). */
    counted: boolean('counted').notNull(),
    /** What changed them. */
    source: text('source').$type<FigureSource>().notNull(),
  },
  (t) => [
    // The latest row before T of each union: one backward step of this index per union.
    index('organization_figures_at_idx').on(t.organizationId, sql`${t.recordedAt} desc`, sql`${t.id} desc`),
    check('organization_figures_source_check', oneOf(t.source, FIGURE_SOURCES)),
  ],
);
