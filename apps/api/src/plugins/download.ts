import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Every download the API answers (a workbook, a calendar, an attachment) goes through `sendDownload`,
 * so all carry the same headers: the name for the browser in ASCII for the old ones and in full
 * (RFC 6266 with RFC 5987 `filename*`, UTF-8) for the rest, so 'Kế hoạch đại hội.pdf' keeps its
 * Vietnamese; `nosniff` and a sandbox, so a browser takes the stated type and never runs what it
 * opens; and `no-store`, as a file holds what only its caller may read.
 */

/** A file an answer carries: its name, its type, and its bytes or the stream that writes them. */
export interface Download {
  name: string;
  contentType: string;
  content: Buffer | string | Readable;
  /** Shown by the browser (an image's preview) instead of saved. */
  inline?: boolean;
}

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

/** Answers `file` as a download; a stream is sent as it is written (decide every refusal before). */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(file.content);
}
