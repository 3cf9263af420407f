import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked sent
 * (or failed); without it the text goes to the server log, so a reset code is never lost.
 */
export function createMailSender(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
): MailSender {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const status = transport ? 'pending' : 'logged';
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.text, status })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info(
          { mailTo: mail.to, subject: mail.subject, text: mail.text },
          'mail (no SMTP_URL): written to the outbox',
        );
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err, mailTo: mail.to }, 'mail could not be sent');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
