import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { recordBus, useTestApp } from '../test/harness.js';
import { enqueueSelect, OUTBOX_BUS_CHANNEL } from './enqueue.js';

// 'manual': the rows stay pending for the test to read.
const t = useTestApp({ outbox: 'manual' });
let db: Db;
/** The wake-ups the bus delivered to this instance. */
let woken: string[];
beforeAll(() => {
  db = t.ctx.database.db;
  woken = recordBus(t.ctx.database, OUTBOX_BUS_CHANNEL).heard;
});
beforeEach(async () => {
  await db.delete(outbox);
  woken.length = 0;
});

/** E-mails to n1…n<count>@example.vn, one per row of generate_series; the ref only on even rows. */
const mails = (count: number) =>
  enqueueSelect(
    'email',
    {
      to: sql`'n' || g || '@example.vn'`,
      subject: sql`'Thư số ' || g`,
      text: sql`${'Nội dung thư'}::text`,
      ref: sql`case when g % 2 = 0 then 'notification:' || g end`,
    },
    sql`from generate_series(1, ${count}::int) g`,
  );

/** Runs the rows of `queued` as the WITH clause of one statement, as a send does; answers how many. */
async function enqueueRows(tx: DbOrTx, queued: ReturnType<typeof mails>) {
  const result = await tx.execute(
    sql`with queued as (${queued.insert}) select count(*)::int as n from queued`,
  );
  const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  await queued.written(tx, n);
  return n;
}

const rows = () =>
  db
    .select({ channel: outbox.channel, payload: outbox.payload, state: outbox.state })
    .from(outbox)
    .orderBy(outbox.id);

describe('enqueueSelect', () => {
  it('writes one delivery per row found, its payload built by the database field by field, a null field left out', async () => {
    expect(await db.transaction((tx) => enqueueRows(tx, mails(3)))).toBe(3);
    expect(await rows()).toEqual([
      {
        channel: 'email',
        payload: { to: 'n1@example.vn', subject: 'Thư số 1', text: 'Nội dung thư' },
        state: 'pending',
      },
      {
        channel: 'email',
        payload: { to: 'n2@example.vn', subject: 'Thư số 2', text: 'Nội dung thư', ref: 'notification:2' },
        state: 'pending',
      },
      {
        channel: 'email',
        payload: { to: 'n3@example.vn', subject: 'Thư số 3', text: 'Nội dung thư' },
        state: 'pending',
      },
    ]);
  });

  it('leaves out a payload field it is not given', async () => {
    const queued = enqueueSelect(
      'email',
      { to: sql`${'lan@example.vn'}::text`, subject: sql`${'Chào'}::text`, text: sql`${'Xin chào'}::text` },
      sql`from (values (1)) v`,
    );
    await db.transaction((tx) => enqueueRows(tx, queued));
    expect((await rows()).map((r) => r.payload)).toEqual([
      { to: 'lan@example.vn', subject: 'Chào', text: 'Xin chào' },
    ]);
  });

  it('wakes the workers once for many rows, and only after the commit', async () => {
    await db.transaction(async (tx) => {
      await enqueueRows(tx, mails(500));
      expect(woken, 'nothing is heard before the commit').toEqual([]);
    });
    expect(woken).toEqual(['email']);
    expect(await rows()).toHaveLength(500);
  });

  it('writes nothing and wakes no one when its transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueRows(tx, mails(2));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rows()).toEqual([]);
    expect(woken).toEqual([]);
  });

  it('wakes no one when the select finds no row', async () => {
    expect(await db.transaction((tx) => enqueueRows(tx, mails(0)))).toBe(0);
    expect(woken).toEqual([]);
  });
});

/** Whether a source writes outbox rows itself, in SQL or through Drizzle, rather than through enqueue.ts. */
const writesOutbox = (source: string) =>
  /insert\s+into\s+(?:"?outbox"?|\$\{\s*outbox\s*\})[\s(]/i.test(source) ||
  /\.insert\(\s*outbox\s*\)/.test(source);

describe('the way into the outbox', () => {
  it('is enqueue.ts: no file of the API outside src/outbox/ writes outbox rows itself', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const src = path.dirname(here);
    const files = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => !file.startsWith(here + path.sep));
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.filter((file) => writesOutbox(readFileSync(file, 'utf8'))).map((f) => path.relative(src, f)),
    ).toEqual([]);
  });

  it('would see a raw insert, in SQL or through Drizzle', () => {
    expect(writesOutbox("sql`insert into outbox (channel, payload) select 'email', …`")).toBe(true);
    expect(writesOutbox(`sql\`INSERT INTO \${outbox} (channel, payload) values …\``)).toBe(true);
    expect(writesOutbox("await tx.insert(outbox).values({ channel: 'email', payload })")).toBe(true);
    expect(writesOutbox('sql`insert into outbox_archive select * from outbox`')).toBe(false);
    expect(writesOutbox('await enqueue(tx, "email", mail)')).toBe(false);
  });
});
