import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/db/client.js';
import { openThrowawayPostgres } from '../apps/api/src/db/throwaway.js';
import { ensureAdmin, ensureReferenceData } from '../apps/api/src/seed/seed.js';
import { mb, peakTracker, settle } from './memory-probe.mjs';

/**
 * The server whose memory bench/import-memory.ts measures: the whole API in a process of its own, so
 * that nothing of the client's (the files, the answers) counts; on PGlite, or on a throwaway
 * database of the PostgreSQL server named by its argument. It answers the parent's messages: 'idle'
 * (settle, then note the resident size and reset the peak), 'report' (the peak since 'idle', and
 * the size once the work is over and collected) and 'exit'.
 */

const PASSWORD = 'Bench@12345';
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
