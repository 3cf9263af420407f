import type { FastifyReply } from 'fastify';

/**
 * What a download answers besides its bytes: its name for the browser, in ASCII for the old
 * ones and in full (RFC 5987 `filename*`, UTF-8) for the rest, so 'Kế hoạch đại hội.pdf' keeps its
 * Vietnamese; `nosniff`, so a browser takes the stored type (read from the bytes) and never guesses
 * one that would run; and no cache outside the caller's own browser.
 */

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * and ! unescaped, which it must escape. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name in plain ASCII: accents dropped (đ as d), anything else unsafe in a header as '_'. */
const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  return `${kind}; filename="${asciiName(fileName)}"; filename*=UTF-8''${extValue(fileName)}`;
}

export function download(
  reply: FastifyReply,
  file: { name: string; contentType: string; inline?: boolean },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
}
