import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { serveControl } from './backup/control.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { loggableError } from './db/loggable-error.js';
import { openConfiguredDatabase } from './db/open.js';
import { keepServingThroughEscapedErrors } from './plugins/errors.js';
import { seedIfEmpty } from './seed/seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = { ...loadConfig(), WEB_DIST: path.resolve(here, '../../web/dist') };
  const database = await openConfiguredDatabase(config, 'server');
  let closing = false;
  let stopControl: (() => Promise<void>) | undefined;
  try {
    await database.migrate();
    const app = await buildApp(config, database);
    await seedIfEmpty(database.db, config, app.log);

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'stopping: finishing in-flight requests');
      try {
        // Stops accepting, waits for in-flight requests, then stops the outbox worker (the
        // deliveries in flight finish or give their rows back, outbox/worker.ts) and the Zalo
        // follower sync (its run under way finishes) and the periodic jobs (theirs too).
        await app.close();
        await stopControl?.();
        await database.close();
        process.exit(0);
      } catch (err) {
        app.log.error({ err: loggableError(err) }, 'stop failed');
        process.exit(1);
      }
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.PORT, host: config.HOST });
    await app.outbox.start();
    // Periodic follower sync (ZALO_SYNC_INTERVAL_MINUTES); app.close() stops it.
    app.zalo.sync.start();
    // The periodic jobs (src/jobs/README.md; JOBS_ENABLED); app.close() stops them.
    app.jobs.start();
    // `npm run backup` while this server holds a PGlite DATA_DIR (src/backup/control.ts).
    if (database.kind === 'pglite') {
      try {
        stopControl = await serveControl(database, config.DATA_DIR, app.log);
      } catch (err) {
        app.log.warn(
          { err: loggableError(err) },
          'no backup socket: npm run backup needs the server stopped',
        );
      }
    }
    // Started: from now on an unexpected error is logged and answered, never the end of the
    // process. Until here it ends the start, as it should (the catch below, or Node's default).
    keepServingThroughEscapedErrors(app);
    const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    const port = (app.server.address() as { port: number }).port;
    console.log(
      `\n  Hệ thống quản lý công đoàn đang chạy: http://${shown}:${port}\n  Tài liệu API: http://${shown}:${port}/api/docs\n`,
    );
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
