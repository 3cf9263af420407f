import { describe, expect, it, vi } from 'vitest';
import { until } from '../test/harness.js';
import { Scheduler } from './scheduler.js';

const log = () =>
  ({ error: vi.fn() }) as unknown as ConstructorParameters<typeof Scheduler>[1] & {
    error: ReturnType<typeof vi.fn>;
  };

describe('Scheduler', () => {
  it('runs each job again and again, one run at a time, and stops with the runs under way finished', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const scheduler = new Scheduler(
      [
        {
          name: 'test',
          everyMs: 5,
          run: async () => {
            running++;
            if (running > 1) overlapped = true;
            await new Promise((r) => setTimeout(r, 15));
            running--;
            runs++;
          },
        },
      ],
      log(),
      { enabled: true, firstRunMs: 1 },
    );
    scheduler.start();
    await until(() => runs >= 3);
    await scheduler.stop();
    expect(running).toBe(0);
    expect(overlapped).toBe(false);
    const after = runs;
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toBe(after);
    expect(after).toBeGreaterThanOrEqual(3);
  });

  it('logs a failed run and runs again at the next period', async () => {
    const logger = log();
    let calls = 0;
    const scheduler = new Scheduler(
      [
        {
          name: 'flaky',
          everyMs: 5,
          run: async () => {
            calls++;
            if (calls === 1) throw new Error('boom');
          },
        },
      ],
      logger,
      { enabled: true, firstRunMs: 1 },
    );
    scheduler.start();
    await until(() => calls >= 2);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'job failed');
  });

  it('runs nothing when the jobs are turned off (JOBS_ENABLED=false)', async () => {
    const run = vi.fn(async () => undefined);
    const scheduler = new Scheduler([{ name: 'off', everyMs: 5, run }], log(), {
      enabled: false,
      firstRunMs: 1,
    });
    scheduler.start();
    await new Promise((r) => setTimeout(r, 30));
    await scheduler.stop();
    expect(run).not.toHaveBeenCalled();
  });
});
