import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { MailSender } from '../mail/sender.js';

/** What a delivery came to: sent through its transport, or only written to the server log. */
export type Outcome = 'delivered' | 'logged';

/** What a channel's deliverer is built with, once per worker. */
export interface ChannelDeps {
  config: Config;
  /** The database: a channel may read what it sends with (the Zalo OA's tokens). */
  db: Db;
  log: FastifyBaseLogger;
  /** Replaces the SMTP transport of the e-mail channel (tests read the mails it was given). */
  mail?: MailSender;
}

/**
 * Thrown by a deliverer when the far end refused the delivery for good (a Zalo follower who left
 * the OA): the row is given up as 'failed' at once with this message, not tried again. Any other
 * error is a failed attempt, tried again after the backoff.
 */
export class Undeliverable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Undeliverable';
  }
}

/**
 * One way out of the outbox: e-mail now, Zalo messages later (a notice's inbox rows are not
 * outbox rows: the send writes them itself, src/domain/notify/send.ts). Its deliverer throwing is a
 * failed attempt, tried again after a backoff, unless it throws Undeliverable.
 *
 * `P` is what enqueue takes; `Kept` what a settled row keeps of it (a reset code goes once the
 * mail is sent, the recipient and subject stay for the administrators' list).
 */
export interface Channel<P extends Kept, Kept = P> {
  /** What an administrator reads of a row: recipient and subject, never a secret. */
  describe(payload: Kept): string;
  keep(payload: P): Kept;
  create(deps: ChannelDeps): (payload: P) => Promise<Outcome>;
}
