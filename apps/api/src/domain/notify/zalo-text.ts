import { ZALO_MESSAGE_MAX } from '@congdoan/shared';
import { linkLine } from '../../outbox/links.js';

/**
 * The text of a Zalo message (a notice's, or one sent from the Zalo accounts screen): the title,
 * the body and the page of the app it opens, within Zalo's 2,000 characters (the body is cut short
 * with '…', the title and the link are kept). The link is the page's path as the app names it
 * ('/trade-union/events/list'); the channel makes it absolute with PUBLIC_URL (links.ts).
 */
export function zaloText({ title, body, link }: { title?: string; body: string; link?: string | null }) {
  const head = title ? `${title}\n\n` : '';
  const tail = link ? linkLine(link) : '';
  const room = ZALO_MESSAGE_MAX - head.length - tail.length;
  const text = body.length > room ? `${body.slice(0, Math.max(room - 1, 0))}…` : body;
  return `${head}${text}${tail}`;
}
