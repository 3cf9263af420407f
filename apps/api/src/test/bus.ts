import type { Database } from '../db/client.js';

/** What the bus of `database` delivers on `channel` from now on: the messages, and how many gaps. */
export function recordBus(database: Database, channel: string) {
  const heard: string[] = [];
  let gaps = 0;
  database.bus.subscribe(channel, { message: (payload) => void heard.push(payload), gap: () => void gaps++ });
  return { heard, gaps: () => gaps };
}
