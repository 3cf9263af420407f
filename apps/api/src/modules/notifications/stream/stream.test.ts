import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { NOTIFICATION_SENT_CHANNEL } from '../../../domain/notify/send.js';
import {
  buildNotification,
  buildUser,
  login,
  openSecondInstance,
  until,
  useTestApp,
} from '../../../test/harness.js';
import { INBOX_CHANGED_CHANNEL } from './hub.js';

/** The world's chair sends; the member of their union reads. */
const t = useTestApp({ world: true });
const reader = () => t.world.as.member;

interface Event {
  event: string;
  data: { unreadCount?: number; item?: { id: number; tieuDe: string; trangThaiDoc: string } };
}

const listening = new WeakMap<FastifyInstance, Promise<string>>();

/** Opens the stream of `token` on a listening app; `next()` answers its next event. */
async function openStream(app: FastifyInstance, token: string) {
  if (!listening.has(app)) listening.set(app, app.listen({ port: 0, host: '127.0.0.1' }));
  const address = await listening.get(app)!;
  const controller = new AbortController();
  const res = await fetch(`${address}/api/v1/thong-bao/user/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<Event | 'closed'> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) return { event, data: JSON.parse(data) };
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) return 'closed';
      buffer += chunk.value;
    }
  };
  return { res, next, close: () => controller.abort() };
}

const within = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)),
  ]);

/** A notification of the chair's union, sent to `userId` by the chair through the API (as the bell hears of it). */
const sendTo = async (userId: number, title: string) => {
  const { id } = await buildNotification(t.ctx, { sender: t.world.as.chair, title });
  const sent = await t.call('POST', '/thong-bao/send', t.world.as.chair.token, {
    thongBaoId: id,
    nguoiNhanIds: [userId],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
};

describe('the bell’s live stream', () => {
  it('gives the unread count at once, then each notification sent to the user and each change of read marks', async () => {
    const stream = await openStream(t.ctx.app, reader().token);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      expect(await within(stream.next())).toEqual({ event: 'unread', data: { unreadCount: 0 } });
      const id = await sendTo(reader().id, 'Lịch trực Tết');
      expect(await within(stream.next())).toMatchObject({
        event: 'notification',
        data: { unreadCount: 1, item: { id, tieuDe: 'Lịch trực Tết', trangThaiDoc: 'chua_doc' } },
      });
      await t.call('POST', `/thong-bao/user/${id}/mark-read`, reader().token);
      expect(await within(stream.next())).toEqual({ event: 'unread', data: { unreadCount: 0 } });
    } finally {
      stream.close();
    }
  });

  it('ends when the session ends', async () => {
    const signed = await login(t.ctx, (await buildUser(t.ctx, { fullName: 'Vũ Văn Nam' })).username!);
    const stream = await openStream(t.ctx.app, signed.accessToken);
    expect((await within(stream.next())).valueOf()).toMatchObject({ event: 'unread' });
    await t.call('POST', '/auth/logout', signed.accessToken, { refreshToken: signed.refreshToken });
    expect(await within(stream.next())).toBe('closed');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reaches a user connected to another instance on one PostgreSQL',
    async () => {
      const database = await openSecondInstance(t.ctx.database);
      const other = await buildApp(t.ctx.config, database, { logger: false, mail: { send: async () => {} } });
      await other.ready();
      // Every LISTEN of the other instance's bell confirmed before its stream opens: a confirmation
      // coming later reports a gap, and the stream rightly tells the bell to resync (a message
      // committed before it may have been missed), which is not what this test is about.
      const channels = [NOTIFICATION_SENT_CHANNEL, INBOX_CHANGED_CHANNEL];
      await until(() => channels.every((c) => database.bus.hears(c)));
      expect(
        channels.filter((c) => !database.bus.hears(c)),
        'channels not yet heard',
      ).toEqual([]);
      const stream = await openStream(other, reader().token);
      try {
        expect(await within(stream.next())).toMatchObject({ event: 'unread' });
        const id = await sendTo(reader().id, 'Gửi từ máy chủ khác');
        expect(await within(stream.next())).toMatchObject({ event: 'notification', data: { item: { id } } });
      } finally {
        stream.close();
        await other.close();
        await database.close();
      }
    },
  );
});
