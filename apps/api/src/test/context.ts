import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { OUTBOX_BUS_CHANNEL } from '../outbox/enqueue.js';
import type { Mail } from '../outbox/payloads.js';
import { ensureAdmin, ensureReferenceData } from '../seed/seed.js';
import { testConfig } from './config.js';
import { openTestDatabase } from './database.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mails: Mail[];
  close(): Promise<void>;
}

export interface TestOptions {
  /**
   * 'inline' (the default): no background worker; a commit that enqueued delivers before the
   * request answers, so `mails` holds the mail when the call returns. 'manual': nothing is
   * delivered unless the test drains or starts a worker of its own.
   */
  outbox?: 'inline' | 'manual';
  /** The app's logger (none by default): a test reading what the server logs gives its own. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The app on a fresh database holding what the server's start leaves (reference data and the
 * administrator), copied from the run's seeded template.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  /** Adds routes of the test's own before the app is ready. */
  extend?: (app: FastifyInstance) => void,
  options: TestOptions = {},
): Promise<TestContext> {
  const config = testConfig(env);
  // An administrator of its own cannot come from the template: the file seeds it.
  const ownAdmin = 'ADMIN_USERNAME' in env || 'ADMIN_PASSWORD' in env;
  const database = await openTestDatabase(ownAdmin ? 'migrated' : 'seeded');
  const mails: Mail[] = [];
  const app = await buildApp(config, database, {
    logger: options.logger ?? false,
    mail: { send: async (m) => void mails.push(m) },
  });
  if (options.outbox !== 'manual') deliverInline(app, database);
  if (ownAdmin) {
    await ensureReferenceData(database.db);
    await ensureAdmin(database.db, config, { info: () => undefined, warn: () => undefined } as never);
  }
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Delivers the outbox as soon as a commit enqueued, and holds the answer of the request until that
 * round is over: the commit's message reaches this instance's subscribers before the transaction
 * call returns, so the round has begun before the handler answers.
 */
function deliverInline(app: FastifyInstance, database: Database) {
  const rounds = new Set<Promise<number>>();
  database.bus.subscribe(OUTBOX_BUS_CHANNEL, {
    message: () => {
      const round = app.outbox.drain();
      rounds.add(round);
      const forget = () => void rounds.delete(round);
      round.then(forget, forget);
    },
    gap: () => undefined,
  });
  app.addHook('onSend', async () => {
    await Promise.all(rounds);
  });
}
