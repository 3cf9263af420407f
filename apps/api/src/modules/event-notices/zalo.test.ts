import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventFiles, outbox } from '../../db/schema/index.js';
import { buildEvent, buildUser, buildZaloAccount, useTestApp } from '../../test/harness.js';

/** Event notices by Zalo, on a server whose OA is configured; the messages stay queued ('manual'). */
const t = useTestApp({
  world: true,
  env: { ZALO_APP_ID: '1234567890', ZALO_APP_SECRET: 'bi-mat-cua-ung-dung' },
  outbox: 'manual',
});

describe('POST nguoi-nhan-su-kien/gui-thong-bao with guiZalo', () => {
  it("queues a Zalo message with the event's time and place for each recipient who follows the OA", async () => {
    const mine = t.world.grassroots[0].id;
    const lan = await buildUser(t.ctx, { organizationId: mine });
    const binh = await buildUser(t.ctx, { organizationId: mine });
    const account = await buildZaloAccount(t.ctx, { userId: lan.id });
    const event = await buildEvent(t.ctx, {
      organizer: t.world.as.chair,
      name: 'Đại hội công đoàn cơ sở',
      location: 'Hội trường tầng 3',
      startsAt: new Date('2031-09-05T08:00:00+07:00'),
    });
    const res = await t.call('POST', '/nguoi-nhan-su-kien/gui-thong-bao', t.world.as.chair.token, {
      suKienId: String(event.id),
      nguoiNhanIds: [String(lan.id), String(binh.id)],
      guiZalo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ soLuongGui: 2, soZalo: 1 });
    const [message] = await t.ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.channel, 'zalo'));
    const payload = message?.payload as { zaloAccountId: number; userId: number; text: string };
    expect(payload).toMatchObject({ zaloAccountId: account.id, userId: lan.id });
    expect(payload.text).toContain('Thông báo sự kiện: Đại hội công đoàn cơ sở');
    expect(payload.text).toContain('Thời gian: 08:00 05/09/2031');
    expect(payload.text).toContain('Địa điểm: Hội trường tầng 3');
    expect(payload.text).toContain(`/trade-union/events/detail/${event.id}`);
  });

  it('names the attachments, to be downloaded from the event page the message links', async () => {
    const lan = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    await buildZaloAccount(t.ctx, { userId: lan.id });
    const event = await buildEvent(t.ctx, { organizer: t.world.as.chair, name: 'Tập huấn nghiệp vụ' });
    await t.ctx.database.db.insert(eventFiles).values({
      eventId: event.id,
      originalName: 'Kế hoạch tập huấn.pdf',
      mimeType: 'application/pdf',
      size: 4,
      content: Buffer.from('%PDF'),
    });
    const res = await t.call('POST', '/nguoi-nhan-su-kien/gui-thong-bao', t.world.as.chair.token, {
      suKienId: event.id,
      nguoiNhanIds: [String(lan.id)],
      guiZalo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await t.ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.channel, 'zalo'), sql`${outbox.payload}->>'userId' = ${String(lan.id)}`));
    const { text } = message!.payload as { text: string };
    expect(text).toContain('Tệp đính kèm (tải tại trang sự kiện):\n- Kế hoạch tập huấn.pdf');
    expect(text).not.toContain('/api/v1/');
    expect(text).toContain(`Xem chi tiết: /trade-union/events/detail/${event.id}`);
  });
});
