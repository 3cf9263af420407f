import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { ChannelDeps } from './channel.js';
import { createHandlers } from './channels.js';
import { OutboxWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by main.ts; a test app delivers inline instead (test/harness.ts). */
    outbox: OutboxWorker;
  }
}

/** The app's outbox worker, not started; closing the app stops it after the last request. */
export function registerOutbox(
  app: FastifyInstance,
  database: Database,
  deps: Omit<ChannelDeps, 'log' | 'db'>,
) {
  const worker = new OutboxWorker(
    database,
    createHandlers({ ...deps, db: database.db, log: app.log }),
    app.log,
  );
  app.decorate('outbox', worker);
  app.addHook('onClose', () => worker.stop());
}
