import type { InboxItem } from '@congdoan/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { api } from '../../../lib/api';
import { BELL_KEY, type BellPages, INBOX_PAGE_KEY, prependArrived, UNREAD_COUNT_KEY } from './inbox-cache';

const STREAM_PATH = 'thong-bao/user/stream';
/** The first wait before reconnecting, doubled after each quick failure up to the longest. */
const RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;
/** A stream that ran this long ended normally (token expiry, role switch): reconnect at once. */
const HEALTHY_MS = 30_000;

/** What the stream's events change in the inbox caches (docs/requirements.md, "Notifications"). */
export function applyStreamEvent(
  client: QueryClient,
  message: EventSourceMessage,
  onArrived: (item: InboxItem) => void,
): void {
  switch (message.event) {
    case 'unread': {
      const { unreadCount } = JSON.parse(message.data) as { unreadCount: number };
      client.setQueryData(UNREAD_COUNT_KEY, unreadCount);
      return;
    }
    case 'notification': {
      const { item, unreadCount } = JSON.parse(message.data) as { item: InboxItem; unreadCount: number };
      client.setQueryData(UNREAD_COUNT_KEY, unreadCount);
      client.setQueryData<BellPages>(BELL_KEY, (data) => prependArrived(data, item));
      void client.invalidateQueries({ queryKey: INBOX_PAGE_KEY });
      onArrived(item);
      return;
    }
    case 'resync':
      void client.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
      void client.invalidateQueries({ queryKey: BELL_KEY });
      void client.invalidateQueries({ queryKey: INBOX_PAGE_KEY });
      return;
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Feeds the body's text to the parser until the stream ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (m: EventSourceMessage) => void) {
  const parser = createParser({ onEvent });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

export interface StreamFollower {
  client: QueryClient;
  signal: AbortSignal;
  /** Whether the stream is up now. */
  setLive: (live: boolean) => void;
  onArrived: (item: InboxItem) => void;
}

/**
 * Follows GET thong-bao/user/stream until `signal` aborts, read with fetch so that the token travels
 * in the Authorization header and is refreshed like any request's. It reconnects by itself: at once
 * after a stream that ran normally (it ends when its token expires), else after 5 s, doubling up to
 * a minute.
 */
export async function followStream({ client, signal, setLive, onArrived }: StreamFollower): Promise<void> {
  let delay = RETRY_MS;
  let connections = 0;
  while (!signal.aborted) {
    const started = Date.now();
    try {
      const response = await api.open(STREAM_PATH, { signal });
      if (!response.body) throw new Error('no stream body');
      // Events sent while it was down are not replayed: the lists reload after a reconnection.
      if (connections++ > 0) applyStreamEvent(client, { event: 'resync', data: '' }, onArrived);
      setLive(true);
      await readEvents(response.body, (message) => applyStreamEvent(client, message, onArrived));
    } catch {
      // a refused or broken stream: polling covers the gap
    }
    setLive(false);
    if (Date.now() - started >= HEALTHY_MS) {
      delay = RETRY_MS;
    } else {
      await wait(delay, signal);
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    }
  }
}
