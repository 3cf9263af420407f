import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';

/**
 * Fixed-window counters kept in the database, so every API instance sees the same counts
 * (DESIGN.md "Scale beyond one machine").
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one hit; answers the count in the current window and when the window ends. */
  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
    const resetAt = new Date(Date.now() + windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
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

  /** Gives one attempt back (a sign-in that succeeded does not count against its address). */
  async giveBack(key: string) {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }

  async clear(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
