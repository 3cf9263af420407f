import { toSearchText, type ZaloSyncResult } from '@congdoan/shared';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { loggableError } from '../db/loggable-error.js';
import { zaloAccounts, zaloOaTokens } from '../db/schema/index.js';
import { FOLLOWER_OFFSET_LIMIT, FOLLOWER_PAGE_SIZE, ZaloError, type ZaloProfile } from './api.js';
import { ZaloNotConfigured, type ZaloOa, ZaloTokenRefused } from './oa.js';

/**
 * The follower sync (docs/architecture.md, "Zalo OA"): pages through the OA's followers, reads
 * the profiles it lacks or holds for over a day, and upserts `zalo_accounts` by the OA user id;
 * after a complete run, the accounts it did not see are marked as no longer following (never
 * deleted). One run at a time across instances; periodic runs from a timer main.ts starts.
 */

/** A profile read longer ago than this is read again. */
const PROFILE_MAX_AGE_MS = 24 * 3_600_000;
/** Profiles read side by side. */
const PROFILE_CONCURRENCY = 4;
/** A periodic run is looked for this long after start, then when the last one is an interval old. */
const FIRST_LOOK_MS = 60_000;

/** A sync of another instance is running (PostgreSQL): this call does not wait for it. */
export class SyncRunning extends Error {
  constructor() {
    super('Zalo follower sync running on another instance');
    this.name = 'SyncRunning';
  }
}

type Existing = Pick<
  typeof zaloAccounts.$inferSelect,
  'oaUserId' | 'appUserId' | 'displayName' | 'avatar' | 'phone' | 'isFollowingOa' | 'syncedAt'
>;

/** The columns a profile writes: only what Zalo said, a missing field keeps what is stored. */
function profileValues(profile: ZaloProfile, before?: Existing) {
  const displayName = profile.displayName ?? before?.displayName ?? null;
  const phone = profile.phone ?? before?.phone ?? null;
  return {
    appUserId: profile.appUserId ?? before?.appUserId ?? null,
    displayName,
    avatar: profile.avatar ?? before?.avatar ?? null,
    phone,
    searchText: toSearchText(displayName, phone),
  };
}

/** Whether a profile read changes what is stored. */
const differs = (before: Existing, values: ReturnType<typeof profileValues> | undefined) =>
  values !== undefined &&
  (values.displayName !== before.displayName ||
    values.avatar !== before.avatar ||
    values.phone !== before.phone ||
    values.appUserId !== before.appUserId);

export class FollowerSync {
  private readonly db: Db;
  /** This process's run under way: a second call answers its result. */
  private running: Promise<ZaloSyncResult> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Profile reads started after a webhook answered: close() waits for them. */
  private readonly tasks = new Set<Promise<void>>();

  private readonly intervalMs: number;
  private readonly firstLookMs: number;

  constructor(
    private readonly oa: ZaloOa,
    private readonly database: Pick<Database, 'db' | 'kind'>,
    private readonly log: FastifyBaseLogger,
    /** ZALO_SYNC_INTERVAL_MINUTES (0: no periodic runs); a test may look sooner after start. */
    {
      intervalMinutes = 0,
      firstLookMs = FIRST_LOOK_MS,
    }: { intervalMinutes?: number; firstLookMs?: number } = {},
  ) {
    this.db = database.db;
    this.intervalMs = intervalMinutes * 60_000;
    this.firstLookMs = firstLookMs;
  }

