import { pageLinks } from '@congdoan/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../db/schema/index.js';
import {
  auditRows,
  buildEvent,
  buildRegistration,
  buildUser,
  login,
  useTestApp,
} from '../../test/harness.js';

/**
 * Registrations: the events are the world's chair's (grassroots[0]), whose members are invited by
 * default; `elsewhere` and its chair are out of reach.
 */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A new member of the chair's union, signed in. */
async function person(fullName?: string) {
  const u = await buildUser(t.ctx, {
    organizationId: t.world.grassroots[0].id,
    ...(fullName ? { fullName } : {}),
  });
  return { id: u.id, fullName: u.fullName, token: (await login(t.ctx, u.username!)).accessToken };
}
type Person = Awaited<ReturnType<typeof person>>;

const openEvent = (input: Parameters<typeof buildEvent>[1] = {}) =>
  buildEvent(t.ctx, { organizer: chair(), registrationOpen: true, ...input });

const register = (eventId: number, who: { token: string }) =>
  t.call('POST', `/su-kien/${eventId}/dang-ky`, who.token);
const cancel = (eventId: number, who: { token: string }) =>
  t.call('DELETE', `/su-kien/${eventId}/dang-ky`, who.token);

type Item = {
  userId: number;
  trangThai: string;
  thuTuCho: number | null;
  dangKyLuc: string;
  themBoi: unknown;
};
const listOf = async (
  eventId: number,
  query: Record<string, string | number> = {},
  token = chair().token,
) => {
  const res = await t.call('GET', `/su-kien/${eventId}/dang-ky`, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Item[]; count: number; summary: Record<string, number | null> };
};
const stateOf = async (eventId: number) =>
  Object.fromEntries(
    (await listOf(eventId, { limit: 200 })).list.map((i) => [i.userId, [i.trangThai, i.thuTuCho]]),
  );

const rowCount = async (eventId: number) =>
  (
    await t.ctx.database.db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId))
  )[0]?.n;

