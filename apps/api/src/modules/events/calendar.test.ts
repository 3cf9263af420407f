import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { buildEvent, buildEventType, downloadHeaders, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;
const officer = () => t.world.as.provincialOfficer;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

interface CalendarItem {
  id: number;
  tenSuKien: string;
  trangThai: string;
  loaiSuKien: { id: number; ten: string; mauSac: string } | null;
  coTheQuanLy: boolean;
}

const calendar = async (token: string, query: Record<string, string | number>) => {
  const res = await t.call('GET', '/su-kien/all', { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CalendarItem[];
};

/** Events of grassroots[0] in March 2032 (Việt Nam time), one of another union. */
const march: Record<'before' | 'first' | 'spanning' | 'last' | 'after' | 'elsewhere', { id: number }> =
  {} as never;
let meeting: { id: number; color: string; name: string };

beforeAll(async () => {
  meeting = await buildEventType(t.ctx, { color: '#531dab' });
  const organizer = chair();
  march.before = await buildEvent(t.ctx, {
    organizer,
    name: 'Cuối tháng Hai',
    startsAt: at('2032-02-28T01:00:00Z'),
    endsAt: at('2032-02-28T03:00:00Z'),
  });
  march.spanning = await buildEvent(t.ctx, {
    organizer,
    name: 'Hội thao kéo dài',
    startsAt: at('2032-02-29T01:00:00Z'),
    endsAt: at('2032-03-02T10:00:00Z'),
  });
  march.first = await buildEvent(t.ctx, {
    organizer,
    name: 'Họp Ban chấp hành tháng 3',
    typeId: meeting.id,
    startsAt: at('2032-03-05T01:00:00Z'),
    endsAt: at('2032-03-05T03:00:00Z'),
  });
  march.last = await buildEvent(t.ctx, {
    organizer,
    name: 'Tổng kết quý I',
    startsAt: at('2032-03-31T09:00:00Z'),
    endsAt: at('2032-03-31T11:00:00Z'),
  });
  march.after = await buildEvent(t.ctx, {
    organizer,
    name: 'Đầu tháng Tư',
    startsAt: at('2032-04-01T01:00:00Z'),
    endsAt: at('2032-04-01T03:00:00Z'),
  });
  march.elsewhere = await buildEvent(t.ctx, {
    organizer: t.world.elsewhereChair,
    startsAt: at('2032-03-10T01:00:00Z'),
  });
});

const MARCH = { from: '2032-03-01', to: '2032-04-01' };

describe('the calendar feed (su-kien/all)', () => {
  it('answers the events overlapping the window that the caller may read, by start, with their type colour', async () => {
    const items = await calendar(chair().token, MARCH);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([march.spanning.id, march.first.id, march.last.id]);
    expect(items[1]).toEqual({
      id: march.first.id,
      tenSuKien: 'Họp Ban chấp hành tháng 3',
      thoiGianBatDau: '2032-03-05T01:00:00.000Z',
      thoiGianKetThuc: '2032-03-05T03:00:00.000Z',
      diaDiem: null,
      trangThai: 'Đang chuẩn bị',
      loaiSuKienId: meeting.id,
      loaiSuKien: { id: meeting.id, ten: meeting.name, mauSac: '#531dab' },
      organizationId: t.world.grassroots[0].id,
      coTheQuanLy: true,
    });
    // The province sees the other union's event too.
    expect((await calendar(officer().token, MARCH)).map((i) => i.id)).toContain(march.elsewhere.id);
    // A member reads their union's calendar, and manages none of it.
    const asMember = await calendar(t.world.as.member.token, MARCH);
    expect(asMember.map((i) => i.id)).toContain(march.first.id);
    expect(asMember.every((i) => !i.coTheQuanLy)).toBe(true);
  });

  it('filters by type', async () => {
    const items = await calendar(chair().token, { ...MARCH, loaiSuKienId: meeting.id });
    expect(items.map((i) => i.id)).toEqual([march.first.id]);
  });

  it('refuses a window longer than 400 days or ending before it starts', async () => {
    const long = await t.call('GET', '/su-kien/all', {
      token: chair().token,
      query: { from: '2032-01-01', to: '2033-03-01' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Khoảng thời gian xem lịch tối đa 400 ngày (to)',
    });
    const backwards = await t.call('GET', '/su-kien/all', {
      token: chair().token,
      query: { from: '2032-03-01', to: '2032-02-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Thời điểm kết thúc phải sau thời điểm bắt đầu (to)');
    const bad = await t.call('GET', '/su-kien/all', { token: chair().token, query: { from: 'thứ hai' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the derived status', () => {
  it('is computed from the times when read, a cancellation stored; the list filters by it in SQL', async () => {
    const tag = `Trạng thái ${Math.random().toString(36).slice(2, 6)}`;
    const now = Date.now();
    const organizer = chair();
    const upcoming = await buildEvent(t.ctx, {
      organizer,
      name: `${tag} sắp tới`,
      startsAt: new Date(now + DAY),
    });
    const running = await buildEvent(t.ctx, {
      organizer,
      name: `${tag} đang diễn ra`,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    });
    const ended = await buildEvent(t.ctx, {
      organizer,
      name: `${tag} đã xong`,
      startsAt: new Date(now - 2 * DAY),
      endsAt: new Date(now - DAY),
    });
    const cancelled = await buildEvent(t.ctx, {
      organizer,
      name: `${tag} bị hủy`,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
      cancelledAt: new Date(),
    });
    const statusOf = async (id: number) =>
      (await t.call('GET', `/su-kien/${id}`, organizer.token)).json().data.trangThai;
    expect(await statusOf(upcoming.id)).toBe('Đang chuẩn bị');
    expect(await statusOf(running.id)).toBe('Đang diễn ra');
    expect(await statusOf(ended.id)).toBe('Đã kết thúc');
    expect(await statusOf(cancelled.id)).toBe('Đã hủy');
    const filtered = async (trangThai: string) =>
      (await t.call('GET', '/su-kien', { token: organizer.token, query: { search: tag, trangThai } }))
        .json()
        .data.list.map((e: { id: number }) => e.id);
    expect(await filtered('Đang chuẩn bị')).toEqual([upcoming.id]);
    expect(await filtered('Đang diễn ra')).toEqual([running.id]);
    expect(await filtered('Đã kết thúc')).toEqual([ended.id]);
    expect(await filtered('Đã hủy')).toEqual([cancelled.id]);
    const bad = await t.call('GET', '/su-kien', { token: organizer.token, query: { trangThai: 'Hoãn' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(
      /^Trạng thái là một trong: Đang chuẩn bị, Đang diễn ra, Đã kết thúc, Đã hủy/,
    );
  });
});

/** The lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('iCalendar', () => {
  it('downloads one event as a valid .ics: stable UID, UTC times, plain-text description, folded CRLF lines', async () => {
    const event = await buildEvent(t.ctx, {
      organizer: chair(),
      name: 'Hội nghị người lao động năm 2032',
      location: 'Hội trường Công ty, Lô B2, KCN Quế Võ',
      content: `<p>Nội dung: <strong>báo cáo</strong> &amp; thảo luận</p><ul><li>Phần 1</li><li>Phần 2</li></ul><p>${'Rất dài. '.repeat(20)}</p>`,
      startsAt: at('2032-05-05T01:00:00Z'),
      endsAt: at('2032-05-05T04:30:00Z'),
      typeId: meeting.id,
    });
    const res = await t.call('GET', `/su-kien/${event.id}/ics`, chair().token);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(
      downloadHeaders(`su-kien-${event.id}.ics`, 'text/calendar; charset=utf-8'),
    );
    const text = res.body;
    // Every line ends in CRLF, and none is longer than 75 octets (longer ones are folded).
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'VERSION:2.0', 'END:VCALENDAR']));

    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const ev = new ICAL.Event(vevent);
    expect(ev.uid).toBe(`su-kien-${event.id}@congdoan.local`);
    expect(ev.summary).toBe('Hội nghị người lao động năm 2032');
    expect(ev.location).toBe('Hội trường Công ty, Lô B2, KCN Quế Võ');
    expect(ev.startDate.toJSDate().toISOString()).toBe('2032-05-05T01:00:00.000Z');
    expect(ev.endDate.toJSDate().toISOString()).toBe('2032-05-05T04:30:00.000Z');
    expect(ev.startDate.zone?.tzid).toBe('UTC');
    expect(ev.description).toContain('Nội dung: báo cáo & thảo luận\nPhần 1\nPhần 2');
    expect(ev.description).toContain(`Loại sự kiện: ${meeting.name}`);
    expect(ev.description).not.toMatch(/<|&amp;/);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // The same event, downloaded again after a change: the same UID, a higher SEQUENCE.
    const sequence = Number(vevent.getFirstPropertyValue('sequence'));
    await t.ctx.database.db
      .update(events)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(events.id, event.id));
    const again = new ICAL.Component(
      ICAL.parse((await t.call('GET', `/su-kien/${event.id}/ics`, chair().token)).body),
    );
    const second = again.getFirstSubcomponent('vevent')!;
    expect(second.getFirstPropertyValue('uid')).toBe(`su-kien-${event.id}@congdoan.local`);
    expect(Number(second.getFirstPropertyValue('sequence'))).toBeGreaterThan(sequence);
  });

  it('downloads the calendar window as .ics, a cancelled event as CANCELLED', async () => {
    const cancelled = await buildEvent(t.ctx, {
      organizer: chair(),
      name: 'Giao lưu bị hủy',
      startsAt: at('2032-03-20T01:00:00Z'),
      cancelledAt: new Date(),
    });
    const res = await t.call('GET', '/su-kien/ics', { token: chair().token, query: MARCH });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('lich-su-kien.ics', 'text/calendar; charset=utf-8'));
    const comps = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
    const byUid = new Map(comps.map((c) => [c.getFirstPropertyValue('uid'), c]));
    expect([...byUid.keys()]).toEqual(
      [march.spanning, march.first, cancelled, march.last].map((e) => `su-kien-${e.id}@congdoan.local`),
    );
    expect(byUid.get(`su-kien-${cancelled.id}@congdoan.local`)!.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
    const tooLong = await t.call('GET', '/su-kien/ics', {
      token: chair().token,
      query: { from: '2030-01-01', to: '2032-01-01' },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
