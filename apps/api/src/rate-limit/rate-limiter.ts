import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { LocalSlots } from './local-slots.js';

/** A ceiling of failures under one key (an account, an address) per window. */
export interface FailureLimit {
  key: string;
  max: number;
}

/** An attempt holding one in-flight slot under each of its limits until it is released. */
export interface Attempt {
  /** Counts the attempt as a failure under each limit (before its slots are released). */
  failed(): Promise<void>;
  /** Gives the in-flight slots back; an attempt not counted as failed leaves no trace. */
  release(): Promise<void>;
}

/**
 * The in-flight slots under a key are forgotten this long after the last slot was taken there (a
 * holder that died between reserve and release leaves its slot behind); an attempt is over in well
 * under a second. The window slides: while attempts keep coming, the slots of those still running
 * are never forgotten at once, as a window fixed from the first attempt would.
 */
const PENDING_WINDOW_MS = 60_000;
/** An attempt waits at most this long for slots held by attempts still in flight… */
const MAX_WAIT_MS = 30_000;
/** …looking again after about this long. */
const POLL_MS = 25;

const pendingKey = (key: string) => `${key}:pending`;

export type AttemptStart = Attempt | { refusedUntil: Date } | { busy: true };

/**
 * Counters kept in the database, so every API instance sees the same counts
 * (docs/architecture.md, "Several instances").
 */
export class RateLimiter {
  private readonly local = new LocalSlots();

  constructor(private readonly db: Db) {}

  /**
   * Counts one hit; answers the count in the current window and when the window ends. A fixed
   * window ends `windowMs` after its first hit; a sliding one `windowMs` after its latest.
   */
  async hit(
    key: string,
    windowMs: number,
    window: 'fixed' | 'sliding' = 'fixed',
  ): Promise<{ count: number; resetAt: Date }> {
    const resetAt = new Date(Date.now() + windowMs);
    const expired = sql`${rateLimits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt:
            window === 'sliding'
              ? sql`excluded.reset_at`
              : sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    return row!;
  }

  /**
   * Counts one attempt and says whether it is within `max` for the window. The count is taken
   * before the work it guards, so parallel attempts cannot all slip under the limit.
   */
  async take(key: string, max: number, windowMs: number): Promise<{ allowed: boolean; resetAt: Date }> {
    const { count, resetAt } = await this.hit(key, windowMs);
    return { allowed: count <= max, resetAt };
  }

  async clear(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /**
   * Starts an attempt that only counts if it fails (a sign-in). Under each limit it holds an
   * in-flight slot while it runs, and goes ahead only while the failures so far plus the attempts
   * in flight stay within the ceiling: parallel guesses cannot slip past the limit, yet a success
   * costs nothing. While the slots are held by attempts still running it waits for them rather
   * than being refused; it is refused (with the end of the window) once real failures fill a
   * limit, or told it is busy when the slots stay taken too long.
   */
  async attempt(limits: FailureLimit[], windowMs: number): Promise<AttemptStart> {
    const local: string[] = [];
    const releaseLocal = () => {
      for (const key of local.splice(0)) this.local.release(key);
    };
    try {
      // Always in the order given, so that two attempts never wait on each other's slots.
      for (const { key, max } of limits) {
        await this.local.acquire(key, max);
        local.push(key);
      }
      const start = await this.reserveAll(limits, windowMs, releaseLocal);
      if (!('failed' in start)) releaseLocal();
      return start;
    } catch (err) {
      releaseLocal();
      throw err;
    }
  }

  private async reserveAll(
    limits: FailureLimit[],
    windowMs: number,
    onRelease: () => void,
  ): Promise<AttemptStart> {
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const held: FailureLimit[] = [];
      let verdict: 'go' | 'busy' | Date = 'go';
      for (const limit of limits) {
        verdict = await this.reserve(limit, windowMs);
        if (verdict !== 'go') break;
        held.push(limit);
      }
      if (verdict === 'go') return this.heldAttempt(held, windowMs, onRelease);
      await this.giveBack(held);
      if (verdict instanceof Date) return { refusedUntil: verdict };
      if (Date.now() > deadline) return { busy: true };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * (0.5 + Math.random())));
    }
  }

  /**
   * One in-flight slot under `limit`: 'go' with the slot taken, 'busy' while attempts in flight
   * hold the room left, or the end of the window once failures fill it. The counts are read first
   * and a slot is only taken when there seems to be room, so that waiting attempts do not crowd
   * each other out; the slot taken is then checked against failures read after it. In this
   * order, and with a failure counted before its slot is given back, an attempt running beside
   * this one is always seen, in flight or as a failure.
   */
  private async reserve(limit: FailureLimit, windowMs: number): Promise<'go' | 'busy' | Date> {
    const seen = await this.counts(limit.key);
    if (seen.failures >= limit.max) return seen.resetAt ?? new Date(Date.now() + windowMs);
    if (seen.failures + seen.pending >= limit.max) return 'busy';
    const { count: pending } = await this.hit(pendingKey(limit.key), PENDING_WINDOW_MS, 'sliding');
    const { failures, resetAt } = await this.counts(limit.key);
    const verdict = failures >= limit.max ? (resetAt ?? new Date(Date.now() + windowMs)) : 'busy';
    if (failures + pending <= limit.max) return 'go';
    await this.giveBack([limit]);
    return verdict;
  }

  /** The failures of the current window under `key`, and the attempts in flight. */
  private async counts(key: string) {
    const rows = await this.db
      .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(inArray(rateLimits.key, [key, pendingKey(key)]), gt(rateLimits.resetAt, sql`now()`)));
    const failures = rows.find((r) => r.key === key);
    const pending = rows.find((r) => r.key !== key);
    return { failures: failures?.count ?? 0, resetAt: failures?.resetAt, pending: pending?.count ?? 0 };
  }

  private heldAttempt(held: FailureLimit[], windowMs: number, onRelease: () => void): Attempt {
    let released = false;
    return {
      // Counted before the slot is given back, so that no reader ever misses the attempt.
      failed: async () => {
        for (const limit of held) await this.hit(limit.key, windowMs);
      },
      release: async () => {
        if (released) return;
        released = true;
        try {
          await this.giveBack(held);
        } finally {
          onRelease();
        }
      },
    };
  }

  private async giveBack(held: FailureLimit[]) {
    for (const { key } of held) {
      await this.db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, pendingKey(key)));
    }
  }
}
