import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/*
 * The memory readings of the bench's server processes (import-memory-server.ts,
 * members-export-server.mjs). Plain JavaScript, so that the export server runs without a loader.
 */

const STATUS = '/proc/self/status';

v8.setFlagsFromString('--expose-gc');
/** @type {() => void} */
const gc = runInNewContext('gc');

/** @param {number} bytes */
export const mb = (bytes) => bytes / 1024 / 1024;

/** Collects the garbage three times, 300 ms apart, so that the resident size settles. */
export const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

/** The peak resident size: the kernel's high-water mark on Linux, else sampled every 10 ms. */
export function peakTracker() {
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
