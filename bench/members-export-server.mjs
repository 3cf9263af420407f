import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
// The product as it runs (`npm start`: node on the built API), not the sources through a loader.
import { buildApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config.js';
import { openPglite, openPostgres } from '../apps/api/dist/db/client.js';

/**
 * The server whose memory bench/members.ts measures during a member export: the whole API in a
 * process of its own on the bench's database (a PostgreSQL URL, or a dumped PGlite data directory
 * loaded into memory here). It answers the parent's messages as bench/import-memory-server.ts
 * does: 'idle' (settle, reset the peak, note the resident size), 'report' (the peak since 'idle')
 * and 'exit'. Plain JavaScript on the built API, as `npm start` runs it: from the sources through
 * tsx the same server idled ~60 MB higher. The bench's settings come in its environment (BENCH_ENV).
 */

const STATUS = '/proc/self/status';

v8.setFlagsFromString('--expose-gc');
/** @type {() => void} */
const gc = runInNewContext('gc');
/** @param {number} bytes */
const mb = (bytes) => bytes / 1024 / 1024;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

/** The peak resident size: the kernel's high-water mark on Linux, else sampled every 10 ms. */
function peakTracker() {
  if (existsSync(STATUS)) {
    return {
      reset: () => writeFileSync('/proc/self/clear_refs', '5'),
      peak: () => Number(readFileSync(STATUS, 'utf8').match(/VmHWM:\s+(\d+) kB/)?.[1]) * 1024,
    };
  }
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  timer.unref();
  return {
    reset: () => {
      peak = process.memoryUsage.rss();
    },
    peak: () => peak,
  };
}

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
