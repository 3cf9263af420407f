import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../test/harness.js';
import { openPostgres } from './client.js';
import { isConnectionError } from './connection-errors.js';

/**
 * A PostgreSQL server that is down or never answers: the pool and the notification listener give
 * their connections up, and closing the database does not wait for a server that will not come.
 * No PostgreSQL is needed (a port nothing listens on, and a socket that accepts and stays silent).
 */
describe('PostgreSQL out of reach', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts the connection (as a host behind a black-holing network or a hung server would seem
    // to) and never says a word.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.resume(); // reads (and drops) what is sent, so that it sees the client leave
      socket.on('close', () => sockets.delete(socket));
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  const silentUrl = () => `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`;

  /** Opens the database, listens on a channel and sends a query; answers how the query ended. */
  async function useThenClose(url: string) {
    const database = await openPostgres(url, 2);
    database.bus.subscribe('unreachable_test', { message: () => undefined, gap: () => undefined });
    const ping = database.ping().then(
      () => 'answered',
      (err: unknown) => err,
    );
    // Closed while the query waits for its connection and the listener tries to connect.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.close();
    return ping;
  }

  it('refuses queries at once and closes when nothing listens on the port', async () => {
    const outcome = await useThenClose('postgres://postgres@127.0.0.1:1/x');
    expect(isConnectionError(outcome), String(outcome)).toBe(true);
  });

  it('gives up a connection the server never answers, and closes', async () => {
    const outcome = await useThenClose(silentUrl());
    expect(isConnectionError(outcome), String(outcome)).toBe(true);
    await until(() => sockets.size === 0);
    expect(sockets.size, 'every connection to the silent server is closed').toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a busy PostgreSQL pool', () => {
  it('keeps a query waiting for a free connection longer than the connect timeout', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      // The only connection is busy for longer than CONNECT_TIMEOUT_MS (5 s): the second query
      // waits its turn instead of failing as if the server were unreachable.
      const busy = database.db.execute(sql`select pg_sleep(5.5)`).then(() => undefined);
      const waiting = database.ping().then(
        () => 'answered',
        (err: unknown) => String(err),
      );
      await busy;
      expect(await waiting).toBe('answered');
    } finally {
      await database.close();
    }
  });
});
