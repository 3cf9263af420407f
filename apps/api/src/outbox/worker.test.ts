import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { MailSender } from '../mail/sender.js';
import {
  adminToken,
  buildUser,
  openSecondInstance,
  outboxWorker,
  until,
  useTestApp,
} from '../test/harness.js';
import { createHandlers } from './channels.js';
import { enqueue } from './enqueue.js';
import type { Mail } from './payloads.js';
import { backoff, OutboxWorker } from './worker.js';

// 'manual': only the workers of these tests deliver.
const t = useTestApp({ outbox: 'manual' });
let db: Db;
beforeAll(() => {
  db = t.ctx.database.db;
});
beforeEach(async () => {
  await db.delete(outbox);
});

const mail = (n: number | string = 1): Mail => ({
  to: `nguoi${n}@example.vn`,
  subject: `Thư ${n}`,
  text: `Mã xác nhận: ${String(n).padStart(6, '0')}`,
});

async function enqueueMail(m: Mail = mail()): Promise<number> {
  await db.transaction((tx) => enqueue(tx, 'email', m));
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${m.to}`);
  return row!.id;
}

const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** Time passes for a waiting row: it is due now. */
const makeDue = (id: number) => db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('enqueue', () => {
  it('writes nothing when its transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'email', mail());
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await db.select().from(outbox)).toEqual([]);
  });
});

describe('the outbox worker', () => {
  it('retries a failed delivery with a growing wait, then delivers it once', async () => {
    const sent: Mail[] = [];
    let failures = 0;
    const worker = outboxWorker(t.ctx, {
      async send(m) {
        if (failures < 2) throw new Error(`451 Máy chủ bận, lần ${++failures}`);
        sent.push(m);
      },
    });
    const id = await enqueueMail();

    for (const attempt of [1, 2]) {
      expect(await worker.drain()).toBe(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        state: 'pending',
        attempts: attempt,
        lastError: `451 Máy chủ bận, lần ${attempt}`,
      });
      expect(row.nextAttemptAt!.getTime() - row.lastAttemptAt!.getTime()).toBe(backoff(attempt));
      expect(await worker.drain(), 'not due before its wait is over').toBe(0);
      await makeDue(id);
    }
    expect([backoff(1), backoff(2)]).toEqual([30_000, 60_000]);

    expect(await worker.drain()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      state: 'delivered',
      attempts: 3,
      nextAttemptAt: null,
      lastError: '451 Máy chủ bận, lần 2',
    });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(sent).toEqual([mail()]);
    // A delivered row keeps no secret: the reset code in the text is gone.
    expect(row.payload).toEqual({ to: mail().to, subject: mail().subject });
  });

  it('gives a row up after the attempt limit and never tries it again', async () => {
    let tries = 0;
    const worker = outboxWorker(
      t.ctx,
      {
        async send() {
          tries++;
          throw new Error('550 Hộp thư không tồn tại');
        },
      },
      { maxAttempts: 2 },
    );
    const id = await enqueueMail();
    await worker.drain();
    await makeDue(id);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      nextAttemptAt: null,
      lastError: '550 Hộp thư không tồn tại',
      payload: { to: mail().to, subject: mail().subject },
    });
    await makeDue(id);
    expect(await worker.drain()).toBe(0);
    expect(tries).toBe(2);
  });

  it('claims no row whose attempts are spent, and gives it up for the administrators to see', async () => {
    const sent: string[] = [];
    const worker = outboxWorker(t.ctx, { send: async (m) => void sent.push(m.to) }, { maxAttempts: 2 });
    // Its second attempt was claimed by an instance that died: the lease is over, the row pending.
    const spent = await enqueueMail(mail(1));
    // Its first attempt's error is not why it is given up.
    await db
      .update(outbox)
      .set({ attempts: 2, lastAttemptAt: sql`now()`, lastError: '451 Máy chủ bận, lần 1' })
      .where(eq(outbox.id, spent));
    // One attempt left: still tried.
    const retried = await enqueueMail(mail(2));
    await db.update(outbox).set({ attempts: 1, lastError: '451 Máy chủ bận' }).where(eq(outbox.id, retried));

    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual([mail(2).to]);
    expect(await rowOf(spent)).toMatchObject({
      state: 'failed',
      attempts: 2,
      nextAttemptAt: null,
      lastError: 'Lần gửi cuối không kết thúc; đã dừng sau số lần thử tối đa',
      payload: { to: mail(1).to, subject: mail(1).subject },
    });
    expect(await rowOf(retried)).toMatchObject({ state: 'delivered', attempts: 2 });

    const res = await t.call('GET', '/outbox/list-all?state=failed', await adminToken(t.ctx));
    expect(res.json().data.list).toEqual([
      expect.objectContaining({
        id: spent,
        summary: `${mail(1).subject} → ${mail(1).to}`,
        lastError: 'Lần gửi cuối không kết thúc; đã dừng sau số lần thử tối đa',
      }),
    ]);
  });

  it('deletes delivered and logged rows past their retention, and keeps failed ones', async () => {
    const day = 24 * 3_600_000;
    const worker = outboxWorker(t.ctx, { send: async () => undefined }, { retentionMs: 30 * day });
    const settledDaysAgo = async (n: number, state: 'delivered' | 'logged' | 'failed', days: number) => {
      const id = await enqueueMail(mail(n));
      await db
        .update(outbox)
        .set({ state, nextAttemptAt: null, deliveredAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(outbox.id, id));
      return id;
    };
    const old = await settledDaysAgo(1, 'delivered', 31);
    const oldLogged = await settledDaysAgo(2, 'logged', 31);
    const recent = await settledDaysAgo(3, 'delivered', 29);
    const failed = await settledDaysAgo(4, 'failed', 400);

    await worker.drain();
    const left = (await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left.sort()).toEqual([recent, failed].sort());
    expect(left).not.toContain(old);
    expect(left).not.toContain(oldLogged);
  });

  it('fails a row of a channel it does not know, naming the channel', async () => {
    const [row] = await db.insert(outbox).values({ channel: 'fax', payload: {} }).returning();
    await outboxWorker(t.ctx, { send: async () => undefined }, { maxAttempts: 1 }).drain();
    expect(await rowOf(row!.id)).toMatchObject({ state: 'failed', lastError: 'Không có kênh gửi "fax"' });
  });

  it('without SMTP_URL writes the mail to the server log and settles the row as logged', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = Fastify({ logger: { level: 'info', stream } }).log;
    expect(t.ctx.config.SMTP_URL).toBeUndefined();
    const worker = new OutboxWorker(t.ctx.database, createHandlers({ config: t.ctx.config, db, log }), log);
    const id = await enqueueMail();
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ state: 'logged', attempts: 1 });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.mailTo === mail().to);
    expect(logged).toMatchObject({ subject: mail().subject, text: mail().text });
  });

  it('wakes at once after a commit that enqueued, without waiting for its poll', async () => {
    const delivered = deferred<Mail>();
    const worker = outboxWorker(t.ctx, { send: async (m) => delivered.resolve(m) }, { pollMs: 3_600_000 });
    await worker.start();
    try {
      const u = await buildUser(t.ctx);
      const res = await t.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: u.email },
      });
      expect(res.statusCode).toBe(200);
      // Polling once an hour: only the wake can deliver before the test's time runs out.
      const m = await delivered.promise;
      expect(m.to).toBe(u.email);
      expect(m.text).toMatch(/\b\d{6}\b/);
    } finally {
      await worker.stop();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'wakes the worker of another instance on one PostgreSQL at the commit',
    async () => {
      const other = await openSecondInstance(t.ctx.database);
      const delivered = deferred<Mail>();
      const worker = outboxWorker(
        t.ctx,
        { send: async (m) => delivered.resolve(m) },
        { pollMs: 3_600_000 },
        other,
      );
      try {
        await worker.start();
        // Its LISTEN confirmed: a gap on confirming would wake it too, and hide a lost message.
        await until(() => other.bus.hears('outbox'));
        await enqueueMail(mail('elsewhere'));
        // Polling once an hour: only the message of the commit can deliver in the test's time.
        expect((await delivered.promise).to).toBe(mail('elsewhere').to);
      } finally {
        await worker.stop();
        await other.close();
      }
    },
  );

  it('on stop, lets the delivery in flight finish and claims nothing more', async () => {
    const sent: string[] = [];
    const entered = deferred();
    const gate = deferred();
    const slow = outboxWorker(
      t.ctx,
      {
        async send(m) {
          entered.resolve();
          await gate.promise;
          sent.push(m.to);
        },
      },
      { batchSize: 1, pollMs: 3_600_000 },
    );
    const ids = [await enqueueMail(mail(1)), await enqueueMail(mail(2)), await enqueueMail(mail(3))];
    const started = slow.start();
    await entered.promise;
    let stopped = false;
    const stopping = slow.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(stopped, 'stop waits for the delivery in flight').toBe(false);
    gate.resolve();
    await Promise.all([stopping, started]);

    expect(sent).toEqual([mail(1).to]);
    expect(await rowOf(ids[0]!)).toMatchObject({ state: 'delivered', attempts: 1 });
    for (const id of ids.slice(1)) expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 0 });

    // The next start delivers the rest, each once.
    expect(await outboxWorker(t.ctx, { send: async (m) => void sent.push(m.to) }).drain()).toBe(2);
    expect(sent.toSorted()).toEqual([mail(1).to, mail(2).to, mail(3).to]);
  });

  it('on stop, gives back at once and untried the rows of a claim that ends after it', async () => {
    const sent: string[] = [];
    const worker = outboxWorker(t.ctx, { send: async (m) => void sent.push(m.to) });
    const id = await enqueueMail();
    // The claim's statement has run (the row is leased, its attempt counted) but its answer has
    // not reached the worker when stop() is called.
    const claimed = deferred();
    const answer = deferred();
    const internals = worker as unknown as { claim: () => Promise<unknown[]> };
    const claim = internals.claim.bind(worker);
    internals.claim = async () => {
      const rows = await claim();
      claimed.resolve();
      await answer.promise;
      return rows;
    };
    const draining = worker.drain();
    await claimed.promise;
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 1 });
    const stopping = worker.stop();
    answer.resolve();
    await stopping;

    expect(await draining).toBe(0);
    expect(sent).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 0 });
    const [due] = await db.select({ due: sql<boolean>`${outbox.nextAttemptAt} <= now()` }).from(outbox);
    expect(due!.due, 'due at once, not at the end of a lease').toBe(true);
    // The next start delivers it, on its first attempt.
    await outboxWorker(t.ctx, { send: async (m) => void sent.push(m.to) }).drain();
    expect(sent).toEqual([mail().to]);
    expect(await rowOf(id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('on stop, gives back the row of a delivery that outlives the stop timeout', async () => {
    const entered = deferred();
    const killed = deferred();
    const hung = outboxWorker(
      t.ctx,
      {
        async send() {
          entered.resolve();
          await killed.promise;
        },
      },
      { stopTimeoutMs: 50 },
    );
    const id = await enqueueMail();
    const started = hung.start();
    await entered.promise;
    await hung.stop();
    const [due] = await db.select({ due: sql<boolean>`${outbox.nextAttemptAt} <= now()` }).from(outbox);
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(due!.due, 'given back due at once, not at the end of its lease').toBe(true);

    const sent: string[] = [];
    await outboxWorker(t.ctx, { send: async (m) => void sent.push(m.to) }).drain();
    expect(sent).toEqual([mail().to]);
    // The process that hung ends: its attempt's late failure does not touch the row any more.
    killed.reject(new Error('the process ended'));
    await started;
    expect(await rowOf(id)).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
  });

  it('two workers on one database deliver 1,000 rows exactly once each', async () => {
    // On PostgreSQL the second worker has a pool of its own, as a second API instance has. PGlite
    // is one connection in one process: there both workers share it and the claims take turns.
    const url = process.env.TEST_DATABASE_URL;
    let other: Awaited<ReturnType<typeof openPostgres>> | undefined;
    if (url) {
      const result = await db.execute(sql`select current_database() as name`);
      const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
      const target = new URL(url);
      target.pathname = `/${name}`;
      other = await openPostgres(target.toString(), 5);
    }
    try {
      const deliveries: string[] = [];
      const sender = (): MailSender => ({
        async send(m) {
          await new Promise((r) => setImmediate(r));
          deliveries.push(m.to);
        },
      });
      await db
        .insert(outbox)
        .values(Array.from({ length: 1000 }, (_, i) => ({ channel: 'email', payload: mail(i) })));
      const first = outboxWorker(t.ctx, sender(), { batchSize: 20 });
      const second = outboxWorker(t.ctx, sender(), { batchSize: 20 }, other);
      const [a, b] = await Promise.all([first.drain(), second.drain()]);

      expect(a + b).toBe(1000);
      expect(a, 'both workers took rows').toBeGreaterThan(0);
      expect(b, 'both workers took rows').toBeGreaterThan(0);
      expect(deliveries.length).toBe(1000);
      expect(new Set(deliveries).size).toBe(1000);
      const states = await db
        .select({ state: outbox.state, attempts: outbox.attempts, n: sql<number>`count(*)::int` })
        .from(outbox)
        .groupBy(outbox.state, outbox.attempts);
      expect(states).toEqual([{ state: 'delivered', attempts: 1, n: 1000 }]);
    } finally {
      await other?.close();
    }
  });
});
