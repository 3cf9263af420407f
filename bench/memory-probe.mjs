import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The memory side of a bench server that runs in a process of its own (import-memory-server.ts,
 * members-export-server.mjs). Plain JavaScript, so that the export's server, which node runs on the
 * built API without a loader, imports it as the import's server does through tsx.
 */

const STATUS = '/proc/self/status';

v8.setFlagsFromString('--expose-gc');
/** @type {() => void} */
const gc = runInNewContext('gc');
/** @param {number} bytes */
const mb = (bytes) => bytes / 1024 / 1024;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

/** The peak resident size: the kernel's high-water mark on Linux, else sampled every 10 ms. */
function peakTracker() {
  if (existsSync(STATUS)) {
    return {
      reset: () => writeFileSync('/proc/self/clear_refs', '5'),
      peak: () => Number(readFileSync(STATUS, 'utf8').match(/VmHWM:\s+(\d+) kB/)?.[1]) * 1024,
    };
  }
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  timer.unref();
  return {
    reset: () => {
      peak = process.memoryUsage.rss();
    },
    peak: () => peak,
  };
}

/**
 * Answers the parent's messages, in MB: 'idle' (settle, then note the resident size and reset the
 * peak), 'report' (the peak since 'idle'; with `after`, also the size once the work is over and
 * collected) and 'exit' (the app and its database closed, then the process ended).
 * @param {{ close(): Promise<unknown> }} app
 * @param {{ close(): Promise<unknown> }} database
 * @param {{ after: boolean }} options
 */
export function answerMemoryQueries(app, database, { after }) {
  const tracker = peakTracker();
  process.on('message', async (/** @type {string} */ message) => {
    if (message === 'idle') {
      await settle();
      tracker.reset();
      process.send?.({ idle: mb(process.memoryUsage.rss()) });
    } else if (message === 'report') {
      const peak = mb(tracker.peak());
      if (after) await settle();
      process.send?.(after ? { peak, after: mb(process.memoryUsage.rss()) } : { peak });
    } else if (message === 'exit') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
}
