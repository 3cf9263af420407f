import { pageLinks } from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRecipients, events, outbox } from '../../db/schema/index.js';
import {
  auditRows,
  buildEvent,
  buildRegistration,
  buildUser,
  buildZaloAccount,
  inboxOf,
  login,
  useTestApp,
} from '../../test/harness.js';
import { remindRegistrants } from './reminders.js';

/**
 * The day-before reminder, run directly at chosen moments (no test app starts the scheduler). Each
 * test takes a day of its own, years ahead, so the events of one are never tomorrow for another.
 * 'manual': the Zalo messages stay queued for the test to read.
 */
const t = useTestApp({ world: true, outbox: 'manual' });
const db = () => t.ctx.database.db;

/** A moment in Việt Nam time: vn('2031-03-10', '07:30'). */
const vn = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

async function member() {
  const u = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
  return { id: u.id, token: (await login(t.ctx, u.username!)).accessToken };
}

/** An event of the world's chair starting at `startsAt`, with a registrant, a waiter and a canceller. */
async function eventWithPeople(startsAt: Date, input: Parameters<typeof buildEvent>[1] = {}) {
  const event = await buildEvent(t.ctx, { organizer: t.world.as.chair, startsAt, ...input });
  const [registered, waiting, cancelled] = [await member(), await member(), await member()];
  await buildRegistration(t.ctx, { eventId: event.id, userId: registered.id });
  await buildRegistration(t.ctx, { eventId: event.id, userId: waiting.id, state: 'danh_sach_cho' });
  await buildRegistration(t.ctx, { eventId: event.id, userId: cancelled.id, state: 'da_huy' });
  return { event, registered, waiting, cancelled };
}

const sentAt = async (eventId: number) =>
  (await db().select({ at: events.reminderSentAt }).from(events).where(eq(events.id, eventId)))[0]?.at ??
  null;

describe('remindRegistrants', () => {
  it('sends nothing before 07:00 the day before, then reminds the registrants only, once', async () => {
    const { event, registered, waiting, cancelled } = await eventWithPeople(vn('2031-03-11', '08:00'), {
      name: 'Hội nghị người lao động',
      location: 'Nhà văn hóa công nhân',
    });
    expect(await remindRegistrants(db(), vn('2031-03-10', '06:59'))).toEqual({ events: 0, notified: 0 });
    expect(await sentAt(event.id)).toBeNull();
    expect(await inboxOf(t.ctx, registered.token)).toEqual([]);

    expect(await remindRegistrants(db(), vn('2031-03-10', '07:00'))).toEqual({ events: 1, notified: 1 });
    expect(await sentAt(event.id)).not.toBeNull();
    const [bell] = await inboxOf(t.ctx, registered.token);
    expect(bell).toMatchObject({
      tieuDe: 'Nhắc nhở: Hội nghị người lao động',
      loaiThongBao: 'Nhắc nhở',
      duongDan: pageLinks.eventDetail.getHref(event.id),
    });
    expect(bell?.noiDung).toContain('Sự kiện bạn đã đăng ký sẽ diễn ra vào ngày mai');
    expect(bell?.noiDung).toContain('Thời gian: 08:00 11/03/2031');
    expect(bell?.noiDung).toContain('Địa điểm: Nhà văn hóa công nhân');
    const rows = await db().select().from(eventRecipients).where(eq(eventRecipients.eventId, event.id));
    expect(rows.map((r) => [r.userId, r.noticeType, r.seenState, r.sentBy])).toEqual([
      [registered.id, 'Nhắc nhở', 'Chưa xem', null],
    ]);
    expect(await inboxOf(t.ctx, waiting.token)).toEqual([]);
    expect(await inboxOf(t.ctx, cancelled.token)).toEqual([]);
    expect((await auditRows(t.ctx, 'event', event.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['remind', null],
    ]);

    // later runs of the day send nothing more
    expect(await remindRegistrants(db(), vn('2031-03-10', '15:00'))).toEqual({ events: 0, notified: 0 });
    expect(await inboxOf(t.ctx, registered.token)).toHaveLength(1);
  });

  it('leaves alone cancelled events, events not starting tomorrow, and events nobody is registered for yet', async () => {
    const now = vn('2032-05-20', '09:00');
    const cancelled = await eventWithPeople(vn('2032-05-21', '10:00'), { cancelledAt: new Date() });
    const today = await eventWithPeople(vn('2032-05-20', '20:00'));
    const later = await eventWithPeople(vn('2032-05-22', '00:00'));
    const empty = await buildEvent(t.ctx, {
      organizer: t.world.as.chair,
      startsAt: vn('2032-05-21', '23:30'),
    });
    expect(await remindRegistrants(db(), now)).toEqual({ events: 0, notified: 0 });
    for (const e of [cancelled.event, today.event, later.event, empty]) expect(await sentAt(e.id)).toBeNull();
    expect(await inboxOf(t.ctx, cancelled.registered.token)).toEqual([]);

    // someone registers for the empty one later that day: the next run reminds them
    const late = await member();
    await buildRegistration(t.ctx, { eventId: empty.id, userId: late.id });
    expect(await remindRegistrants(db(), vn('2032-05-20', '18:00'))).toEqual({ events: 1, notified: 1 });
    expect((await inboxOf(t.ctx, late.token)).map((n) => n.loaiThongBao)).toEqual(['Nhắc nhở']);
  });

  it('sends once when two runs (two instances) go at the same time', async () => {
    const { event, registered } = await eventWithPeople(vn('2033-07-02', '07:30'));
    const second = await member();
    await buildRegistration(t.ctx, { eventId: event.id, userId: second.id });
    const runs = await Promise.all([
      remindRegistrants(db(), vn('2033-07-01', '08:00')),
      remindRegistrants(db(), vn('2033-07-01', '08:00')),
    ]);
    expect(runs.reduce((n, r) => n + r.events, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.notified, 0)).toBe(2);
    expect(await inboxOf(t.ctx, registered.token)).toHaveLength(1);
    expect(await inboxOf(t.ctx, second.token)).toHaveLength(1);
  });

  it('queues a Zalo message to registrants who follow the OA when asked', async () => {
    const { event, registered } = await eventWithPeople(vn('2034-01-16', '14:00'));
    const account = await buildZaloAccount(t.ctx, { userId: registered.id });
    await remindRegistrants(db(), vn('2034-01-15', '07:05'), { zalo: true });
    const queued = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.channel, 'zalo')));
    const mine = queued
      .map((q) => q.payload as { zaloAccountId: number; text: string })
      .filter((p) => p.zaloAccountId === account.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain(`Nhắc nhở: ${event.name}`);
  });
});
