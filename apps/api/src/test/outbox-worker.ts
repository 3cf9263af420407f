import type { Database } from '../db/client.js';
import type { MailSender } from '../mail/sender.js';
import { createHandlers } from '../outbox/channels.js';
import { OutboxWorker, type WorkerOptions } from '../outbox/worker.js';
import type { TestContext } from './context.js';

/**
 * An outbox worker of the test's own on the database of `ctx` (or `on`, another instance's):
 * `mail` replaces the transport; without it the server has no SMTP_URL and writes mails to its log.
 */
export const outboxWorker = (
  ctx: TestContext,
  mail?: MailSender,
  options: Partial<WorkerOptions> = {},
  on: Database = ctx.database,
) =>
  new OutboxWorker(
    on,
    createHandlers({ config: ctx.config, db: on.db, log: ctx.app.log, mail }),
    ctx.app.log,
    options,
  );
