import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '@congdoan/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../test/tcp-proxy.js';

/**
 * The real server process (started as `npm start` starts it, from the sources) on a PostgreSQL
 * reached through a TCP proxy that the test turns against it: every connection cut, connections
 * ended while the pool is still making them, the port refused as while the server restarts, and
 * the server's backends terminated by an administrator. The process must live through all of it,
 * answer each request meanwhile (200, or 503 with the Vietnamese message, never a hang-up), and
 * serve again afterwards, its notification listener too.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the server survives its database', () => {
  const adminPassword = 'Quantri@2025';
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${process.pid}_${Date.now().toString(36)}_survival`;
  let databaseUrl: string;
  let proxy: TcpProxy;
  let server: ChildProcess;
  let said: () => string;
  let base: string;
  let token: string;
  let adminId: number;

  /** A statement on the database server, directly (not through the proxy). */
  async function onServer<T = unknown>(url: string, statement: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const alive = () => server.exitCode === null && server.signalCode === null;

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ({ server, output: said } = startServer({
      PORT: String(port),
      DATABASE_URL: proxy.urlFor(databaseUrl),
      ADMIN_PASSWORD: adminPassword,
    }));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (!alive()) throw new Error(`The server stopped at start:\n${said()}`);
      const ready = await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${said()}`);
      await sleep(200);
    }
    const signed = await api('POST', '/api/v1/auth/login', { username: 'admin', password: adminPassword });
    expect(signed.status, signed.text).toBe(200);
    ({ accessToken: token } = signed.body.data);
    adminId = signed.body.data.userData.id;
  });

  afterAll(async () => {
    if (server && alive()) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (alive()) server.kill('SIGKILL');
    }
    await proxy?.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  });

  interface Answer {
    status: number;
    text: string;
    // biome-ignore lint/suspicious/noExplicitAny: the JSON of any route
    body: any;
  }

  /** One call; a request the server does not answer within 20 s (a hang) fails as a hang-up does. */
  async function api(method: string, url: string, payload?: object): Promise<Answer> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, text, body };
  }

  let serial = 0;
  /** A read (one pooled query at a time) and a write (a transaction on a checked-out client). */
  const requests = [
    () => api('GET', '/api/v1/position/list-all?limit=5'),
    () => api('POST', '/api/v1/position/create', { name: `Chức vụ thử ${++serial}`, sortOrder: serial }),
  ];

  /**
   * A light load of `workers` callers, each sending its next request shortly after the last one is
   * answered, until stop(); answers every outcome (an answer, or the failure of a request).
   */
  function load(workers = 4) {
    let running = true;
    const outcomes: (Answer | Error)[] = [];
    const loops = Array.from({ length: workers }, async (_, i) => {
      for (let n = i; running; n++) {
        outcomes.push(await requests[n % requests.length]!().catch((err: Error) => err));
        await sleep(20);
      }
    });
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return outcomes;
      },
    };
  }

  /** Every request was answered: served, or refused with 503 and the message of an outage. */
  function expectAnswered(outcomes: (Answer | Error)[]) {
    const unanswered = outcomes.filter((o) => o instanceof Error).map((e) => `${e}`);
    expect(unanswered, `requests without an answer; the server said:\n${said()}`).toEqual([]);
    const wrong = (outcomes as Answer[])
      .filter((a) => a.status !== 200 && !(a.status === 503 && a.body?.code === 'service_unavailable'))
      .map((a) => `${a.status} ${a.text}`);
    expect(wrong, said()).toEqual([]);
    for (const a of outcomes as Answer[])
      if (a.status === 503) expect(a.body.message).toBe(ERRORS.service_unavailable.message);
  }

  /** Waits until a read and a write succeed again (the pool has reconnected), at most 20 s. */
  async function expectServing() {
    const deadline = Date.now() + 20_000;
    let last: Answer | Error = new Error('not tried');
    while (Date.now() < deadline) {
      last = await requests[0]!().catch((err: Error) => err);
      if (!(last instanceof Error) && last.status === 200) break;
      await sleep(200);
    }
    expect(last instanceof Error ? `${last}` : last.status, said()).toBe(200);
    const wrote = await api('POST', '/api/v1/position/create', {
      name: `Sau sự cố ${++serial}`,
      sortOrder: 1,
    });
    expect(wrote.status, wrote.text).toBe(200);
    const read = await api('GET', `/api/v1/position/detail?positionId=${wrote.body.data.id}`);
    expect(read.body?.data?.name, read.text).toBe(`Sau sự cố ${serial}`);
  }

  it('lives through connections cut, ended while connecting and refused, under load, and serves again', async () => {
    const traffic = load();
    for (let round = 0; round < 4; round++) {
      await sleep(300);
      // The server dies: every connection ends, the pool's idle and busy ones and the listener's.
      proxy.cut();
      // It comes back half-way: new connections end before their start-up is answered.
      await proxy.setMode('drop-handshake');
      await sleep(800);
      // It restarts: the live connections end again and the port refuses for a while.
      proxy.cut();
      await proxy.setMode('refuse');
      await sleep(800);
      await proxy.setMode('pass');
      expect(alive(), `the server died in round ${round}:\n${said()}`).toBe(true);
    }
    const outcomes = await traffic.stop();
    expect(alive(), said()).toBe(true);
    expect(proxy.droppedHandshakes, 'connections were ended while being made').toBeGreaterThan(0);
    expect(
      outcomes.some((o) => !(o instanceof Error) && o.status === 503),
      'the outages were felt',
    ).toBe(true);
    expectAnswered(outcomes);
    await expectServing();
  });

  it("lives through an administrator terminating the server's connections mid-transaction, and serves again", async () => {
    const traffic = load();
    let terminated = 0;
    let held = 0;
    for (let round = 0; round < 3; round++) {
      // The writes' transactions are held inside (their clients checked out of the pool) by a
      // lock an administrator's session takes, then every backend of the server is terminated.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query('lock table positions in exclusive mode');
        const waiting = async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n as number;
        for (const end = Date.now() + 10_000; (await waiting()) === 0 && Date.now() < end; ) await sleep(20);
        if ((await waiting()) > 0) held++;
        const { rows } = await admin.query(
          `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += rows[0].n;
      } finally {
        await admin.end();
      }
      await sleep(300);
    }
    const outcomes = await traffic.stop();
    expect(alive(), said()).toBe(true);
    expect(terminated, 'backends were terminated').toBeGreaterThan(0);
    expect(held, 'rounds that terminated a write waiting inside its transaction').toBeGreaterThan(0);
    expectAnswered(outcomes);
    await expectServing();
  });

  /** The caller's live bell stream (Server-Sent Events): what it has received so far, and whether it has ended. */
  async function openStream() {
    const res = await fetch(`${base}/api/v1/thong-bao/user/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const stream = { received: '', ended: false, cancel: () => reader.cancel() };
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        stream.received += decoder.decode(value, { stream: true });
      }
    })()
      .catch(() => undefined)
      .finally(() => (stream.ended = true));
    return stream;
  }

  it('hears the notification bus again after the outages', async () => {
    // The bell's live stream is pushed the unread count when another instance announces a change
    // of the user's read marks: a NOTIFY that reaches this server only through its LISTEN.
    const stream = await openStream();
    const unreadEvents = () => stream.received.split('event: unread').length - 1;
    const deadline = Date.now() + 20_000;
    while (unreadEvents() < 1 && Date.now() < deadline) await sleep(50);
    expect(unreadEvents(), stream.received).toBe(1);
    // Announced until heard: the listener reconnects on its own backoff (at most 5 s apart).
    while (unreadEvents() < 2 && Date.now() < deadline) {
      await onServer(databaseUrl, `select pg_notify('inbox_changed', $1)`, [String(adminId)]);
      await sleep(250);
    }
    await stream.cancel();
    expect(unreadEvents(), `the listener did not hear the NOTIFY:\n${said()}`).toBeGreaterThanOrEqual(2);
  });

  it('still stops cleanly on SIGTERM after the outages, a live bell stream open', async () => {
    const stream = await openStream();
    while (!stream.received.includes('event: unread')) await sleep(20);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    // Not held until the stream's token expires: the stream is ended as the server stops.
    expect(await exited, said()).toBe(0);
    expect(stream.ended).toBe(true);
  });
});

/** Only a failure at start-up may stop the server, and it must: nothing is left half-started. */
describe('a server that cannot start', () => {
  it('stops with exit 1 and says why when its database refuses at start', async () => {
    const { server, output } = startServer({
      PORT: '0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/congdoan',
      ADMIN_PASSWORD: 'Quantri@2025',
    });
    const code = await new Promise<number | null>((resolve) => server.once('exit', (c) => resolve(c)));
    expect(code, output()).toBe(1);
    expect(output()).toContain('ECONNREFUSED');
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The server process from the sources, as the browser tests start it; `output` is the end of what it said. */
function startServer(env: Record<string, string>) {
  let output = '';
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-survival-')),
        JWT_SECRET: 'survival-test-secret-long-enough-for-hs256',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  return { server, output: () => output.slice(-6000) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
