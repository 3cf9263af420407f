/**
 * The link a Zalo message or an e-mail ends with: the app's page the notice opens. The text is
 * written when the notice is queued, with the page's path; the channel that delivers it makes the
 * path absolute with PUBLIC_URL (the address the officers open the app at), so that it opens from
 * Zalo or a mail client. Without PUBLIC_URL the path stays as it is (the server knows no public
 * address of its own: behind a proxy, the request's host is not it).
 */

/** The text's last line: '\n\nXem chi tiết: /trade-union/events/detail/5'. */
export const linkLine = (link: string) => `\n\nXem chi tiết: ${link}`;

/**
 * `text`, ending with `linkLine(link)`, with that path made absolute on `publicUrl`; what comes
 * before it is cut short with '…' if the longer link would take the text past `max`. A text not
 * ending so (or no path, no public address) is sent as it is.
 */
export function withPublicLink(
  text: string,
  link: string | undefined,
  publicUrl: string | undefined,
  max = Number.POSITIVE_INFINITY,
): string {
  if (!link?.startsWith('/') || !publicUrl) return text;
  const tail = linkLine(link);
  if (!text.endsWith(tail)) return text;
  const head = text.slice(0, -tail.length);
  const absolute = linkLine(`${publicUrl}${link}`);
  const room = max - absolute.length;
  return `${head.length > room ? `${head.slice(0, Math.max(room - 1, 0))}…` : head}${absolute}`;
}
