import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRecipients, events, notificationRecipients } from '../../db/schema/index.js';
import { auditRows, buildEvent, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;
const member = () => t.world.as.member;

const inbox = async (token: string) =>
  (await t.call('GET', '/thong-bao/user/my-notifications', { token, query: { limit: 50 } })).json().data
    .list as {
    tieuDe: string;
    noiDung: string;
    loaiThongBao: string;
    duongDan: string | null;
    daDoc: boolean;
  }[];

/** An event of the chair's union of which `told` were told, seen. */
async function eventTold(told: number[]) {
  const event = await buildEvent(t.ctx, {
    organizer: chair(),
    name: `Hội thao công nhân ${Math.random().toString(36).slice(2, 6)}`,
    location: 'Sân vận động',
  });
  if (told.length) {
    await t.ctx.database.db
      .insert(eventRecipients)
      .values(told.map((userId) => ({ eventId: event.id, userId, seenState: 'Đã xem' as const })));
  }
  return event;
}

const cancel = (id: number, body: object, token = chair().token) =>
  t.call('POST', `/su-kien/${id}/huy`, token, body);

describe('cancelling an event (POST su-kien/{id}/huy)', () => {
  it('cancels with its reason and tells those already told, in their bell', async () => {
    // The other union's chair was told by someone else: out of this chair's reach, not told again.
    const event = await eventTold([member().id, t.world.as.viceChair.id, t.world.elsewhereChair.id]);
    const res = await cancel(event.id, { lyDo: 'Trùng lịch đại hội cấp trên', thongBao: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: event.id,
      trangThai: 'Đã hủy',
      lyDoHuy: 'Trùng lịch đại hội cấp trên',
      thoiGianHuy: expect.any(String),
      soNguoiDuocBao: 2,
    });

    const [notice] = (await inbox(member().token)).filter((n) => n.tieuDe === `Hủy sự kiện: ${event.name}`);
    expect(notice).toMatchObject({
      loaiThongBao: 'Hủy sự kiện',
      duongDan: `/trade-union/events/detail/${event.id}`,
      daDoc: false,
    });
    expect(notice!.noiDung).toMatch(/^Trùng lịch đại hội cấp trên\nThời gian: /);
    expect(notice!.noiDung).toContain('Địa điểm: Sân vận động');
    expect((await inbox(t.world.elsewhereChair.token)).some((n) => n.tieuDe.includes(event.name))).toBe(
      false,
    );

    const rows = await t.ctx.database.db
      .select()
      .from(eventRecipients)
      .where(eq(eventRecipients.eventId, event.id));
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(byUser.get(member().id)).toMatchObject({
      noticeType: 'Hủy sự kiện',
      seenState: 'Chưa xem',
      note: 'Trùng lịch đại hội cấp trên',
    });
    expect(byUser.get(t.world.elsewhereChair.id)).toMatchObject({ seenState: 'Đã xem' });

    const audit = (await auditRows(t.ctx, 'event', event.id)).find((r) => r.action === 'cancel');
    expect(audit).toMatchObject({
      before: { thoiGianHuy: null },
      after: { lyDoHuy: 'Trùng lịch đại hội cấp trên' },
    });
  });

  it('tells nobody unless asked, and refuses to cancel twice', async () => {
    const event = await eventTold([member().id]);
    const res = await cancel(event.id, {});
    expect(res.json().data).toMatchObject({ trangThai: 'Đã hủy', lyDoHuy: null, soNguoiDuocBao: 0 });
    const [row] = await t.ctx.database.db
      .select()
      .from(eventRecipients)
      .where(and(eq(eventRecipients.eventId, event.id), eq(eventRecipients.userId, member().id)));
    expect(row).toMatchObject({ noticeType: 'Thông báo sự kiện', seenState: 'Đã xem' });
    const again = await cancel(event.id, { thongBao: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'event_cancelled', message: 'Sự kiện đã bị hủy' });
  });

  it('refuses Zalo while the OA is not configured, and writes nothing', async () => {
    const event = await eventTold([member().id]);
    const sentBefore = (await t.ctx.database.db.select().from(notificationRecipients)).length;
    const res = await cancel(event.id, { lyDo: 'Mưa bão', thongBao: true, guiZalo: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'zalo_not_configured', message: 'Chưa cấu hình Zalo OA' });
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.cancelledAt).toBeNull();
    expect((await t.ctx.database.db.select().from(notificationRecipients)).length).toBe(sentBefore);
  });

  it('is refused on an event the caller does not manage', async () => {
    const event = await buildEvent(t.ctx, { organizer: t.world.elsewhereChair });
    expect((await cancel(event.id, {})).statusCode).toBe(404);
  });
});
