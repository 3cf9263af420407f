import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Compresses the API's answers above COMPRESS_THRESHOLD bytes, brotli (quality 4, the plugin's
 * default: 11 costs too much per request) or gzip as the caller accepts. Registered before every
 * route, whose hooks it adds. An answer that already carries a Content-Encoding (a precompressed
 * file of the web app) is left alone; text/event-stream is left out by the plugin's default types
 * (a compressor would hold the events back), and so are the .xlsx downloads (already zip).
 * Request bodies are not decompressed: the body limit keeps meaning what arrives on the wire
 * (docs/architecture.md, "Delivery and caching").
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}

/**
 * Serves the built web app from `root`: the brotli or gzip file written beside each asset at build
 * time as Accept-Encoding asks (Vary: Accept-Encoding), hashed files under /assets cached for a
 * year as immutable, everything else (index.html) revalidated on every use through its ETag and
 * Last-Modified (docs/architecture.md, "Delivery and caching").
 */
export async function registerWeb(app: FastifyInstance, root: string) {
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the compressed copies are reached through their originals, not by their own address
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
}
