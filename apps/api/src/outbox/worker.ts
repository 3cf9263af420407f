import { OUTBOX_MAX_ATTEMPTS } from '@congdoan/shared';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { loggableError } from '../db/loggable-error.js';
import { outbox } from '../db/schema/index.js';
import { type Outcome, Undeliverable } from './channel.js';
import type { Handlers } from './channels.js';
import { OUTBOX_BUS_CHANNEL } from './enqueue.js';

export interface WorkerOptions {
  /** Rows claimed at once and delivered side by side. */
  batchSize: number;
  /** How often due rows are looked for when no commit woke the worker (retries, a message missed). */
  pollMs: number;
  maxAttempts: number;
  /** The wait after the n-th failed attempt, counted from the attempt's start. */
  backoffMs: (attempt: number) => number;
  /** How long a claimed row stays claimed: the row of an instance that died is claimed again then. */
  leaseMs: number;
  /** An attempt still running after this has failed (well inside the lease). */
  attemptTimeoutMs: number;
  /** How long stop() waits for the deliveries in flight before it gives their rows back. */
  stopTimeoutMs: number;
  /** How long a delivered or logged row is kept; failed rows stay for the administrators. */
  retentionMs: number;
  /** How often, at most, the rows past their retention are deleted. */
  pruneEveryMs: number;
}

/** 30 s, 1, 2, 4 … 32 min, then hourly: ten attempts span about three hours. */
export const backoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

const DEFAULTS: WorkerOptions = {
  batchSize: 10,
  pollMs: 5_000,
  maxAttempts: OUTBOX_MAX_ATTEMPTS,
  backoffMs: backoff,
  leaseMs: 5 * 60_000,
  attemptTimeoutMs: 60_000,
  stopTimeoutMs: 8_000,
  retentionMs: 30 * 24 * 3_600_000,
  pruneEveryMs: 3_600_000,
};

interface Claimed {
  id: number;
  channel: string;
  payload: unknown;
  /** The attempt this claim started: every later update of the row is fenced by it. */
  attempts: number;
}

