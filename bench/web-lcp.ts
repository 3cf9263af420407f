import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, launchChromium, type RunningProduct, startProduct } from '../e2e/product.js';

/** The page's storage, as the function given to addInitScript sees it in the browser. */
declare const localStorage: { setItem(key: string, value: string): void };

/**
 * The first load of three pages in Chromium on a slow mobile connection and a slow CPU: Largest
 * Contentful Paint, the bytes and the requests, each page loaded cold (no HTTP cache) RUNS times,
 * the median printed; beside each load, interleaved:
 * - the same load asking for no compression (Accept-Encoding: identity), which is what the product
 *   sent before it compressed (docs/architecture.md, "Delivery and caching");
 * - a static HTML page holding the page's visible text, from the same server (same origin, the
 *   same precompressed-file path as index.html, the same throttling). LCP(page)/LCP(static) is
 *   what the app costs over its text alone. The static page's LCP is mostly the profile's round
 *   trips (0.28–0.38 s in P7's runs), so the ratio takes out the server and the network but
 *   still moves with the CPU the machine leaves the page; the bytes and requests do not move.
 */

/**
 * Lighthouse's mobile throttling preset (its `mobileSlow4G`, DevTools' former "Fast 3G"):
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower.
 * https://github.com/GoogleChrome/lighthouse/blob/main/core/config/constants.js (throttling.mobileSlow4G)
 */
export const FAST_3G = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** The network is quiet, and the page's first load over, after this long without a request. */
const QUIET_MS = 1000;

/** Core Web Vitals' "good" LCP is 2.5 s; the issue allows the dashboard 3.0 s. */
export const PAGES = [
  { name: '/login', url: '/login', signedIn: false, targetMs: 2500, ready: 'button:has-text("Đăng nhập")' },
  {
    name: '/trade-union/dashboard',
    url: '/trade-union/dashboard',
    signedIn: true,
    targetMs: 3000,
    ready: 'text=Tổ chức công đoàn theo cấp',
  },
  {
    name: '/trade-union/organizations',
    url: '/trade-union/organizations',
    signedIn: true,
    targetMs: undefined,
    ready: 'text=/Tổng [\\d.]+ đơn vị/',
  },
] as const;

