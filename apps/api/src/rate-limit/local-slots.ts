/**
 * At most `max` holders per key in this process; the others queue in arrival order and get the
 * slot a holder gives back. Keeps parallel sign-ins on one account from polling the database's
 * counters against each other (the database's count still holds across instances).
 */
export class LocalSlots {
  private readonly holders = new Map<string, number>();
  private readonly queues = new Map<string, (() => void)[]>();

  async acquire(key: string, max: number): Promise<void> {
    const held = this.holders.get(key) ?? 0;
    if (held < max) {
      this.holders.set(key, held + 1);
      return;
    }
    const queue = this.queues.get(key) ?? [];
    this.queues.set(key, queue);
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  release(key: string) {
    const queue = this.queues.get(key);
    const next = queue?.shift();
    if (queue?.length === 0) this.queues.delete(key);
    if (next) return next(); // the slot passes on: the number of holders stays
    const held = (this.holders.get(key) ?? 1) - 1;
    if (held > 0) this.holders.set(key, held);
    else this.holders.delete(key);
  }
}
