import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FakeZalo } from '../apps/api/src/test/fake-zalo.js';
import { type RunningProduct, startProduct } from './product.js';

export const ADMIN_PASSWORD = 'Quantri@2025';

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

let product: RunningProduct | undefined;

/** Starts the built product as `npm start` does, on a fresh DATA_DIR with demo data. */
export async function setup(project: TestProject) {
  fakeOa = new FakeZalo();
  await fakeOa.start();
  fakeOa.followers = FAKE_OA_FOLLOWERS.map((f) => ({ ...f }));
  product = await startProduct({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-e2e-')),
    ADMIN_PASSWORD,
    ...fakeOa.env(),
    ZALO_SYNC_INTERVAL_MINUTES: '0',
  });
  const { baseUrl } = product;
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
  if (!product) return;
  const { server, output } = product;
  const said = output()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .join('\n');
  if (said) process.stderr.write(`The server said (warn and above):\n${said.slice(-4000)}\n`);
  if (server.exitCode !== null) return;
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((r) => {
    timer = setTimeout(() => r('timeout'), 20_000);
  });
  const code = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (code !== 0) {
    server.kill('SIGKILL');
    throw new Error(`The server did not stop cleanly on SIGTERM (exit ${code}):\n${output().slice(-2000)}`);
  }
}
