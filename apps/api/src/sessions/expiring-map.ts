/**
 * A map whose entries expire and whose size is bounded: when full, the oldest entry makes room
 * (entries live a fixed time, so the oldest is also the nearest to expiry).
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(private readonly max: number) {}

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: K, value: V, expiresAt: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  deleteWhere(test: (value: V) => boolean) {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