describe('registering oneself', () => {
  it('registers a member for an event they are invited to; registering again changes nothing', async () => {
    const event = await openEvent({ capacity: 10 });
    const lan = await person('Nguyễn Thị Lan');
    const res = await register(event.id, lan);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      suKienId: event.id,
      tenSuKien: event.name,
      userId: lan.id,
      fullName: 'Nguyễn Thị Lan',
      organizationName: t.world.grassroots[0].name,
      trangThai: 'da_dang_ky',
      thuTuCho: null,
      huyLuc: null,
      themBoi: null,
      diemDanhLuc: null,
      cachDiemDanh: null,
    });
    const again = await register(event.id, lan);
    expect(again.json().data).toEqual(item);
    expect(await rowCount(event.id)).toBe(1);
    const [audit] = await auditRows(t.ctx, 'event', event.id);
    expect(audit).toMatchObject({ action: 'register', actorId: lan.id });
  });

  it('refuses when the event does not take registrations, and writes nothing', async () => {
    const lan = await person();
    const cases = [
      [{ registrationOpen: false }, 409, 'Sự kiện không mở đăng ký'],
      [{ registrationDeadline: new Date(Date.now() - HOUR) }, 409, 'Đã hết hạn đăng ký'],
      [
        { startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - HOUR) },
        409,
        'Sự kiện đã kết thúc',
      ],
      [{ cancelledAt: new Date() }, 409, 'Sự kiện đã bị hủy'],
    ] as const;
    for (const [input, status, message] of cases) {
      const event = await openEvent(input);
      const res = await register(event.id, lan);
      expect(res.statusCode, JSON.stringify(input)).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await rowCount(event.id)).toBe(0);
    }
    // still open before its deadline
    const open = await openEvent({ registrationDeadline: new Date(Date.now() + HOUR) });
    expect((await register(open.id, lan)).statusCode).toBe(200);
  });

  it('answers 404 for an event the member cannot see (another union’s)', async () => {
    const theirs = await buildEvent(t.ctx, { organizer: t.world.elsewhereChair, registrationOpen: true });
    const lan = await person();
    for (const res of [
      await register(theirs.id, lan),
      await register(999_999, lan),
      await cancel(theirs.id, lan),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('event_not_found');
    }
    expect(await rowCount(theirs.id)).toBe(0);
  });

  it('puts those beyond the capacity on a waiting list and moves the first up when a place frees, telling them', async () => {
    const event = await openEvent({ capacity: 2, name: 'Giải bóng đá công nhân' });
    const [a, b, c, d] = [await person(), await person(), await person(), await person()];
    for (const p of [a, b, c, d]) expect((await register(event.id, p)).statusCode).toBe(200);
    expect(await stateOf(event.id)).toEqual({
      [a.id]: ['da_dang_ky', null],
      [b.id]: ['da_dang_ky', null],
      [c.id]: ['danh_sach_cho', 1],
      [d.id]: ['danh_sach_cho', 2],
    });
    expect((await listOf(event.id)).summary).toEqual({
      daDangKy: 2,
      danhSachCho: 2,
      daHuy: 0,
      daDiemDanh: 0,
      soLuongToiDa: 2,
    });

    const cancelled = await cancel(event.id, b);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ trangThai: 'da_huy' });
    expect(cancelled.json().data.huyLuc).not.toBeNull();
    expect(await stateOf(event.id)).toMatchObject({
      [b.id]: ['da_huy', null],
      [c.id]: ['da_dang_ky', null],
      [d.id]: ['danh_sach_cho', 1],
    });
    const bell = (await t.call('GET', '/thong-bao/user/my-notifications', c.token)).json().data.list;
    expect(bell[0]).toMatchObject({
      tieuDe: 'Bạn đã được chuyển từ danh sách chờ sang danh sách đăng ký: Giải bóng đá công nhân',
      duongDan: pageLinks.eventDetail.getHref(event.id),
    });
    // nobody else was told
    expect((await t.call('GET', '/thong-bao/user/my-notifications', d.token)).json().data.count).toBe(0);
    const actions = (await auditRows(t.ctx, 'event', event.id)).map((r) => r.action);
    expect(actions.slice(-2)).toEqual(['cancel-registration', 'promote-waiting']);

    // a waiter cancelling frees no place; re-registering after a cancel goes to the end
    expect((await cancel(event.id, d)).statusCode).toBe(200);
    expect((await register(event.id, b)).json().data).toMatchObject({
      trangThai: 'danh_sach_cho',
      thuTuCho: 1,
    });
    expect((await register(event.id, d)).json().data).toMatchObject({
      trangThai: 'danh_sach_cho',
      thuTuCho: 2,
    });
    // cancelling twice: nothing left to cancel
    const twice = await cancel(event.id, await person());
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('Không tìm thấy đăng ký');
  });

  it('never exceeds the capacity when many register at once', async () => {
    const event = await openEvent({ capacity: 3 });
    const people: Person[] = [];
    for (let i = 0; i < 8; i++) people.push(await person());
    const answers = await Promise.all(people.map((p) => register(event.id, p)));
    expect(answers.map((r) => r.statusCode)).toEqual(people.map(() => 200));
    const { summary, list } = await listOf(event.id, { limit: 50 });
    expect(summary).toMatchObject({ daDangKy: 3, danhSachCho: 5 });
    expect(list.filter((i) => i.trangThai === 'danh_sach_cho').map((i) => i.thuTuCho)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    // and a burst of cancellations moves exactly as many up
    const registered = list.filter((i) => i.trangThai === 'da_dang_ky').map((i) => i.userId);
    await Promise.all(people.filter((p) => registered.includes(p.id)).map((p) => cancel(event.id, p)));
    expect((await listOf(event.id)).summary).toMatchObject({ daDangKy: 3, danhSachCho: 2, daHuy: 3 });
  });

  it('lets one cancel until the event has ended', async () => {
    const lan = await person();
    const event = await openEvent({
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    await buildRegistration(t.ctx, { eventId: event.id, userId: lan.id });
    const res = await cancel(event.id, lan);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sự kiện đã kết thúc');
  });
});

describe("the officers' list and changes", () => {
  it('lists registered, then waiting in order, then cancelled, with search, filters and the summary', async () => {
    const event = await openEvent({ capacity: 1 });
    const an = await person('Lê Văn An');
    const cuong = await person('Phạm Văn Cường');
    const binh = await person('Trần Thị Bình');
    await buildRegistration(t.ctx, {
      eventId: event.id,
      userId: cuong.id,
      registeredAt: new Date(Date.now() - 3 * HOUR),
    });
    await buildRegistration(t.ctx, {
      eventId: event.id,
      userId: binh.id,
      state: 'danh_sach_cho',
      registeredAt: new Date(Date.now() - 2 * HOUR),
    });
    await buildRegistration(t.ctx, {
      eventId: event.id,
      userId: an.id,
      state: 'danh_sach_cho',
      registeredAt: new Date(Date.now() - HOUR),
    });
    const page = await listOf(event.id);
    expect(page.list.map((i) => [i.userId, i.trangThai, i.thuTuCho])).toEqual([
      [cuong.id, 'da_dang_ky', null],
      [binh.id, 'danh_sach_cho', 1],
      [an.id, 'danh_sach_cho', 2],
    ]);
    expect(page).toMatchObject({ count: 3, summary: { daDangKy: 1, danhSachCho: 2, soLuongToiDa: 1 } });
    expect((await listOf(event.id, { search: 'le van an' })).list.map((i) => i.userId)).toEqual([an.id]);
    expect((await listOf(event.id, { trangThai: 'da_dang_ky' })).count).toBe(1);
    expect((await listOf(event.id, { diemDanh: 'false' })).list.map((i) => i.userId)).toEqual([cuong.id]);
    expect((await listOf(event.id, { diemDanh: 'true' })).count).toBe(0);

    for (const token of [t.world.elsewhereChair.token, t.world.as.member.token]) {
      const res = await t.call('GET', `/su-kien/${event.id}/dang-ky`, token);
      expect(res.statusCode).toBe(404);
    }
  });

  it('adds people of the officer’s scope past the deadline, up to the capacity, then to the waiting list', async () => {
    const event = await openEvent({
      capacity: 2,
      registrationDeadline: new Date(Date.now() - HOUR),
      registrationOpen: false,
    });
    const [a, b, c] = [await person(), await person(), await person()];
    await buildRegistration(t.ctx, { eventId: event.id, userId: a.id });
    const add = (userIds: unknown[], token = chair().token) =>
      t.call('POST', `/su-kien/${event.id}/dang-ky/them`, token, { userIds });
    const res = await add([a.id, String(b.id), c.id, c.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      soDangKy: 1,
      soChoDoi: 1,
      soDaCo: 1,
      summary: { daDangKy: 2, danhSachCho: 1, daHuy: 0, daDiemDanh: 0, soLuongToiDa: 2 },
    });
    const items = (await listOf(event.id)).list;
    expect(items.find((i) => i.userId === b.id)).toMatchObject({
      trangThai: 'da_dang_ky',
      themBoi: { id: chair().id, fullName: expect.any(String) },
    });
    expect(items.find((i) => i.userId === c.id)).toMatchObject({ trangThai: 'danh_sach_cho', thuTuCho: 1 });
    expect((await auditRows(t.ctx, 'event', event.id)).at(-1)).toMatchObject({
      action: 'add-registrations',
      after: { registered: [b.id], waiting: [c.id] },
    });

    // someone out of the officer's scope refuses the whole call
    const far = await buildUser(t.ctx, { organizationId: t.world.elsewhere.id });
    const d = await person();
    const refused = await add([d.id, far.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'registration_user_ref_invalid',
      message: 'Có người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
    });
    expect(await rowCount(event.id)).toBe(3);
    for (const [body, message] of [
      [[], 'Vui lòng chọn người dùng'],
      [['x'], 'Mã người dùng không hợp lệ'],
    ] as const) {
      const bad = await add([...body]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    // another union's chair: not found; a member: no right
    expect((await add([d.id], t.world.elsewhereChair.token)).statusCode).toBe(404);
    expect((await add([d.id], t.world.as.member.token)).statusCode).toBe(403);
  });

  it("cancels someone's registration, moving the first waiter up", async () => {
    const event = await openEvent({ capacity: 1 });
    const [a, b] = [await person(), await person()];
    await register(event.id, a);
    await register(event.id, b);
    const res = await t.call('DELETE', `/su-kien/${event.id}/dang-ky/${a.id}`, chair().token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ userId: a.id, trangThai: 'da_huy' });
    expect(await stateOf(event.id)).toMatchObject({ [b.id]: ['da_dang_ky', null] });
    expect((await t.call('DELETE', `/su-kien/${event.id}/dang-ky/${a.id}`, chair().token)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('DELETE', `/su-kien/${event.id}/dang-ky/${b.id}`, t.world.elsewhereChair.token))
        .statusCode,
    ).toBe(404);
    expect(
      await t.ctx.database.db
        .select({ state: eventRegistrations.state })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, b.id))),
    ).toEqual([{ state: 'da_dang_ky' }]);
  });
});

