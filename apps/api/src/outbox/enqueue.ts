import type { Db, DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { ChannelName, PayloadOf } from './channels.js';

/**
 * Writes a delivery in the caller's transaction: it goes out after the commit, and never when the
 * transaction rolls back. writeTransaction's `w.enqueue` also wakes the worker after the commit;
 * code with a transaction of its own calls `outboxCommitted(db)` once it has committed, or the
 * row waits for the worker's next poll.
 */
export async function enqueue<C extends ChannelName>(tx: DbOrTx, channel: C, payload: PayloadOf<C>) {
  await tx.insert(outbox).values({ channel, payload });
}

type Listener = () => unknown;
const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` after each commit on `db` that enqueued; answers the unsubscribe. */
export function onCommitted(db: Db, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Tells this process's workers on `db` that rows were committed. It waits for the listeners: a
 * worker's only wakes up, a test's inline delivery has delivered when this resolves. Other
 * instances on one PostgreSQL find the rows at their next poll.
 */
export async function outboxCommitted(db: Db): Promise<void> {
  await Promise.all([...(listeners.get(db) ?? [])].map((listener) => listener()));
}
