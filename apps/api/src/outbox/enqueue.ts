import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { publish } from '../db/notify.js';
import { outbox } from '../db/schema/index.js';
import type { ChannelName, PayloadOf } from './payloads.js';

/**
 * The only ways into the outbox (docs/architecture.md, "Outbox and worker"): one delivery with
 * `enqueue`, many at once with `enqueueSelect`. Either writes in the caller's transaction, so the
 * rows go out after the commit and never when it rolls back, and the commit wakes the workers (of
 * this instance at once, of the others through PostgreSQL's NOTIFY), so the rows are picked up
 * without waiting for a poll.
 */

/** The notification bus channel on which a commit that enqueued wakes the workers of every instance. */
export const OUTBOX_BUS_CHANNEL = 'outbox';

const wake = (tx: DbOrTx, channel: ChannelName) => publish(tx, OUTBOX_BUS_CHANNEL, channel);

/** One delivery, written in the caller's transaction. */
export async function enqueue<C extends ChannelName>(tx: DbOrTx, channel: C, payload: PayloadOf<C>) {
  await tx.insert(outbox).values({ channel, payload });
  await wake(tx, channel);
}

/** Each field of a channel's payload as an SQL expression over the rows a SELECT finds. */
export type PayloadColumns<C extends ChannelName> = { [K in keyof PayloadOf<C>]: SQL };

/** Many deliveries of one channel, as a part of the caller's statement; see enqueueSelect. */
export interface QueuedSelect {
  /** `insert into outbox (channel, payload) select … returning 1`: a WITH clause of the caller's statement. */
  insert: SQL;
  /** After the statement: how many rows `insert` wrote; any wakes the workers, once, at the commit. */
  written(tx: DbOrTx, count: number): Promise<void>;
}

/**
 * One delivery of `channel` for each row of `from` (`… from t join u on … where …`), its payload
 * built by the database from `payload`, field by field (a field that comes out null is left out,
 * as an optional field is): a send to 100,000 users enqueues its e-mails in the statement that
 * writes their inbox rows, without reading a row into the process.
 *
 *   const mails = enqueueSelect('email', { to: sql`u.email`, subject: …, text: … }, sql`from added join users u …`);
 *   const { rows } = await tx.execute(sql`with added as (…), mailed as (${mails.insert})
 *     select (select count(*)::int from mailed) as mailed`);
 *   await mails.written(tx, rows[0].mailed);
 */
export function enqueueSelect<C extends ChannelName>(
  channel: C,
  payload: PayloadColumns<C>,
  from: SQL,
): QueuedSelect {
  const fields = Object.entries(payload as Record<string, SQL | undefined>).flatMap(([key, value]) =>
    value === undefined ? [] : [sql`${key}::text, ${value}`],
  );
  return {
    insert: sql`insert into ${outbox} (channel, payload)
      select ${channel}::text, jsonb_strip_nulls(jsonb_build_object(${sql.join(fields, sql`, `)})) ${from}
      returning 1`,
    async written(tx, count) {
      if (count > 0) await wake(tx, channel);
    },
  };
}
