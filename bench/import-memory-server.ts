import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/db/client.js';
import { openThrowawayPostgres } from '../apps/api/src/db/throwaway.js';
import { ensureAdmin, ensureReferenceData } from '../apps/api/src/seed/seed.js';

/**
 * The server whose memory bench/import-memory.ts measures: the whole API in a process of its own, so
 * that nothing of the client's (the files, the answers) counts; on PGlite, or on a throwaway
 * database of the PostgreSQL server named by its argument. It answers the parent's messages: 'idle'
 * (settle, then note the resident size and reset the peak), 'report' (the peak since 'idle', and
 * the size once the work is over and collected) and 'exit'.
 */

const PASSWORD = 'Bench@12345';
const STATUS = '/proc/self/status';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => bytes / 1024 / 1024;
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

const postgresUrl = process.argv[2];
const database = postgresUrl ? await openThrowawayPostgres(postgresUrl, 10) : await openPglite();
await database.migrate();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-')),
  ADMIN_PASSWORD: PASSWORD,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
});
const app = await buildApp(config, database, { logger: false });
await ensureReferenceData(database.db);
await ensureAdmin(database.db, config, app.log);
await app.listen({ port: 0, host: '127.0.0.1' });
const tracker = peakTracker();

process.on('message', async (message: string) => {
  if (message === 'idle') {
    await settle();
    tracker.reset();
    process.send?.({ idle: mb(process.memoryUsage.rss()) });
  } else if (message === 'report') {
    const peak = mb(tracker.peak());
    await settle();
    process.send?.({ peak, after: mb(process.memoryUsage.rss()) });
  } else if (message === 'exit') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ port: (app.server.address() as { port: number }).port, password: PASSWORD });
