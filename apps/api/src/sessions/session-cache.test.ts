import { describe, expect, it } from 'vitest';
import type { NotifyBus, Subscriber } from '../db/notify.js';
import { SESSION_CHANNEL, SESSION_TTL_MS, SessionCache, type SessionState } from './session-cache.js';

/** A bus the test drives by hand: what it delivers, and whether it is hearing. */
function handBus() {
  const subscribers: Subscriber[] = [];
  const bus = {
    hearing: true,
    subscribe(channel: string, s: Subscriber) {
      expect(channel).toBe(SESSION_CHANNEL);
      subscribers.push(s);
      return () => void subscribers.splice(subscribers.indexOf(s), 1);
    },
    hears: () => bus.hearing,
    close: async () => undefined,
    send: (payload: string) => {
      for (const s of subscribers) s.message(payload);
    },
    gap: () => {
      for (const s of subscribers) s.gap();
    },
    subscribers: () => subscribers.length,
  };
  return bus satisfies NotifyBus;
}

/** The database as the cache reads it, counting reads. */
function table(rows: Record<string, SessionState>) {
  let reads = 0;
  return {
    rows,
    reads: () => reads,
    read: async (sid: string) => {
      reads++;
      return rows[sid] ?? null;
    },
  };
}

describe('the session cache', () => {
  it('reads a session once, then answers from memory until its time is up', async () => {
    let now = 1_000;
    const db = table({ a: { userId: 1, roleId: 7 } });
    const cache = new SessionCache(handBus(), db.read, () => now);
    expect(await cache.state('a', 7)).toEqual({ userId: 1, roleId: 7 });
    expect(await cache.state('a', 7)).toEqual({ userId: 1, roleId: 7 });
    expect(db.reads()).toBe(1);
    now += SESSION_TTL_MS;
    expect(await cache.state('a', 7)).toEqual({ userId: 1, roleId: 7 });
    expect(db.reads()).toBe(2);
  });

  it('reads again after a message about the session or its user, and only then', async () => {
    const bus = handBus();
    const db = table({
      a: { userId: 1, roleId: 7 },
      b: { userId: 1, roleId: 7 },
      c: { userId: 2, roleId: 7 },
    });
    const cache = new SessionCache(bus, db.read);
    for (const sid of ['a', 'b', 'c']) await cache.state(sid, 7);
    db.rows.a = null;
    bus.send('s:a');
    expect(await cache.state('a', 7)).toBeNull();
    expect(await cache.state('b', 7)).not.toBeNull();
    expect(db.reads()).toBe(4);
    db.rows.b = null;
    bus.send('u:1');
    expect(await cache.state('b', 7)).toBeNull();
    expect(await cache.state('c', 7)).not.toBeNull();
    expect(db.reads()).toBe(5);
  });

  it('does not keep a state read before a change whose message arrived during the read', async () => {
    const bus = handBus();
    const db = table({ a: { userId: 1, roleId: 7 } });
    let readDone!: () => void;
    const hasRead = new Promise<void>((resolve) => {
      readDone = resolve;
    });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let slow = true;
    const cache = new SessionCache(bus, async (sid) => {
      const state = await db.read(sid);
      if (slow) {
        slow = false;
        readDone(); // read before the revocation commits…
        await answered; // …and answered after its message
      }
      return state;
    });
    const pending = cache.state('a', 7);
    await hasRead;
    db.rows.a = null;
    bus.send('s:a');
    answer();
    expect(await pending).toEqual({ userId: 1, roleId: 7 }); // that request began before the change
    expect(await cache.state('a', 7)).toBeNull(); // the next one does not trust its answer
    expect(db.reads()).toBe(2);
  });

  it('forgets everything on a gap, and keeps nothing while the bus is not hearing', async () => {
    const bus = handBus();
    const db = table({ a: { userId: 1, roleId: 7 } });
    const cache = new SessionCache(bus, db.read);
    await cache.state('a', 7);
    bus.hearing = false;
    bus.gap();
    await cache.state('a', 7);
    await cache.state('a', 7);
    expect(db.reads()).toBe(3);
    bus.hearing = true;
    bus.gap();
    await cache.state('a', 7);
    await cache.state('a', 7);
    expect(db.reads()).toBe(4);
  });

  it('reads again when the token names another role than the cached one (a switch not yet heard)', async () => {
    const db = table({ a: { userId: 1, roleId: 7 } });
    const cache = new SessionCache(handBus(), db.read);
    await cache.state('a', 7);
    db.rows.a = { userId: 1, roleId: 8 };
    expect(await cache.state('a', 8)).toEqual({ userId: 1, roleId: 8 });
    // The token of the old role is refused, after one more read to be sure.
    expect(await cache.state('a', 7)).toEqual({ userId: 1, roleId: 8 });
    expect(db.reads()).toBe(3);
    // The new role's token is answered from memory.
    await cache.state('a', 8);
    expect(db.reads()).toBe(3);
  });

  it('stops listening when closed', async () => {
    const bus = handBus();
    const cache = new SessionCache(bus, table({}).read);
    expect(bus.subscribers()).toBe(1);
    cache.close();
    expect(bus.subscribers()).toBe(0);
  });
});
