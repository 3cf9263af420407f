import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportQueue } from './queue.js';

const busy = { code: 'import_busy', statusCode: 503 };

describe('the import queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `running` work at once, admits `waiting` more and refuses the next at once', async () => {
    const queue = new ImportQueue({ running: 1, waiting: 2, maxWaitMs: 1000 });
    const turns = [queue.admit(), queue.admit(), queue.admit()];
    expect(() => queue.admit()).toThrow(expect.objectContaining(busy));
    await turns[0]!.ready();
    turns[0]!.release();
    // A place given back admits a newcomer again.
    expect(() => queue.admit()).not.toThrow();
  });

  it('gives the place to the waiting in the order they came', async () => {
    const queue = new ImportQueue({ running: 1, waiting: 2, maxWaitMs: 1000 });
    const [first, second, third] = [queue.admit(), queue.admit(), queue.admit()];
    await first.ready();
    const order: string[] = [];
    const waits = [
      second.ready().then(() => order.push('second')),
      third.ready().then(() => order.push('third')),
    ];
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual([]);
    first.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['second']);
    second.release();
    await Promise.all(waits);
    expect(order).toEqual(['second', 'third']);
  });

  it('refuses one that waited the longest wait, and its place goes to no one', async () => {
    const queue = new ImportQueue({ running: 1, waiting: 1, maxWaitMs: 1000 });
    const [first, second] = [queue.admit(), queue.admit()];
    await first.ready();
    const waited = second.ready();
    const refused = expect(waited).rejects.toMatchObject(busy);
    await vi.advanceTimersByTimeAsync(1000);
    await refused;
    second.release();
    first.release();
    // Both places are free again: one works at once, one may wait.
    const [third, fourth] = [queue.admit(), queue.admit()];
    await third.ready();
    expect(() => queue.admit()).toThrow(expect.objectContaining(busy));
    third.release();
    await fourth.ready();
  });
});
