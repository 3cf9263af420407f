import type { DbOrTx } from '../db/client.js';
import { publish } from '../db/notify.js';
import { outbox } from '../db/schema/index.js';
import type { ChannelName, PayloadOf } from './channels.js';

/** The notification bus channel on which a commit that enqueued wakes the workers of every instance. */
export const OUTBOX_BUS_CHANNEL = 'outbox';

/**
 * Writes a delivery in the caller's transaction: it goes out after the commit, and never when the
 * transaction rolls back. The commit also wakes the workers (of this instance at once, of the
 * others through PostgreSQL's NOTIFY), so the row is picked up without waiting for a poll.
 */
export async function enqueue<C extends ChannelName>(tx: DbOrTx, channel: C, payload: PayloadOf<C>) {
  await tx.insert(outbox).values({ channel, payload });
  await publish(tx, OUTBOX_BUS_CHANNEL, channel);
}
