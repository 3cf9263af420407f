import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SPREADSHEET_MIME } from '@congdoan/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, useTestApp } from '../test/harness.js';
import { COMPRESS_THRESHOLD } from './delivery.js';

/** A built web app in miniature: index.html and one hashed script, each with its .br and .gz. */
const INDEX = `<!doctype html><html lang="vi"><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('Công đoàn '.repeat(500))});`;
const ASSET = '/assets/index-AbC123.js';

function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'congdoan-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    [ASSET.slice(1), SCRIPT],
  ] as const) {
    const file = path.join(dist, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

/** A server-sent events route of the test's own: the first event, then the stream stays open. */
let events: PassThrough | undefined;

const t = useTestApp({
  env: { WEB_DIST: fakeDist() },
  extend: (app) => {
    app.get('/api/v1/test-events', { config: { permission: 'public' } }, (_request, reply) => {
      events = new PassThrough();
      events.write(`data: ${'x'.repeat(COMPRESS_THRESHOLD * 4)}\n\n`);
      return reply.type('text/event-stream').header('cache-control', 'no-cache').send(events);
    });
    app.get('/api/v1/test-tiny', { config: { permission: 'public' } }, () => ({ ok: true }));
  },
});
afterAll(() => events?.end());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.ctx.app.inject({ method: 'GET', url, headers });

describe('the web app, precompressed', () => {
  it('sends the brotli file to a browser that accepts it, then gzip, then the file itself', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers 404 for the compressed copies at their own address and for a missing asset', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, '/assets/index-OldBuild.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('route_not_found');
    }
  });

  it('caches hashed assets for a year and has index.html and the page fallback revalidated', async () => {
    expect((await get(ASSET)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/trade-union/dashboard', '/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers a HEAD of a page as its GET, without the body (a link checker or a proxy probing it)', async () => {
    const res = await t.ctx.app.inject({ method: 'HEAD', url: '/trade-union/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('answers 304 to a browser revalidating what it holds, by ETag and by date', async () => {
    for (const url of ['/index.html', '/organizations', ASSET]) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.headers.etag, url).toBeTruthy();
      const byTag = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(byTag.statusCode, url).toBe(304);
      expect(byTag.body, url).toBe('');
      const byDate = await get(url, {
        'accept-encoding': 'br',
        'if-modified-since': String(first.headers['last-modified']),
      });
      expect(byDate.statusCode, url).toBe(304);
    }
    // the gzip copy is another representation: the brotli copy's tag does not match it
    const br = await get(ASSET, { 'accept-encoding': 'br' });
    const gz = await get(ASSET, { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});

describe('API answers', () => {
  it('compresses a JSON list above the threshold as the caller accepts', async () => {
    const token = await adminToken(t.ctx);
    const plain = await get('/api/v1/role/list-all', bearer(token));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await get('/api/v1/role/list-all', { ...bearer(token), 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/v1/role/list-all', { ...bearer(token), 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a tiny answer as it is', async () => {
    const res = await get('/api/v1/test-tiny', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('sends a workbook download as it is (already zip), whole', async () => {
    const token = await adminToken(t.ctx);
    const res = await get('/api/v1/user/import-template', {
      ...bearer(token),
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SPREADSHEET_MIME);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('sends server-sent events uncompressed, each as soon as it is written', async () => {
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.ctx.app.server.address() as AddressInfo;
    const first = await new Promise<{ headers: Record<string, unknown>; chunk: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/api/v1/test-events',
            headers: { 'accept-encoding': 'br, gzip' },
          },
          (res) => {
            // The stream is still open: this event arrives only if nothing holds it back.
            res.once('data', (chunk: Buffer) => {
              resolve({ headers: res.headers, chunk: chunk.toString() });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.chunk.startsWith('data: xxx')).toBe(true);
  });
});
