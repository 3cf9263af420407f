import { AppError } from '../errors.js';

/**
 * Imports of one process take turns: reading and checking a workbook at the edge of the limits
 * costs the server about a hundred megabytes, so only `running` of them work at once; the others
 * wait in line. A request that would wait too long is told so at once (the line is full) or once it
 * has waited `maxWaitMs`: 503 import_busy, and nothing of it is written.
 */
export interface QueueLimits {
  running: number;
  /** Requests admitted besides the running ones (they read their upload, at most 5 MB, and wait). */
  waiting: number;
  maxWaitMs: number;
}

export interface Turn {
  /** Resolves when it is this request's turn; import_busy after the longest wait. */
  ready(): Promise<void>;
  /** Gives the place back (running or waiting); always call it, once or more. */
  release(): void;
}

export class ImportQueue {
  private running = 0;
  private admitted = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly limits: QueueLimits) {}

  /** A place in line, or import_busy when the line is full. */
  admit(): Turn {
    if (this.admitted >= this.limits.running + this.limits.waiting) throw new AppError('import_busy');
    this.admitted++;
    let state: 'admitted' | 'running' | 'released' = 'admitted';
    let wake: (() => void) | undefined;
    return {
      ready: () => {
        if (state !== 'admitted') return Promise.resolve();
        if (this.running < this.limits.running) {
          this.running++;
          state = 'running';
          return Promise.resolve();
        }
        return new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            this.line.splice(this.line.indexOf(wake!), 1);
            reject(new AppError('import_busy'));
          }, this.limits.maxWaitMs);
          wake = () => {
            clearTimeout(timer);
            state = 'running';
            resolve();
          };
          this.line.push(wake);
        });
      },
      release: () => {
        if (state === 'released') return;
        if (wake && state === 'admitted') {
          const i = this.line.indexOf(wake);
          if (i >= 0) this.line.splice(i, 1);
        }
        this.admitted--;
        if (state === 'running') {
          const next = this.line.shift();
          // The place passes straight to the next in line, so no newcomer overtakes it.
          if (next) next();
          else this.running--;
        }
        state = 'released';
      },
    };
  }
}

/**
 * The process's line of imports: one at a time (what one workbook at the edge of the limits costs,
 * and four sent at once, is printed by `npm run bench`), four more may wait up to a minute.
 */
export const importQueue = new ImportQueue({ running: 1, waiting: 4, maxWaitMs: 60_000 });
