import { ROLE_IDS } from '@congdoan/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import {
  buildOrganization,
  buildUser,
  callApi,
  createTestContext,
  login,
  openSecondInstance,
  type TestContext,
  tokenFor,
} from '../../../test/harness.js';

let ctx: TestContext;
let chair: string;
let reader: { id: number; token: string; refreshToken: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const org = await buildOrganization(ctx, { name: 'Công đoàn Công ty Điện lực Thử' });
  chair = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: org.id });
  const user = await buildUser(ctx, { organizationId: org.id, fullName: 'Đỗ Thị Hoa' });
  const signed = await login(ctx, user.username!);
  reader = { id: user.id, token: signed.accessToken, refreshToken: signed.refreshToken };
});
afterAll(async () => ctx?.close());

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

const sendTo = async (userId: number, tieuDe: string) => {
  const created = await callApi(ctx, 'POST', '/thong-bao', chair, { tieuDe, noiDung: 'Nội dung thử.' });
  const id = created.json().data.id as number;
  const sent = await callApi(ctx, 'POST', '/thong-bao/send', chair, {
    thongBaoId: id,
    nguoiNhanIds: [userId],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
};

describe('the bell’s live stream', () => {
  it('asks for a session', async () => {
    expect((await callApi(ctx, 'GET', '/thong-bao/user/stream')).statusCode).toBe(401);
  });

  it('gives the unread count at once, then each notification sent to the user and each change of read marks', async () => {
    const stream = await openStream(ctx.app, reader.token);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      expect(await within(stream.next())).toEqual({ event: 'unread', data: { unreadCount: 0 } });
      const id = await sendTo(reader.id, 'Lịch trực Tết');
      expect(await within(stream.next())).toMatchObject({
        event: 'notification',
        data: { unreadCount: 1, item: { id, tieuDe: 'Lịch trực Tết', trangThaiDoc: 'chua_doc' } },
      });
      await callApi(ctx, 'POST', `/thong-bao/user/${id}/mark-read`, reader.token);
      expect(await within(stream.next())).toEqual({ event: 'unread', data: { unreadCount: 0 } });
    } finally {
      stream.close();
    }
  });

  it('ends when the session ends', async () => {
    const signed = await login(ctx, (await buildUser(ctx, { fullName: 'Vũ Văn Nam' })).username!);
    const stream = await openStream(ctx.app, signed.accessToken);
    expect((await within(stream.next())).valueOf()).toMatchObject({ event: 'unread' });
    await callApi(ctx, 'POST', '/auth/logout', signed.accessToken, { refreshToken: signed.refreshToken });
    expect(await within(stream.next())).toBe('closed');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reaches a user connected to another instance on one PostgreSQL',
    async () => {
      const database = await openSecondInstance(ctx.database);
      const other = await buildApp(ctx.config, database, { logger: false, mail: { send: async () => {} } });
      await other.ready();
      const stream = await openStream(other, reader.token);
      try {
        await within(stream.next()); // the unread count
        // the other instance's LISTEN confirmed, so the message of the commit cannot be missed
        const deadline = Date.now() + 5_000;
        while (!database.bus.hears('notification_sent') && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        const id = await sendTo(reader.id, 'Gửi từ máy chủ khác');
        expect(await within(stream.next())).toMatchObject({ event: 'notification', data: { item: { id } } });
      } finally {
        stream.close();
        await other.close();
        await database.close();
      }
    },
  );
});
