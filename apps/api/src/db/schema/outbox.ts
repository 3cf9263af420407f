import { OUTBOX_STATES, type OutboxState } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.js';

/**
 * What is sent because of a write (e-mail now; in-app notifications and Zalo messages later): a
 * row written in the write's own transaction and delivered after commit by the worker of
 * src/outbox/, so a rolled-back write sends nothing and a committed one is never forgotten.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The channel whose handler delivers the row (src/outbox/channels.ts). */
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<OutboxState>().notNull().default('pending'),
    /** Attempts started, counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a pending row is due. While a worker delivers it this is the end of its lease: a row
     * whose worker died is claimed again then. Null once delivered or given up.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('outbox_state_idx').on(t.state, t.id),
    /** The rows of one thing, 'notification:<id>' (a mail's `ref`): a notification's e-mails. */
    index('outbox_ref_idx').on(sql`(${t.payload}->>'ref')`).where(sql`${t.payload} ? 'ref'`),
    check('outbox_state_check', oneOf(t.state, OUTBOX_STATES)),
  ],
);