/**
 * The page's last largest-contentful-paint entry (buffered: those before the observer too), with the
 * element it painted. A string evaluated in the page: bench/ is type-checked without the DOM.
 */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const el = last.element;
    const text = (el?.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    resolve({ ms: last.startTime, element: el ? '<' + el.tagName.toLowerCase() + '> "' + text + '"' : '?' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

const RUNS = 3;
const USERNAME = 'canbo.tinh';
const PASSWORD = 'Demo@2025';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PageLoad {
  lcpMs: number;
  bytes: number;
  requests: number;
  lcpElement: string;
}

export type PageName = (typeof PAGES)[number]['name'];

export interface PageResult {
  name: PageName;
  targetMs: number | undefined;
  compressed: PageLoad;
  identity: PageLoad;
  static: PageLoad;
  /** The median of each run's LCP(page)/LCP(static), the two loaded one after the other. */
  lcpOverStatic: number;
}

/**
 * The static pages live in the built web app under names only the bench uses, written before the
 * server starts (@fastify/static registers the files it finds then; it reads their content and
 * looks for their .br/.gz on each request) and filled once each page's text is known. Removed at
 * the end of the run.
 */
const STATIC_PREFIX = 'bench-lcp-static-';
const staticFile = (dist: string, i: number) => path.join(dist, `${STATIC_PREFIX}${i}.html`);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page's visible text as plain paragraphs, compressed as the web build does (vite.config.ts). */
function writeStaticPage(file: string, title: string, text: string) {
  const paragraphs = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  const html = Buffer.from(
    `<!doctype html>\n<html lang="vi"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:14px/1.5 system-ui,sans-serif;margin:24px}</style></head><body>\n${paragraphs}\n</body></html>\n`,
  );
  writeFileSync(file, html);
  const br = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  const gz = gzipSync(html, { level: 9 });
  for (const [ext, body] of [
    ['br', br],
    ['gz', gz],
  ] as const) {
    if (body.length < html.length) writeFileSync(`${file}.${ext}`, body);
    else rmSync(`${file}.${ext}`, { force: true });
  }
  return html.toString();
}

const removeStaticPages = (dist: string) => {
  for (let i = 0; i < PAGES.length; i++) {
    for (const ext of ['', '.br', '.gz']) rmSync(`${staticFile(dist, i)}${ext}`, { force: true });
  }
};

async function stopProduct(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The session the web app keeps in localStorage after signing in (docs/requirements.md, "Stored user"). */
async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as {
    data: { accessToken: string; refreshToken: string; userData: unknown };
  };
  return {
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    userData: JSON.stringify(data.userData),
  };
}

interface Target {
  url: string;
  signedIn: boolean;
  ready: string;
}

/** One cold load of `url` under the profile, in a fresh browser context; waits for `ready`. */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  page: Target,
  session: Record<string, string>,
  identity: boolean,
): Promise<PageLoad & { text: string; title: string }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'vi-VN' });
  if (page.signedIn) {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, session);
  }
  // The bell's live stream stays open, which the wait for a quiet network below would wait for; it starts after the load, so
  // refusing it changes no paint (the bell then polls).
  await context.route('**/thong-bao/user/stream', (route) => route.abort());
  const tab: Page = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: FAST_3G.latencyMs,
    downloadThroughput: FAST_3G.downloadBytesPerSecond,
    uploadThroughput: FAST_3G.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FAST_3G.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  const settled = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFailed', (event) => settled(event.requestId));
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests++;
    settled(event.requestId);
  });
  await tab.goto(`${baseUrl}${page.url}`, { waitUntil: 'load', timeout: 120_000 });
  await tab.locator(page.ready).first().waitFor({ timeout: 120_000 });
  // What the page fetches on its own once shown (a form's rules after its first render) counts
  // too. Playwright's 'networkidle' would not wait for it: that state is reached once and stays, and
  // a slow CPU can leave the network quiet for half a second before the page has rendered.
  const deadline = Date.now() + 120_000;
  while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url}: requests still open after 120 s`);
    await tab.waitForTimeout(100);
  }
  const lcp = await tab.evaluate<{ ms: number; element: string }>(READ_LCP);
  // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn (no hidden nodes, line breaks kept) is what the static twin shows
  const text = await tab.locator('body').innerText();
  const title = await tab.title();
  await context.close();
  return { lcpMs: lcp.ms, bytes, requests, lcpElement: lcp.element, text, title };
}

const median = (loads: PageLoad[]): PageLoad => {
  const sorted = [...loads].sort((a, b) => a.lcpMs - b.lcpMs);
  const { lcpMs, bytes, requests, lcpElement } = sorted[Math.floor(sorted.length / 2)]!;
  return { lcpMs, bytes, requests, lcpElement };
};
const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchWebLcp(): Promise<PageResult[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const dist = path.join(root, 'apps/web/dist');
  PAGES.forEach((_, i) => {
    writeFileSync(staticFile(dist, i), '');
  });
  let started: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    started = await startProduct({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-bench-lcp-')),
      ADMIN_PASSWORD: 'Quantri@2025',
    });
    const { baseUrl } = started;
    browser = await launchChromium();
    const session = await signIn(baseUrl);
    // One unmeasured load of each page first: the server's first answers (its caches) do not count,
    // and the page's visible text becomes its static twin.
    for (const [i, page] of PAGES.entries()) {
      const first = await loadOnce(browser, baseUrl, page, session, false);
      const file = staticFile(dist, i);
      const html = writeStaticPage(file, first.title, first.text);
      // A server that rebuilt the web app at start (scripts/start.mjs) lost the placeholder, and
      // would answer the web app's index.html in its place.
      const served = await fetch(`${baseUrl}/${path.basename(file)}`);
      if ((await served.text()) !== html)
        throw new Error(
          `${file} is not what the server answers: the server rebuilt apps/web/dist at start, because a web or shared source changed after this run's npm run build. Run the bench again without editing them meanwhile.`,
        );
    }
    const results: PageResult[] = [];
    for (const [i, page] of PAGES.entries()) {
      const twin: Target = { url: `/${path.basename(staticFile(dist, i))}`, signedIn: false, ready: 'p' };
      const compressed: PageLoad[] = [];
      const identity: PageLoad[] = [];
      const statics: PageLoad[] = [];
      const ratios: number[] = [];
      // Interleaved, so that all three see the same machine noise.
      for (let run = 0; run < RUNS; run++) {
        compressed.push(await loadOnce(browser, baseUrl, page, session, false));
        statics.push(await loadOnce(browser, baseUrl, twin, session, false));
        identity.push(await loadOnce(browser, baseUrl, page, session, true));
        ratios.push(compressed.at(-1)!.lcpMs / statics.at(-1)!.lcpMs);
      }
      results.push({
        name: page.name,
        targetMs: page.targetMs,
        compressed: median(compressed),
        identity: median(identity),
        static: median(statics),
        lcpOverStatic: middle(ratios),
      });
    }
    return results;
  } finally {
    await browser?.close();
    if (started) await stopProduct(started.server);
    removeStaticPages(dist);
  }
}