/** Why a row is given up whose last attempt never recorded its end (its process died). */
const UNFINISHED = 'Lần gửi cuối không kết thúc; đã dừng sau số lần thử tối đa';

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** `promise`, or a rejection with `message` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Delivers the outbox (docs/architecture.md, "Outbox and worker"). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease in one short statement, delivered outside any transaction
 * (PGlite's one connection stays free for requests, PostgreSQL holds no connection per delivery),
 * then settled, retried after a backoff, or given up after maxAttempts and left for the
 * administrators' list. Every instance on one PostgreSQL may run one: no row is claimed twice
 * while its lease runs.
 */
export class OutboxWorker {
  private readonly options: WorkerOptions;
  private running = false;
  private stopped = false;
  private stopping: Promise<void> | undefined;
  private woken = false;
  /** When the last prune ran (0: not yet in this process). */
  private prunedAt = 0;
  private endSleep: (() => void) | undefined;
  private unsubscribe: (() => void) | undefined;
  /** Claims running and the rows they claimed, being delivered: what stop() waits for. */
  private readonly rounds = new Set<Promise<number>>();
  private readonly inFlight = new Map<number, { attempts: number; done: Promise<void> }>();
  /** Claim statements running: stop() waits for them whatever its timeout (see claimOrGiveBack). */
  private readonly claims = new Set<Promise<Claimed[]>>();
  /** Sweeps running (see sweep): stop() waits for them too, so that closing the database does not cut one short. */
  private readonly sweeps = new Set<Promise<void>>();
  private readonly db: Db;

  constructor(
    private readonly database: Pick<Database, 'db' | 'bus'>,
    private readonly handlers: Handlers,
    private readonly log: FastifyBaseLogger,
    options: Partial<WorkerOptions> = {},
  ) {
    this.db = database.db;
    this.options = { ...DEFAULTS, ...options };
  }

  /** Delivers what is due (rows an earlier run left), then keeps delivering until stop(). */
  async start(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    // Before the first round, so that no commit is missed in between. A gap (the listener
    // reconnecting) may have lost another instance's message: a round finds its rows.
    this.unsubscribe = this.database.bus.subscribe(OUTBOX_BUS_CHANNEL, {
      message: () => this.wake(),
      gap: () => this.wake(),
    });
    await this.drainLogged();
    void this.run();
  }

  /** A commit enqueued (on any instance): deliver now rather than at the next poll. */
  wake() {
    this.woken = true;
    this.endSleep?.();
  }

  /**
   * Delivers every row due now, waiting for deliveries already in flight too; answers how many
   * rows this call claimed. The background loop calls it; so do tests and the test apps.
   */
  async drain(): Promise<number> {
    if (!this.stopped) {
      const sweep = this.sweep().finally(() => this.sweeps.delete(sweep));
      this.sweeps.add(sweep);
      await sweep;
    }
    let total = 0;
    for (;;) {
      const claimed = await this.round();
      if (claimed === 0) break;
      total += claimed;
    }
    await Promise.all([...this.inFlight.values()].map((f) => f.done));
    return total;
  }

  /**
   * Stops claiming; the deliveries in flight finish (up to stopTimeoutMs), and the rows of those
   * that do not are given back, due at once, for the next instance or start: nothing is lost. A
   * claim that ends after stop() gives its rows back untried.
   */
  stop(): Promise<void> {
    this.stopping ??= this.shutDown();
    return this.stopping;
  }

  private async shutDown() {
    this.stopped = true;
    this.running = false;
    this.unsubscribe?.();
    this.endSleep?.();
    const running = [...this.rounds, ...[...this.inFlight.values()].map((f) => f.done)];
    const finished = await within(
      Promise.allSettled(running),
      this.options.stopTimeoutMs,
      'stop timeout',
    ).then(
      () => true,
      () => false,
    );
    if (!finished) {
      const rows = [...this.inFlight].map(([id, { attempts }]) => ({ id, attempts }));
      await this.giveBack(rows, 'tried');
      this.log.warn({ rows: rows.map((r) => r.id) }, 'outbox: deliveries still running at stop given back');
    }
    await Promise.allSettled([...this.claims, ...this.sweeps]);
  }

  /**
   * Makes claimed rows due at once again, for the next instance or start. A row `untried` (claimed,
   * never attempted) gets its attempt back too. Fenced: a row claimed again since is left alone.
   */
  private async giveBack(rows: { id: number; attempts: number }[], attempt: 'tried' | 'untried') {
    for (const row of rows) {
      await this.db
        .update(outbox)
        .set({
          nextAttemptAt: sql`now()`,
          ...(attempt === 'untried' ? { attempts: row.attempts - 1 } : {}),
        })
        .where(this.fence(row))
        .catch((err) =>
          this.log.error({ err: loggableError(err), outboxId: row.id }, 'outbox: could not give a row back'),
        );
    }
  }

  private async run() {
    while (this.running) {
      await this.sleep();
      if (this.running) await this.drainLogged();
    }
  }

  private sleep(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endSleep?.(), this.options.pollMs);
      timer.unref();
      this.endSleep = () => {
        clearTimeout(timer);
        this.endSleep = undefined;
        this.woken = false;
        resolve();
      };
    });
  }

  /** A failed round (the database away) is logged; the next poll tries again. */
  private async drainLogged() {
    try {
      await this.drain();
    } catch (err) {
      this.log.error({ err: loggableError(err) }, 'outbox: delivery round failed');
    }
  }

  /** Claims up to batchSize due rows and delivers them; answers how many it claimed. */
  private round(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    const round = this.claimAndDeliver().finally(() => this.rounds.delete(round));
    this.rounds.add(round);
    return round;
  }

  private async claimAndDeliver(): Promise<number> {
    const claim = this.claimOrGiveBack();
    this.claims.add(claim);
    const rows = await claim.finally(() => this.claims.delete(claim));
    const attempts = rows.map((row) => {
      const done = this.attempt(row).finally(() => this.inFlight.delete(row.id));
      this.inFlight.set(row.id, { attempts: row.attempts, done });
      return done;
    });
    await Promise.all(attempts);
    return rows.length;
  }

  /**
   * A claim; one that ends after stop() was called gives its rows back at once instead of holding
   * them for the length of a lease (the process is about to end).
   */
  private async claimOrGiveBack(): Promise<Claimed[]> {
    const rows = await this.claim();
    if (!this.stopped || rows.length === 0) return rows;
    await this.giveBack(rows, 'untried');
    this.log.info({ rows: rows.map((r) => r.id) }, 'outbox: rows claimed during stop given back');
    return [];
  }

  /**
   * Gives up, as 'failed' for the administrators' list, the pending rows whose attempts are spent
   * and whose lease is over: their last attempt never recorded its end (its process died, or a
   * stop gave it back), and claim() takes no row past the limit.
   */
  private async sweep() {
    const spent = await this.db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        payload: outbox.payload,
        attempts: outbox.attempts,
      })
      .from(outbox)
      .where(
        and(
          eq(outbox.state, 'pending'),
          gte(outbox.attempts, this.options.maxAttempts),
          lte(outbox.nextAttemptAt, sql`now()`),
        ),
      );
    for (const row of spent) {
      const handler = this.handlers[row.channel];
      await this.giveUp(row, UNFINISHED, handler ? handler.keep(row.payload) : row.payload);
    }
    await this.prune();
  }

  /**
   * Deletes the delivered and logged rows older than the retention, at most once per
   * pruneEveryMs, so that the table holds about a month of deliveries rather than every one ever
   * made. Failed rows stay: an administrator has to see them.
   */
  private async prune() {
    if (Date.now() - this.prunedAt < this.options.pruneEveryMs) return;
    this.prunedAt = Date.now();
    await this.db
      .delete(outbox)
      .where(
        and(
          inArray(outbox.state, ['delivered', 'logged']),
          lt(outbox.deliveredAt, sql`now() - ${seconds(this.options.retentionMs)}`),
        ),
      );
  }

  private claim(): Promise<Claimed[]> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.state, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          lt(outbox.attempts, this.options.maxAttempts),
        ),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: sql`now() + ${seconds(this.options.leaseMs)}`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        channel: outbox.channel,
        payload: outbox.payload,
        attempts: outbox.attempts,
      });
  }

  /** The row as this claim left it: a row claimed again after its lease ran out is not ours. */
  private fence(row: { id: number; attempts: number }) {
    return and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.state, 'pending'));
  }

  /** One delivery and its record; never throws (a record that fails waits for the lease). */
  private async attempt(row: Claimed): Promise<void> {
    const handler = this.handlers[row.channel];
    let outcome: Outcome | undefined;
    let error = '';
    let final = false;
    try {
      if (!handler) throw new Error(`Không có kênh gửi "${row.channel}"`);
      const limit = this.options.attemptTimeoutMs;
      outcome = await within(handler.deliver(row.payload), limit, `Quá ${limit / 1000} giây chưa gửi xong`);
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'Lỗi không rõ';
      final = err instanceof Undeliverable;
    }
    try {
      const kept = handler ? handler.keep(row.payload) : row.payload;
      if (outcome) await this.settle(row, outcome, kept);
      else if (final) await this.giveUp(row, error, kept);
      else await this.fail(row, error, kept);
    } catch (err) {
      this.log.error({ err: loggableError(err), outboxId: row.id }, 'outbox: could not record a delivery');
    }
  }

  private async settle(row: Claimed, outcome: Outcome, kept: unknown) {
    await this.db
      .update(outbox)
      .set({ state: outcome, deliveredAt: sql`now()`, nextAttemptAt: null, payload: kept })
      .where(this.fence(row));
  }

  private async fail(row: Claimed, lastError: string, kept: unknown) {
    if (row.attempts >= this.options.maxAttempts) return this.giveUp(row, lastError, kept);
    const log = { outboxId: row.id, channel: row.channel, attempts: row.attempts, lastError };
    this.log.warn(log, 'outbox: delivery failed, to be tried again');
    const wait = this.options.backoffMs(row.attempts);
    await this.db
      .update(outbox)
      .set({ lastError, nextAttemptAt: sql`${outbox.lastAttemptAt} + ${seconds(wait)}` })
      .where(this.fence(row));
  }

  /** No more attempts: the row stays for the administrators' list, keeping no secret. */
  private async giveUp(row: Omit<Claimed, 'payload'>, lastError: string, kept: unknown) {
    const log = { outboxId: row.id, channel: row.channel, attempts: row.attempts, lastError };
    this.log.error(log, 'outbox: delivery given up');
    await this.db
      .update(outbox)
      .set({ state: 'failed', nextAttemptAt: null, lastError, payload: kept })
      .where(this.fence(row));
  }
}