  /**
   * One sync, or the result of the one this process is already running. Throws ZaloNotConfigured,
   * ZaloTokenRefused (new tokens needed), a ZaloError (rate limit, Zalo out of reach, an access
   * token refused), or SyncRunning when another instance runs one.
   */
  run(): Promise<ZaloSyncResult> {
    this.running ??= this.exclusively(() => this.sync()).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Starts the periodic runs (ZALO_SYNC_INTERVAL_MINUTES, 0: none). */
  start() {
    if (this.intervalMs <= 0 || !this.oa.configured || this.stopped) return;
    this.schedule(this.firstLookMs);
  }

  /** Reads a follower's profile in the background (after a webhook answered) and stores it. */
  readProfileLater(oaUserId: string) {
    if (!this.oa.configured || this.stopped) return;
    const task = this.oa
      .withToken((token) => this.oa.api.profile(token, oaUserId))
      .then((profile) => this.saveProfile(profile))
      .catch((err) => this.log.warn({ err: reason(err), oaUserId }, 'zalo: follower profile not read'))
      .finally(() => this.tasks.delete(task));
    this.tasks.add(task);
  }

  /**
   * Reads one follower's profile from the OA now and stores it (PUT zalo-accounts/{id}/sync).
   * Throws what the connection throws: ZaloNotConfigured, ZaloTokenRefused, a ZaloError.
   */
  async syncOne(oaUserId: string): Promise<void> {
    const profile = await this.oa.withToken((token) => this.oa.api.profile(token, oaUserId));
    await this.saveProfile({ ...profile, userId: oaUserId }, { synced: true });
  }

  /** Stops the timer and waits for the work under way. */
  async close() {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.tasks, this.running]);
  }

  /**
   * Runs `work` holding the sync's advisory lock. PostgreSQL: a transaction holds
   * pg_try_advisory_xact_lock while the work writes through the pool, so another instance finds it
   * taken (and the lock goes with the connection if this process dies). PGlite: one process holds
   * the database, and `running` already keeps its runs to one.
   */
  private async exclusively<T>(work: () => Promise<T>): Promise<T> {
    if (this.database.kind !== 'postgres') return work();
    return this.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext('zalo.followers.sync')) as got`,
      )) as unknown as { rows: { got: boolean }[] };
      if (!rows[0]?.got) throw new SyncRunning();
      return work();
    });
  }

  /** A run stops between calls once the server is stopping; the next start's run goes on. */
  private assertRunning() {
    if (this.stopped) throw new Error('zalo: follower sync stopped with the server');
  }

  private async sync(): Promise<ZaloSyncResult> {
    if (!this.oa.configured) throw new ZaloNotConfigured();
    // Kept as the database's text: a JavaScript Date drops the microseconds, and a follower created
    // in the same millisecond just before the run would then count as created after it.
    const { rows } = (await this.db.execute(sql`select now()::text as now`)) as unknown as {
      rows: { now: string }[];
    };
    const startedAt = rows[0]!.now;
    const seen = new Set<string>();
    const result = { fetched: 0, created: 0, updated: 0, unfollowed: 0 };
    // The count Zalo gave on the first page, and whether every later page gave the same.
    let total: number | undefined;
    let steady = true;
    for (let offset = 0; offset < FOLLOWER_OFFSET_LIMIT; offset += FOLLOWER_PAGE_SIZE) {
      this.assertRunning();
      const page = await this.oa.withToken((token) =>
        this.oa.api.followers(token, offset, FOLLOWER_PAGE_SIZE),
      );
      total ??= page.total;
      if (page.total !== total) steady = false;
      const fresh = page.userIds.filter((id) => !seen.has(id));
      for (const id of fresh) seen.add(id);
      result.fetched += fresh.length;
      const counts = await this.upsertPage(fresh);
      result.created += counts.created;
      result.updated += counts.updated;
      if (page.userIds.length < FOLLOWER_PAGE_SIZE || offset + FOLLOWER_PAGE_SIZE >= page.total) break;
    }
    // Complete only when every page gave the first page's count and the run saw that many
    // followers: one who left while the list was read shifts the offsets, so a follower still there
    // can be skipped while the count of the last page matches; such a run (or one past the offset
    // Zalo allows) marks nobody as having left, and the next one tries again.
    if (steady && seen.size === total) result.unfollowed = await this.markLeft(startedAt);
    else {
      this.log.warn(
        { total, seen: seen.size, steady },
        'zalo: follower list changed during the sync or was not read whole; nobody marked as having left',
      );
    }
    await this.db.update(zaloOaTokens).set({ lastSyncAt: sql`now()` }).where(eq(zaloOaTokens.id, 1));
    this.log.info(result, 'zalo: followers synced');
    return result;
  }

  /** Upserts one page of followers, reading the profiles it lacks; answers what it created and changed. */
  private async upsertPage(ids: string[]) {
    if (ids.length === 0) return { created: 0, updated: 0 };
    const rows = await this.db
      .select({
        oaUserId: zaloAccounts.oaUserId,
        appUserId: zaloAccounts.appUserId,
        displayName: zaloAccounts.displayName,
        avatar: zaloAccounts.avatar,
        phone: zaloAccounts.phone,
        isFollowingOa: zaloAccounts.isFollowingOa,
        syncedAt: zaloAccounts.syncedAt,
      })
      .from(zaloAccounts)
      .where(inArray(zaloAccounts.oaUserId, ids));
    const existing = new Map(rows.map((r) => [r.oaUserId, r]));
    const stale = (r: Existing | undefined) =>
      !r || r.displayName === null || !r.syncedAt || Date.now() - r.syncedAt.getTime() > PROFILE_MAX_AGE_MS;
    const profiles = await this.profiles(ids.filter((id) => stale(existing.get(id))));
    let created = 0;
    let updated = 0;
    await this.db.transaction(async (tx) => {
      for (const id of ids) {
        const before = existing.get(id);
        const profile = profiles.get(id);
        const values = profile ? profileValues(profile, before) : undefined;
        const changed = before === undefined || !before.isFollowingOa || differs(before, values);
        if (!before) created++;
        else if (changed) updated++;
        const set = {
          ...values,
          isFollowingOa: true,
          syncedAt: sql`now()`,
          ...(changed ? { updatedAt: sql`now()` } : {}),
        };
        await tx
          .insert(zaloAccounts)
          .values({ oaUserId: id, ...set })
          .onConflictDoUpdate({ target: zaloAccounts.oaUserId, set });
      }
    });
    return { created, updated };
  }

  /**
   * The profiles of `ids`, a few at a time. A follower Zalo will not describe is left without one;
   * a rate limit, a token refused or Zalo out of reach ends the run (the next one goes on).
   */
  private async profiles(ids: string[]): Promise<Map<string, ZaloProfile>> {
    const found = new Map<string, ZaloProfile>();
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        this.assertRunning();
        try {
          found.set(id, await this.oa.withToken((token) => this.oa.api.profile(token, id)));
        } catch (err) {
          if (err instanceof ZaloError && !err.retryable) {
            this.log.warn({ err: err.message, oaUserId: id }, 'zalo: follower profile refused');
          } else {
            queue.length = 0;
            throw err;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PROFILE_CONCURRENCY, ids.length) }, worker));
    return found;
  }

  /**
   * Followers this complete run did not see have left the OA. One that followed (a webhook) after
   * the run began is left alone: the list it read may have been older.
   */
  private async markLeft(startedAt: string): Promise<number> {
    const started = sql`${startedAt}::timestamptz`;
    const left = await this.db
      .update(zaloAccounts)
      .set({ isFollowingOa: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(zaloAccounts.isFollowingOa, true),
          or(isNull(zaloAccounts.syncedAt), lt(zaloAccounts.syncedAt, started)),
          lt(sql`coalesce(${zaloAccounts.lastFollowAt}, ${zaloAccounts.createdAt})`, started),
        ),
      )
      .returning({ id: zaloAccounts.id });
    return left.length;
  }

  /** A profile read on its own (after a follow or a message): its fields and whether Zalo says it follows. */
  private async saveProfile(profile: ZaloProfile, { synced = false } = {}) {
    const [before] = await this.db
      .select()
      .from(zaloAccounts)
      .where(eq(zaloAccounts.oaUserId, profile.userId));
    if (!before) return;
    await this.db
      .update(zaloAccounts)
      .set({
        ...profileValues(profile, before),
        ...(profile.isFollower === undefined ? {} : { isFollowingOa: profile.isFollower }),
        ...(synced ? { syncedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(zaloAccounts.oaUserId, profile.userId));
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  /** A periodic look: runs when the last run (of any instance) is an interval old, then looks again. */
  private async tick() {
    let next = this.intervalMs;
    try {
      const last = await this.lastSyncAt();
      const age = last ? Date.now() - last.getTime() : Number.POSITIVE_INFINITY;
      // Due within the next look: run now rather than a look later.
      if (age >= this.intervalMs - this.firstLookMs) await this.run();
      else next = this.intervalMs - age;
    } catch (err) {
      if (!(err instanceof SyncRunning))
        this.log.warn({ err: reason(err) }, 'zalo: periodic follower sync failed');
    }
    this.schedule(Math.max(next, this.firstLookMs));
  }

  private async lastSyncAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ lastSyncAt: zaloOaTokens.lastSyncAt })
      .from(zaloOaTokens)
      .where(eq(zaloOaTokens.id, 1));
    return row?.lastSyncAt ?? null;
  }
}

/** What a log keeps of a failure: Zalo's code and words, or a query's text without its parameters. */
const reason = (err: unknown) =>
  err instanceof ZaloError || err instanceof ZaloNotConfigured || err instanceof ZaloTokenRefused
    ? err.message
    : loggableError(err);
