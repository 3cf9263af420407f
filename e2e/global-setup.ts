import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { FakeZalo } from '../apps/api/src/test/fake-zalo.js';

export const ADMIN_PASSWORD = 'Quantri@2025';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Tokens the fake Zalo OA accepts, for the administrator to enter. */
    zaloOa: { accessToken: string; refreshToken: string };
  }
}

/** Followers the fake OA lists beside the demo data's, which a sync from the Zalo accounts screen adds. */
export const FAKE_OA_FOLLOWERS = [
  { user_id: 'e2e-follower-1', display_name: 'Phan Thanh Bình' },
  { user_id: 'e2e-follower-2', display_name: 'Đỗ Minh Châu' },
  { user_id: 'e2e-follower-3', display_name: 'Vương Gia Huy' },
];

/**
 * The fake Zalo OA of the API tests, on 127.0.0.1: the product is configured for it (no tokens
 * yet, no periodic sync), so the administrator connects it from the Zalo accounts screen and a
 * notice sent 'qua Zalo' is delivered to it.
 */
let fakeOa: FakeZalo | undefined;

/**
 * The demo data's followers (those following) are the fake OA's followers too, so that a sync from
 * the screen finds them still there rather than marking them as having left.
 */
async function listDemoFollowers(baseUrl: string, fake: FakeZalo) {
  const api = `${baseUrl}/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  for (let page = 1; ; page++) {
    const response = await fetch(`${api}/zalo-accounts?isFollowingOa=true&limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    if (!response.ok) throw new Error(`GET zalo-accounts: ${response.status}`);
    const { list, totalPages } = (
      (await response.json()) as {
        data: { list: { zaloOaUserId: string; displayName: string | null }[]; totalPages: number };
      }
    ).data;
    for (const account of list) {
      fake.followers.push({ user_id: account.zaloOaUserId, display_name: account.displayName ?? '' });
    }
    if (page >= totalPages) return;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let output = '';

/** Starts the built product as `npm start` does, on a fresh DATA_DIR with demo data. */
export async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'congdoan-e2e-'));
  fakeOa = new FakeZalo();
  await fakeOa.start();
  fakeOa.followers = FAKE_OA_FOLLOWERS.map((f) => ({ ...f }));
  server = spawn(process.execPath, ['--max-old-space-size=512', path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...fakeOa.env(),
      ZALO_SYNC_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  await listDemoFollowers(baseUrl, fakeOa);
  project.provide('baseUrl', baseUrl);
  project.provide('zaloOa', fakeOa.issueTokens());
}

export async function teardown() {
  try {
    await stopServer();
  } finally {
    await fakeOa?.close();
  }
}

/** SIGTERM must let the server finish, close the database and exit 0. */
async function stopServer() {
  // The server logs at 'warn': whatever it said explains a failed test in a CI log.
  const said = output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .join('\n');
  if (said) process.stderr.write(`The server said (warn and above):\n${said.slice(-4000)}\n`);
  if (!server || server.exitCode !== null) return;
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((r) => {
    timer = setTimeout(() => r('timeout'), 20_000);
  });
  const code = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (code !== 0) {
    server.kill('SIGKILL');
    throw new Error(`The server did not stop cleanly on SIGTERM (exit ${code}):\n${output.slice(-2000)}`);
  }
}
