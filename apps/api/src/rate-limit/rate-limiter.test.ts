import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import { type AttemptStart, RateLimiter } from './rate-limiter.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function held(start: AttemptStart) {
  if (!('failed' in start)) throw new Error(`expected the attempt to go ahead: ${JSON.stringify(start)}`);
  return start;
}

describe('the in-flight sign-in slots', () => {
  it('are not forgotten while attempts keep coming: each one slides their window', async () => {
    // One limiter per instance: each has slots of its own in memory, the database counts for all.
    const [first, second, third] = [1, 2, 3].map(() => new RateLimiter(database.db));
    const limits = [{ key: 'login:account:slide', max: 2 }];
    const windowMs = 15 * 60_000;

    const a = held(await first!.attempt(limits, windowMs));
    // The slots' window is about to end (as a minute after the first attempt)…
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(rateLimits.key, 'login:account:slide:pending'));
    // …when a second attempt takes the other slot; both are still running once that moment passes.
    const b = held(await second!.attempt(limits, windowMs));
    await sleep(400);

    let thirdStart: AttemptStart | undefined;
    const waiting = third!.attempt(limits, windowMs).then((start) => {
      thirdStart = start;
      return start;
    });
    await sleep(300);
    expect(
      thirdStart,
      'a third attempt waits while two are in flight under a ceiling of two',
    ).toBeUndefined();

    await a.release();
    const c = held(await waiting);
    await Promise.all([b.release(), c.release()]);
    const [pending] = await database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, 'login:account:slide:pending'));
    expect(pending?.count, 'every slot given back').toBe(0);
  });
});
