import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../db/loggable-error.js';

/**
 * The server's periodic jobs (README.md here): each runs every `everyMs`, one run at a time within
 * the process, the first a little after start. A job decides for itself what is due at `now` and
 * claims its work in the database, so several instances running the same job never do it twice.
 */

export interface Job {
  /** For the log. */
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

/** The first runs wait this long after start, so that a start is not slowed by them. */
const FIRST_RUN_MS = 30_000;

export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly jobs: Job[],
    private readonly log: FastifyBaseLogger,
    private readonly options: { enabled: boolean; firstRunMs?: number } = { enabled: true },
  ) {}

  /** Starts the timers (main.ts, after listening); nothing when JOBS_ENABLED=false. */
  start() {
    if (!this.options.enabled || this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs) this.schedule(job, this.options.firstRunMs ?? FIRST_RUN_MS);
  }

  private schedule(job: Job, ms: number) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      const run = this.runOnce(job).finally(() => {
        this.running.delete(run);
        this.schedule(job, job.everyMs);
      });
      this.running.add(run);
    }, ms);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /** One run of a job; a failure is logged and the next run comes as planned. */
  private async runOnce(job: Job) {
    try {
      await job.run(new Date());
    } catch (err) {
      this.log.error({ err: loggableError(err), job: job.name }, 'job failed');
    }
  }

  /** Stops the timers and waits for the runs under way (app.close()). */
  async stop() {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
