import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The product as it runs (`npm start`: node on the built API), not the sources through a loader.
import { buildApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config.js';
import { openPglite, openPostgres } from '../apps/api/dist/db/client.js';
import { mb, peakTracker, settle } from './memory-probe.mjs';

/**
 * The server whose memory bench/members.ts measures during a member export: the whole API in a
 * process of its own on the bench's database (a PostgreSQL URL, or a dumped PGlite data directory
 * loaded into memory here). It answers the parent's messages as bench/import-memory-server.ts
 * does: 'idle' (settle, reset the peak, note the resident size), 'report' (the peak since 'idle')
 * and 'exit'. Plain JavaScript on the built API, as `npm start` runs it: from the sources through
 * tsx the same server idled ~60 MB higher. The bench's settings come in its environment (BENCH_ENV).
 */

const source = /** @type {string} */ (process.argv[2]);
const database = source.startsWith('postgres')
  ? await openPostgres(source, 10)
  : await openPglite(undefined, new Blob([readFileSync(source)]));
const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-')) });
const app = await buildApp(config, database, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const tracker = peakTracker();

process.on('message', async (/** @type {string} */ message) => {
  if (message === 'idle') {
    await settle();
    tracker.reset();
    process.send?.({ idle: mb(process.memoryUsage.rss()) });
  } else if (message === 'report') {
    process.send?.({ peak: mb(tracker.peak()) });
  } else if (message === 'exit') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ port: /** @type {{ port: number }} */ (app.server.address()).port });
