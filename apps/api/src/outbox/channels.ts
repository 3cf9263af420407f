import { emailChannel } from '../mail/sender.js';
import { zaloChannel } from '../zalo/channel.js';
import type { Channel, ChannelDeps, Outcome } from './channel.js';
import type { ChannelName, PayloadOf } from './payloads.js';

/**
 * Every channel the outbox delivers through, loaded by the worker alone: a new channel is its
 * payload in payloads.ts, its own file, and a line here.
 */
export const CHANNELS = { email: emailChannel, zalo: zaloChannel } satisfies {
  [C in ChannelName]: Pick<Channel<PayloadOf<C>>, 'create'>;
};

/** A channel as the worker sees it: rows come back from jsonb, untyped. */
export interface Handler {
  deliver(payload: unknown): Promise<Outcome>;
  keep(payload: unknown): unknown;
}
export type Handlers = Record<string, Handler>;

// A row's payload was written by enqueue() for the row's channel, so each channel reads its own type.
type AnyChannel = Channel<never, unknown>;

export function createHandlers(deps: ChannelDeps): Handlers {
  return Object.fromEntries(
    Object.entries(CHANNELS as Record<string, AnyChannel>).map(([name, channel]) => {
      const deliver = channel.create(deps) as (payload: unknown) => Promise<Outcome>;
      return [name, { deliver, keep: (payload: unknown) => channel.keep(payload as never) }];
    }),
  );
}

/** A row as an administrator reads it; a channel this version does not know shows its name. */
export function describeRow(channel: string, payload: unknown): string {
  const known = (CHANNELS as Record<string, AnyChannel>)[channel];
  return known ? known.describe(payload) : channel;
}
