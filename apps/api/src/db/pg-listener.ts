import pg from 'pg';

export interface ListenerEvents {
  message(channel: string, payload: string): void;
  /** Messages of `channel` may have been missed: the connection dropped, or a LISTEN has just begun. */
  gap(channel: string): void;
}

/** Seen in pg_stat_activity (and what the reconnect test terminates). */
export const LISTENER_APPLICATION_NAME = 'congdoan-notify';
/**
 * How long a new connection to PostgreSQL may take, the pool's (client.ts) and the listener's: a
 * server that never answers fails the query as unreachable (503) instead of holding it, and
 * closing the pool waits no longer than this for a connection still being made.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/** A connection that answers nothing for this long is given up (a network that drops packets silently). */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * One dedicated connection that LISTENs on the bus's channels, connects lazily (on the first
 * channel), and on any loss reports a gap, connects again with backoff and LISTENs again.
 */
export class PgListener {
  private readonly wanted = new Set<string>();
  /** Channels whose LISTEN is confirmed on the current connection. */
  private readonly heard = new Set<string>();
  private client: pg.Client | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  /** Ends the current connection's wait (loss, heartbeat failure, close) or the retry's sleep. */
  private wake: (() => void) | null = null;
  /** The end of the current connection's last query: the next one waits for it (see query()). */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly events: ListenerEvents,
  ) {}

  listen(channel: string) {
    if (this.closed || this.wanted.has(channel)) return;
    this.wanted.add(channel);
    if (this.client) void this.listenOn(this.client, channel);
    this.running ??= this.run();
  }

  hears(channel: string): boolean {
    return this.heard.has(channel);
  }

  async close() {
    this.closed = true;
    this.wake?.();
    await this.running;
  }

  private async run() {
    let retry = RETRY_MIN_MS;
    while (!this.closed) {
      const client = new pg.Client({
        connectionString: this.url,
        keepAlive: true,
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      let markLost: () => void = () => undefined;
      const lost = new Promise<void>((resolve) => {
        markLost = resolve;
      });
      this.wake = markLost;
      // Kept for good, bound to this client: one given up on may still emit errors (an unheard
      // 'error' would crash the process) and must not end the wait of its successor.
      client.on('error', markLost);
      client.on('end', markLost);
      client.on('notification', (n) => {
        if (this.client === client) this.events.message(n.channel, n.payload ?? '');
      });
      try {
        // Raced with the loss, which close() also signals: closing does not wait for a server that
        // does not answer (and a client ended while it connects never settles its connect()).
        const connected = await Promise.race([client.connect().then(() => true), lost.then(() => false)]);
        if (!connected && !this.closed) throw new Error('the connection was lost while connecting');
        if (!this.closed) {
          this.client = client;
          this.turn = Promise.resolve();
          for (const channel of this.wanted) void this.listenOn(client, channel);
          retry = RETRY_MIN_MS;
          await this.watch(client, lost);
          if (!this.closed) console.error('PostgreSQL: the notification listener lost its connection');
        }
      } catch (err) {
        if (!this.closed)
          console.error(`PostgreSQL: the notification listener failed: ${(err as Error).message}`);
      }
      const ended = this.drop(client);
      if (this.closed) {
        await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
        break;
      }
      await this.sleep(retry);
      retry = Math.min(retry * 2, RETRY_MAX_MS);
    }
  }

  /** Waits until the connection is lost or closed, checking every so often that it still answers. */
  private async watch(client: pg.Client, lost: Promise<void>) {
    while (!this.closed) {
      let timer: NodeJS.Timeout | undefined;
      const tick = new Promise<'tick'>((resolve) => {
        timer = setTimeout(() => resolve('tick'), HEARTBEAT_MS).unref();
      });
      const outcome = await Promise.race([lost, tick]);
      clearTimeout(timer);
      if (outcome !== 'tick') return;
      const answered = await Promise.race([
        this.query(client, 'select 1').then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), HEARTBEAT_TIMEOUT_MS).unref()),
      ]);
      if (!answered) throw new Error('no answer to the heartbeat');
    }
  }

  private async listenOn(client: pg.Client, channel: string) {
    try {
      await this.query(client, `listen ${channel}`);
    } catch {
      return; // the connection is failing: run() notices and listens again on the next one
    }
    if (this.client !== client || this.heard.has(channel)) return;
    // From here every commit is heard, and any state built before may lack one: both at once.
    this.heard.add(channel);
    this.events.gap(channel);
  }

  /**
   * Sends the query once the connection's previous one has ended: the LISTENs of a new connection,
   * one for a channel subscribed meanwhile and the heartbeat may meet, and pg 8 only warns that it
   * queues a query sent while another runs (pg 9 drops the queue).
   */
  private query(client: pg.Client, text: string): Promise<unknown> {
    const result = this.turn.then(() => client.query(text));
    this.turn = result.catch(() => undefined);
    return result;
  }

  /** Forgets the connection: whatever was heard through it may now be incomplete. */
  private drop(client: pg.Client): Promise<void> {
    if (this.client === client) {
      this.client = null;
      const channels = [...this.heard];
      this.heard.clear();
      for (const channel of channels) this.events.gap(channel);
    }
    // Awaited only when closing, and then not for long: a silent peer may never let it finish.
    return client.end().catch(() => undefined);
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms).unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
