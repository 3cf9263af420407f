import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

/*
 * The built product and a headless Chromium, as the browser tests and the page-load benchmark
 * (bench/web-lcp.ts) run them. Nothing of vitest here: the benchmark runs outside it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it with "apt-get install chromium" or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export interface RunningProduct {
  baseUrl: string;
  server: ChildProcess;
  /** What the server has written so far, stdout and stderr together. */
  output: () => string;
}

/**
 * The built product as `npm start` runs it (scripts/start.mjs, logging at 'warn'), on a free port
 * of 127.0.0.1 with `env` added, once /health/ready answers. A server that does not get there is
 * stopped, and the error carries what it said.
 */
export async function startProduct(env: NodeJS.ProcessEnv): Promise<RunningProduct> {
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['--max-old-space-size=512', path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) return { baseUrl, server, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}
