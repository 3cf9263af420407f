import type { OutboxItem, OutboxListQuery } from '@congdoan/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { outbox } from '../../db/schema/index.js';
import { describeRow } from '../../outbox/channels.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Deliveries, newest first, filtered by state and channel. */
export function listOutbox(db: DbOrTx, q: OutboxListQuery) {
  const where = and(
    q.state ? eq(outbox.state, q.state) : undefined,
    q.channel ? eq(outbox.channel, q.channel) : undefined,
  );
  return listPage(
    q,
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)),
    db.select({ n: count() }).from(outbox).where(where),
    (r): OutboxItem => ({
      id: r.id,
      channel: r.channel,
      summary: describeRow(r.channel, r.payload),
      state: r.state,
      attempts: r.attempts,
      lastError: r.lastError,
      lastAttemptAt: iso(r.lastAttemptAt),
      nextAttemptAt: iso(r.nextAttemptAt),
      deliveredAt: iso(r.deliveredAt),
      createdAt: r.createdAt.toISOString(),
    }),
  );
}