describe('GET dang-ky-su-kien (across events)', () => {
  it('gives an officer the registrations of the events they manage and their own, a member only their own', async () => {
    const mine = await openEvent({ startsAt: new Date(Date.now() + 2 * DAY) });
    const later = await openEvent({ startsAt: new Date(Date.now() + 20 * DAY) });
    const theirs = await buildEvent(t.ctx, { organizer: t.world.elsewhereChair, registrationOpen: true });
    const [a, b] = [await person(), await person()];
    await buildRegistration(t.ctx, { eventId: mine.id, userId: a.id });
    await buildRegistration(t.ctx, { eventId: later.id, userId: b.id, state: 'danh_sach_cho' });
    const far = await buildUser(t.ctx, { organizationId: t.world.elsewhere.id });
    await buildRegistration(t.ctx, { eventId: theirs.id, userId: far.id });
    // the chair registered himself for an event of the other union (he was told of it)
    await buildRegistration(t.ctx, { eventId: theirs.id, userId: chair().id });

    const list = async (token: string, query: Record<string, string | number> = {}) => {
      const res = await t.call('GET', '/dang-ky-su-kien', { token, query: { limit: 200, ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { list: (Item & { suKienId: number })[]; count: number; totalPages: number };
    };
    const seen = (await list(chair().token)).list.map((i) => [i.suKienId, i.userId]);
    expect(seen).toEqual(
      expect.arrayContaining([
        [mine.id, a.id],
        [later.id, b.id],
        [theirs.id, chair().id],
      ]),
    );
    expect(seen).not.toContainEqual([theirs.id, far.id]);
    // the latest event first
    expect(seen.findIndex(([e]) => e === later.id)).toBeLessThan(seen.findIndex(([e]) => e === mine.id));
    expect((await list(a.token)).list.map((i) => [i.suKienId, i.userId])).toEqual([[mine.id, a.id]]);
    expect((await list(chair().token, { suKienId: later.id })).list.map((i) => i.userId)).toEqual([b.id]);
    expect((await list(chair().token, { trangThai: 'danh_sach_cho', suKienId: later.id })).count).toBe(1);
    const windowed = await list(chair().token, {
      tuNgay: new Date(Date.now() + DAY).toISOString(),
      denNgay: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(windowed.list.map((i) => i.suKienId)).toContain(mine.id);
    expect(windowed.list.map((i) => i.suKienId)).not.toContain(later.id);
    expect((await list(t.world.as.admin.token, { suKienId: theirs.id })).count).toBe(2);
  });
});
