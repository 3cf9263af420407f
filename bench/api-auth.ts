import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/db/client.js';
import { openThrowawayPostgres } from '../apps/api/src/db/throwaway.js';
import { ensureAdmin, ensureReferenceData } from '../apps/api/src/seed/seed.js';

/**
 * The cost of authentication and the permission check: two routes of one server that answer the
 * same small JSON, one public and one that needs a signed-in caller with read on the dashboard.
 */
export async function benchAuth(seconds: number, postgresUrl?: string) {
  const database = postgresUrl ? await openThrowawayPostgres(postgresUrl, 10) : await openPglite();
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-')),
    ADMIN_PASSWORD: 'Bench@12345',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  });
  const app = await buildApp(config, database, { logger: false });
  const body = { data: { ok: true } };
  app.get('/bench/bare', { config: { permission: 'public' } }, async () => body);
  app.get('/bench/auth', { config: { permission: ['read', 'dashboard'] } }, async () => body);
  await ensureReferenceData(database.db);
  await ensureAdmin(database.db, config, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Bench@12345' }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };

  const run = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: 10, duration: seconds, headers });
  // Interleaved, so both see the same machine noise.
  const bare: autocannon.Result[] = [];
  const auth: autocannon.Result[] = [];
  for (let round = 0; round < 2; round++) {
    bare.push(await run(`${base}/bench/bare`));
    auth.push(await run(`${base}/bench/auth`, { authorization: `Bearer ${data.accessToken}` }));
  }
  await app.close();
  await database.close();
  const summary = (rs: autocannon.Result[]) => ({
    rps: rs.reduce((s, r) => s + r.requests.average, 0) / rs.length,
    mean: rs.reduce((s, r) => s + r.latency.mean, 0) / rs.length,
    p50: rs.reduce((s, r) => s + r.latency.p50, 0) / rs.length,
    p99: rs.reduce((s, r) => s + r.latency.p99, 0) / rs.length,
    non2xx: rs.reduce((s, r) => s + r.non2xx + r.errors, 0),
  });
  return { bare: summary(bare), auth: summary(auth) };
}
