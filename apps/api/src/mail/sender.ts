import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Channel } from '../outbox/channel.js';
import { withPublicLink } from '../outbox/links.js';
import type { Mail } from '../outbox/payloads.js';

/** What a sent mail's row keeps: its text (a reset code) goes once the mail is out. */
export type MailHeader = Pick<Mail, 'to' | 'subject' | 'ref'>;

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

function smtpSender(smtpUrl: string, from: string): MailSender {
  // Short timeouts: a hung server fails the attempt, and the outbox tries again later.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** Whether mails go out through an SMTP server; without SMTP_URL they are only written to the log. */
export const mailConfigured = (config: Pick<Config, 'SMTP_URL'>) => Boolean(config.SMTP_URL);

/**
 * The outbox's 'email' channel. With SMTP_URL each mail is sent through that server (a refusal is
 * a failed attempt, tried again later); without it the text goes to the server log, so a reset
 * code is never lost, and the row is settled as 'logged'.
 */
export const emailChannel: Channel<Mail, MailHeader> = {
  describe: (mail) => `${mail.subject} → ${mail.to}`,
  keep: ({ to, subject, ref }) => (ref === undefined ? { to, subject } : { to, subject, ref }),
  create({ config, log, mail }) {
    const sender = mail ?? (config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : null);
    return async (queued) => {
      const m = { ...queued, text: withPublicLink(queued.text, queued.link, config.PUBLIC_URL) };
      if (!sender) {
        log.info(
          { mailTo: m.to, subject: m.subject, text: m.text },
          'mail (no SMTP_URL): written to the log',
        );
        return 'logged';
      }
      await sender.send(m);
      return 'delivered';
    };
  },
};
