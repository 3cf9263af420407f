import { ACCESS_TOKEN_TTL_SECONDS } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { loggableError } from '../../../db/loggable-error.js';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { NotificationHub, type Stream } from './hub.js';

/** A comment line keeps proxies from closing an idle stream. */
export const STREAM_PING_MS = 25_000;

/** How long the caller's (already verified) token still runs, in ms. */
function tokenLifetimeMs(authorization: string | undefined): number {
  try {
    const { exp } = decodeJwt(authorization?.slice(7) ?? '');
    if (exp) return Math.max(0, exp * 1000 - Date.now());
  } catch {
    // verified by the auth hook already; a token without exp gets the usual lifetime
  }
  return ACCESS_TOKEN_TTL_SECONDS * 1000;
}

/**
 * GET thong-bao/user/stream: Server-Sent Events for the signed-in user's bell. Events:
 * `unread` {unreadCount} at once and on every change of read marks; `notification` {item,
 * unreadCount} within a second of a send that reached the user (from any instance); `resync` when
 * messages may have been missed (the client reloads its list). The token is checked as on every
 * route, by the Authorization header (the web app reads the stream with fetch); the stream ends
 * when the token expires or the session ends, and the client reconnects with a fresh one. Polling
 * every 30 s stays the fallback (spec §9).
 */
export const streamRoutes =
  ({ db, bus }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = new NotificationHub(db, bus, (error) =>
      app.log.error({ err: loggableError(error) }, 'notification stream'),
    );
    app.addHook('preClose', async () => hub.close());

    app.get(
      '/thong-bao/user/stream',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['notifications'],
          summary:
            'Luồng sự kiện (Server-Sent Events) của chuông thông báo: unread, notification, resync; kết thúc khi token hết hạn hoặc phiên kết thúc',
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // nginx and the like: pass events on as they come
          'x-accel-buffering': 'no',
        });
        res.write('retry: 5000\n\n');
        let open = true;
        const stream: Stream = {
          userId: actor.userId,
          sessionId: actor.sessionId,
          send: (event, data) => {
            if (open) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
          },
          close: () => res.end(),
        };
        const remove = hub.add(stream);
        const ping = setInterval(() => res.write(': ping\n\n'), STREAM_PING_MS);
        const expiry = setTimeout(() => res.end(), tokenLifetimeMs(request.headers.authorization));
        res.on('close', () => {
          open = false;
          clearInterval(ping);
          clearTimeout(expiry);
          remove();
        });
        await hub
          .pushUnread(actor.userId)
          .catch((error) => app.log.error({ err: loggableError(error) }, 'notification stream'));
      },
    );
  };
