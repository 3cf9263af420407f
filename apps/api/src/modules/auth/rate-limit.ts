import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

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

  /** The count of the current window without counting. */
  async peek(key: string): Promise<{ count: number; resetAt: Date }> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.resetAt <= new Date()) return { count: 0, resetAt: new Date() };
    return row;
  }

  async clear(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
