import { ZALO_MESSAGE_MAX } from '@congdoan/shared';

/**
 * The text of a Zalo message (a notice's, or one sent from the Zalo accounts screen): the title,
 * the body and the page of the app it opens, within Zalo's 2,000 characters (the body is cut short
 * with '…', the title and the link are kept). The link is the page's path as the app names it
 * ('/trade-union/events/list'): the server knows no public address of its own to prefix it with.
 */
export function zaloText({ title, body, link }: { title?: string; body: string; link?: string | null }) {
  const head = title ? `${title}\n\n` : '';
  const tail = link ? `\n\nXem chi tiết: ${link}` : '';
  const room = ZALO_MESSAGE_MAX - head.length - tail.length;
  const text = body.length > room ? `${body.slice(0, Math.max(room - 1, 0))}…` : body;
  return `${head}${text}${tail}`;
}
