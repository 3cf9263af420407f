import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.js';
import { PgListener } from './pg-listener.js';

/**
 * The notification bus: a message published inside a transaction reaches the subscribers of its
 * channel after the transaction commits, and never when it rolls back. On PostgreSQL it crosses
 * instances through NOTIFY/LISTEN; on PGlite (one process) it stays in-process.
 *
 * The instance that publishes delivers to its own subscribers as soon as its commit returns, so a
 * change is effective here before the request that made it answers; its own NOTIFY coming back
 * through the listener is then dropped. Delivery is normally once per instance, but a message may
 * arrive twice around a gap: handlers must be idempotent.
 */
export interface Subscriber {
  /** A message of the channel, published by any instance, whose transaction has committed. */
  message(payload: string): void;
  /**
   * Messages may have been missed (the listener lost its connection, or has just listened again):
   * whatever was built from earlier messages must be dropped.
   */
  gap(): void;
}

export interface NotifyBus {
  /** Listens on `channel` (letters, digits, underscore); answers the unsubscribe. */
  subscribe(channel: string, subscriber: Subscriber): () => void;
  /**
   * Whether every message of `channel` reaches this instance now: always on PGlite; on PostgreSQL
   * once its LISTEN is confirmed, and not while the listener reconnects.
   */
  hears(channel: string): boolean;
  close(): Promise<void>;
}

interface Message {
  channel: string;
  payload: string;
  seq: number;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_WIRE_BYTES = 7999;
/** Own messages waiting for their echo; past this (the listener deaf for long) they are forgotten. */
const MAX_ECHOES = 10_000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** `origin:seq:` before the payload on the wire. */
const STAMP = /^([A-Za-z0-9_-]{8}):(\d+):/;

class Bus implements NotifyBus {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  /** Tells this instance's own messages from other instances' when they come back. */
  private readonly origin = randomBytes(6).toString('base64url');
  private seq = 0;
  /** Own messages delivered once already (after commit, or by the listener when it was faster). */
  private readonly echoes = new Set<number>();
  private readonly listener: PgListener | null;

  constructor(url: string | null) {
    this.listener = url
      ? new PgListener(url, {
          message: (channel, wire) => this.heard(channel, wire),
          gap: (channel) => this.gap(channel),
        })
      : null;
  }

  subscribe(channel: string, subscriber: Subscriber): () => void {
    if (!CHANNEL.test(channel)) throw new Error(`notify: invalid channel name ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
      this.listener?.listen(channel);
    }
    set.add(subscriber);
    return () => void set.delete(subscriber);
  }

  hears(channel: string): boolean {
    return this.listener?.hears(channel) ?? true;
  }

  close(): Promise<void> {
    this.subscribers.clear();
    return this.listener?.close() ?? Promise.resolve();
  }

  message(channel: string, payload: string): Message {
    if (!CHANNEL.test(channel)) throw new Error(`notify: invalid channel name ${channel}`);
    return { channel, payload, seq: ++this.seq };
  }

  /** Sends the message on the database (delivered by PostgreSQL when `db`'s transaction commits). */
  async send(db: DbOrTx, m: Message): Promise<void> {
    if (!this.listener) return;
    const wire = `${this.origin}:${m.seq}:${m.payload}`;
    if (Buffer.byteLength(wire) > MAX_WIRE_BYTES) throw new Error(`notify: payload too long on ${m.channel}`);
    await db.execute(sql`select pg_notify(${m.channel}, ${wire})`);
  }

  /** Committed: this instance's subscribers hear the messages now. */
  deliver(messages: Message[]) {
    for (const m of messages) this.arrive(m.channel, m.payload, m.seq);
  }

  private heard(channel: string, wire: string) {
    const stamped = STAMP.exec(wire);
    // Unstamped: a NOTIFY written by hand (an operator ending sessions from psql), delivered as is.
    if (!stamped) return this.arrive(channel, wire, null);
    const [stamp, origin, seq] = stamped;
    this.arrive(channel, wire.slice(stamp.length), origin === this.origin ? Number(seq) : null);
  }

  private arrive(channel: string, payload: string, ownSeq: number | null) {
    if (ownSeq !== null && this.listener) {
      // An own message arrives twice (after its commit, and back through the listener): the first counts.
      if (this.echoes.delete(ownSeq)) return;
      if (this.echoes.size >= MAX_ECHOES) this.echoes.clear();
      this.echoes.add(ownSeq);
    }
    this.each(channel, (s) => s.message(payload));
  }

  private gap(channel: string) {
    this.echoes.clear();
    this.each(channel, (s) => s.gap());
  }

  private each(channel: string, call: (s: Subscriber) => void) {
    for (const s of this.subscribers.get(channel) ?? []) {
      // Delivery runs right after a commit: a failing subscriber must not fail the caller's write.
      try {
        call(s);
      } catch (err) {
        console.error(`notify: a subscriber of ${channel} failed`, err);
      }
    }
  }
}

/** Where publish finds the bus of a database or transaction, and the messages waiting for its commit. */
const scopes = new WeakMap<object, { bus: Bus; pending: Message[] | null }>();

/**
 * Makes `owner.transaction` collect the messages published inside it: the outermost transaction
 * delivers them once it has committed; a savepoint hands them up when it is released, and drops
 * them when it is rolled back (as PostgreSQL drops its NOTIFYs).
 */
function collectMessages(owner: DbOrTx, bus: Bus, parent: Message[] | null) {
  type Begin = (work: (tx: DbOrTx) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  const begin = owner.transaction.bind(owner) as Begin;
  const wrapped: Begin = async (work, config) => {
    const pending: Message[] = [];
    const result = await begin((tx) => {
      scopes.set(tx, { bus, pending });
      collectMessages(tx, bus, pending);
      return work(tx);
    }, config);
    if (parent) parent.push(...pending);
    else bus.deliver(pending);
    return result;
  };
  owner.transaction = wrapped as typeof owner.transaction;
}

/** The bus of a database opened by client.ts; PostgreSQL's `url` lets it listen to other instances. */
export function attachBus(db: Db, postgresUrl: string | null): NotifyBus {
  const bus = new Bus(postgresUrl);
  scopes.set(db, { bus, pending: null });
  collectMessages(db, bus, null);
  return bus;
}

/**
 * Publishes `payload` (ids, not documents: under 8000 bytes) on `channel` when `tx` commits; on the
 * database itself (no transaction), at once.
 */
export async function publish(tx: DbOrTx, channel: string, payload: string): Promise<void> {
  const scope = scopes.get(tx);
  if (!scope) throw new Error('notify: publish needs a database opened by db/client.ts or its transaction');
  const m = scope.bus.message(channel, payload);
  await scope.bus.send(tx, m);
  if (scope.pending) scope.pending.push(m);
  else scope.bus.deliver([m]);
}
