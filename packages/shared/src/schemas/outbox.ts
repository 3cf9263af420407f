import { z } from 'zod';
import { optionalChoice, optionalText, pageQuery } from './common.js';

/**
 * Where an outbox row is (outbox.state): waiting for its next attempt, delivered, done without a
 * transport (an e-mail written to the server log because no SMTP server is configured), or given
 * up after OUTBOX_MAX_ATTEMPTS attempts.
 */
export const OUTBOX_STATES = ['pending', 'delivered', 'logged', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Attempts before a delivery is given up and left for an administrator to see. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** GET outbox/list-all: deliveries, newest first, for administrators. */
export const outboxListQuery = pageQuery.omit({ search: true }).extend({
  state: optionalChoice(OUTBOX_STATES, 'Trạng thái không hợp lệ'),
  channel: optionalText(50),
});
export type OutboxListQuery = z.infer<typeof outboxListQuery>;

export const outboxItem = z.object({
  id: z.number().int(),
  channel: z.string(),
  /** What the delivery is, as its channel describes it (recipient, subject); never its secrets. */
  summary: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItem>;
