import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecondInstance, recordBus, until, useTestDatabase } from '../test/harness.js';
import type { Database } from './client.js';
import { publish } from './notify.js';
import { LISTENER_APPLICATION_NAME } from './pg-listener.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

const t = useTestDatabase();

describe('the notification bus', () => {
  it('delivers a message after its transaction commits, and never one rolled back', async () => {
    const r = recordBus(t.database, 'bus_commit');
    await until(() => t.database.bus.hears('bus_commit'));
    await t.database.db.transaction(async (tx) => {
      await publish(tx, 'bus_commit', 'one');
      expect(r.heard).toEqual([]);
    });
    expect(r.heard).toEqual(['one']);
    await expect(
      t.database.db.transaction(async (tx) => {
        await publish(tx, 'bus_commit', 'rolled back');
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await t.database.db.transaction(async (tx) => {
      await tx.transaction(async (sp) => publish(sp, 'bus_commit', 'released savepoint'));
      await tx
        .transaction(async (sp) => {
          await publish(sp, 'bus_commit', 'rolled back savepoint');
          throw new Error('abandoned');
        })
        .catch(() => undefined);
    });
    await publish(t.database.db, 'bus_commit', 'no transaction');
    expect(r.heard).toEqual(['one', 'released savepoint', 'no transaction']);
  });

  it('refuses a channel that is not a plain name, and a database it was not opened with', async () => {
    expect(() =>
      t.database.bus.subscribe('bad-name', { message: () => undefined, gap: () => undefined }),
    ).toThrow();
    await expect(publish(t.database.db, 'x; drop table users', 'p')).rejects.toThrow();
    await expect(publish(Object.create(t.database.db), 'bus_commit', 'p')).rejects.toThrow();
  });
});

describe.runIf(postgresUrl)('the notification bus across instances on one PostgreSQL', () => {
  let second: Database;
  beforeAll(async () => {
    second = await openSecondInstance(t.database);
  });
  afterAll(async () => second?.close());

  it('carries a message to the other instance, and to its own subscribers once', async () => {
    const here = recordBus(t.database, 'bus_cross');
    const there = recordBus(second, 'bus_cross');
    await until(() => t.database.bus.hears('bus_cross') && second.bus.hears('bus_cross'));
    await t.database.db.transaction((tx) => publish(tx, 'bus_cross', 'from the first'));
    await second.db.transaction((tx) => publish(tx, 'bus_cross', 'from the second'));
    // Notifications arrive in commit order: once the second is heard, the first's echo is in too.
    await until(() => here.heard.length >= 2 && there.heard.length >= 2);
    expect(here.heard).toEqual(['from the first', 'from the second']);
    expect(there.heard).toEqual(['from the first', 'from the second']);
  });

  it('listens again after losing its connection, reporting the gap', async () => {
    const there = recordBus(second, 'bus_reconnect');
    await until(() => second.bus.hears('bus_reconnect'));
    const gapsBefore = there.gaps();
    const listeners = sql`select pid from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) l`);
    await until(() => there.gaps() >= gapsBefore + 2 && second.bus.hears('bus_reconnect'));
    // One gap when the connection was lost, one when the new connection listened again.
    expect(there.gaps()).toBe(gapsBefore + 2);
    expect(second.bus.hears('bus_reconnect')).toBe(true);
    await t.database.db.transaction((tx) => publish(tx, 'bus_reconnect', 'after the loss'));
    await until(() => there.heard.length > 0);
    expect(there.heard).toEqual(['after the loss']);
  });
});
