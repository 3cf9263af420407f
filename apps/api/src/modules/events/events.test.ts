import { ROLE_IDS } from '@congdoan/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventAudienceOrganizations,
  eventAudienceRoles,
  eventRecipients,
  events,
} from '../../db/schema/index.js';
import {
  auditRows,
  buildEvent,
  buildEventType,
  buildRegistration,
  buildUser,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp({ world: true });
const w = () => t.world;
const chair = () => w().as.chair;
const member = () => w().as.member;
const officer = () => w().as.provincialOfficer;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * HOUR).toISOString();

let serial = 0;
const body = (extra: object = {}) => ({
  tenSuKien: `Hội nghị người lao động ${++serial}`,
  thoiGianBatDau: inDays(10),
  thoiGianKetThuc: inDays(10, 3),
  diaDiem: 'Hội trường tầng 3',
  ...extra,
});

const eventCount = async () => (await t.ctx.database.db.select({ n: count() }).from(events))[0]!.n;

async function create(token: string, extra: object = {}) {
  const res = await t.call('POST', '/su-kien', token, body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const get = (id: number, token: string) => t.call('GET', `/su-kien/${id}`, token);
const listed = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await t.call('GET', '/su-kien', { token, query: { limit: 200, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((e) => e.id);
};

/** Events of the other ward's union: out of reach of grassroots[0]'s officers. */
let elsewhereEvent: { id: number };
beforeAll(async () => {
  elsewhereEvent = await buildEvent(t.ctx, {
    organizer: w().elsewhereChair,
    name: 'Đại hội công đoàn nơi khác',
  });
});

describe('creating an event', () => {
  it("belongs to the caller's organisation by default, its ward and zone copied; the creator is the caller, never the body's", async () => {
    const type = await buildEventType(t.ctx);
    const item = await create(chair().token, {
      loaiSuKienId: type.id,
      nguoiTao: String(officer().id),
      noiDungSuKien: '<p>Báo cáo <strong>tổng kết</strong> năm</p>',
      doiTuong: 'Toàn thể đoàn viên',
      ghiChu: 'Mang theo thẻ đoàn viên',
      soLuongThamGiaDuKien: 120,
    });
    expect(item).toMatchObject({
      organizationId: w().grassroots[0].id,
      organization: { id: w().grassroots[0].id, name: w().grassroots[0].name },
      nguoiTao: chair().id,
      nguoiTaoUser: { id: chair().id },
      loaiSuKien: { id: type.id, ten: type.name, mauSac: type.color },
      trangThai: 'Đang chuẩn bị',
      noiDungSuKien: '<p>Báo cáo <strong>tổng kết</strong> năm</p>',
      doiTuong: 'Toàn thể đoàn viên',
      soLuongThamGiaDuKien: 120,
      moDangKy: false,
      coTheQuanLy: true,
      files: [],
      soFile: 0,
    });
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, item.id));
    expect(row).toMatchObject({
      xaPhuongId: w().grassroots[0].xaPhuongId,
      cumKhuCnId: w().grassroots[0].cumKhuCnId,
      createdBy: chair().id,
    });
    expect((await auditRows(t.ctx, 'event', item.id))[0]).toMatchObject({
      action: 'create',
      actorId: chair().id,
      after: { tenSuKien: item.tenSuKien, diaDiem: 'Hội trường tầng 3' },
    });
  });

  it('takes an organiser in the caller’s scope, with its unit, and refuses one outside it', async () => {
    const [, second] = w().grassroots;
    const item = await create(w().wardUnionChair.token, { organizationId: second.id });
    expect(item.organizationId).toBe(second.id);
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, item.id));
    expect(row).toMatchObject({ xaPhuongId: second.xaPhuongId, cumKhuCnId: null });

    const before = await eventCount();
    const res = await t.call('POST', '/su-kien', chair().token, body({ organizationId: second.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'event_organization_ref_invalid',
      message: 'Đơn vị tổ chức không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
    });
    expect(await eventCount()).toBe(before);
  });

  it('keeps the audience: organisations in scope (with or without their units) and roles', async () => {
    const item = await create(w().wardUnionChair.token, {
      doiTuongDonVi: [
        { organizationId: w().grassroots[1].id, baoGomCapDuoi: false },
        { organizationId: w().grassroots[0].id },
      ],
      doiTuongVaiTroIds: [ROLE_IDS.member, ROLE_IDS.executiveMember],
      moDangKy: true,
      hanDangKy: inDays(9),
      soLuongToiDa: 50,
    });
    expect(item.doiTuongDonVi).toEqual(
      expect.arrayContaining([
        { organizationId: w().grassroots[1].id, name: w().grassroots[1].name, baoGomCapDuoi: false },
        { organizationId: w().grassroots[0].id, name: w().grassroots[0].name, baoGomCapDuoi: true },
      ]),
    );
    expect(item.doiTuongVaiTro.map((r: { id: number }) => r.id).sort()).toEqual(
      [ROLE_IDS.executiveMember, ROLE_IDS.member].sort(),
    );
    expect(item).toMatchObject({ moDangKy: true, soLuongToiDa: 50 });
  });

  it('refuses an audience or a type that does not exist or lies outside the scope, and writes nothing', async () => {
    const before = await eventCount();
    const cases: [object, string, string][] = [
      [
        { doiTuongDonVi: [{ organizationId: w().elsewhere.id }] },
        'event_audience_ref_invalid',
        'Đơn vị hoặc vai trò tham gia không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
      ],
      [
        { doiTuongVaiTroIds: [999999] },
        'event_audience_ref_invalid',
        'Đơn vị hoặc vai trò tham gia không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn',
      ],
      [{ loaiSuKienId: 999999 }, 'event_type_ref_invalid', 'Loại sự kiện không tồn tại'],
      [
        { thoiGianKetThuc: inDays(9) },
        'validation_failed',
        'Thời gian kết thúc phải sau thời gian bắt đầu (thoiGianKetThuc)',
      ],
      [
        { moDangKy: true, hanDangKy: inDays(11) },
        'validation_failed',
        'Hạn đăng ký phải trước thời gian kết thúc sự kiện (hanDangKy)',
      ],
      [{ tenSuKien: '' }, 'validation_failed', 'Tên sự kiện không được để trống (tenSuKien)'],
      [
        { thoiGianBatDau: 'ngày mai' },
        'validation_failed',
        'Thời gian bắt đầu phải là định dạng ngày hợp lệ (thoiGianBatDau)',
      ],
    ];
    for (const [extra, code, message] of cases) {
      const res = await t.call('POST', '/su-kien', chair().token, body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ code, message });
    }
    expect(await eventCount()).toBe(before);
  });

  it('reads a time without an offset as Việt Nam time', async () => {
    const item = await create(chair().token, {
      thoiGianBatDau: '2031-03-08T08:00',
      thoiGianKetThuc: '2031-03-08T11:30',
    });
    expect(item.thoiGianBatDau).toBe('2031-03-08T01:00:00.000Z');
    expect(item.thoiGianKetThuc).toBe('2031-03-08T04:30:00.000Z');
  });
});

describe('who sees and who manages an event', () => {
  it("hides another union's event from a chair: not listed, and 404 to read, change, cancel or delete", async () => {
    const token = chair().token;
    expect(await listed(token)).not.toContain(elsewhereEvent.id);
    const calls = [
      t.call('GET', `/su-kien/${elsewhereEvent.id}`, token),
      t.call('PATCH', `/su-kien/${elsewhereEvent.id}`, token, { tenSuKien: 'Đổi tên' }),
      t.call('POST', `/su-kien/${elsewhereEvent.id}/huy`, token, {}),
      t.call('DELETE', `/su-kien/${elsewhereEvent.id}`, token),
      t.call('GET', `/su-kien/${elsewhereEvent.id}/files`, token),
      t.call('GET', `/su-kien/${elsewhereEvent.id}/ics`, token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'event_not_found', message: 'Sự kiện không tồn tại' });
    }
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, elsewhereEvent.id));
    expect(row).toMatchObject({ name: 'Đại hội công đoàn nơi khác', cancelledAt: null });
  });

  it('lets the province see and manage every event', async () => {
    const res = await get(elsewhereEvent.id, officer().token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coTheQuanLy).toBe(true);
  });

  it('shows a member the events they are invited to, and no other', async () => {
    const organizer = { ...chair(), id: chair().id };
    const forMembers = await buildEvent(t.ctx, { organizer, name: 'Ngày hội đoàn viên' });
    await t.ctx.database.db
      .insert(eventAudienceRoles)
      .values({ eventId: forMembers.id, roleId: ROLE_IDS.member });
    const forChairs = await buildEvent(t.ctx, { organizer, name: 'Họp chủ tịch' });
    await t.ctx.database.db
      .insert(eventAudienceRoles)
      .values({ eventId: forChairs.id, roleId: ROLE_IDS.chair });
    const forOtherUnion = await buildEvent(t.ctx, {
      organizer: w().wardUnionChair,
      name: 'Tập huấn cơ sở 2',
    });
    await t.ctx.database.db
      .insert(eventAudienceOrganizations)
      .values({ eventId: forOtherUnion.id, organizationId: w().grassroots[1].id });
    const province = await buildEvent(t.ctx, { organizer: officer(), name: 'Hội nghị toàn tỉnh' });

    const seen = await listed(member().token);
    expect(seen).toEqual(expect.arrayContaining([forMembers.id, province.id]));
    expect(seen).not.toContain(forChairs.id);
    expect(seen).not.toContain(forOtherUnion.id);
    expect(seen).not.toContain(elsewhereEvent.id);
    expect((await get(forChairs.id, member().token)).statusCode).toBe(404);
    const opened = await get(province.id, member().token);
    expect(opened.json().data).toMatchObject({ id: province.id, coTheQuanLy: false });
  });

  it('shows a user an event they were told of; reading it writes nothing, opening its page marks their notice seen', async () => {
    const told = await buildEvent(t.ctx, { organizer: w().elsewhereChair, name: 'Giao lưu liên đơn vị' });
    await t.ctx.database.db.insert(eventRecipients).values({ eventId: told.id, userId: member().id });
    const notice = async () =>
      (
        await t.ctx.database.db
          .select()
          .from(eventRecipients)
          .where(and(eq(eventRecipients.eventId, told.id), eq(eventRecipients.userId, member().id)))
      )[0]!;
    expect(await listed(member().token)).toContain(told.id);
    const res = await get(told.id, member().token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ soNguoiNhan: 1, soDaXem: 0 });
    expect(await notice()).toMatchObject({ seenState: 'Chưa xem', seenAt: null });

    const opened = await t.call('POST', `/su-kien/${told.id}/da-xem`, member().token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ success: true });
    expect((await get(told.id, member().token)).json().data).toMatchObject({ soNguoiNhan: 1, soDaXem: 1 });
    const row = await notice();
    expect(row.seenState).toBe('Đã xem');
    expect(row.seenAt).not.toBeNull();
    // Opened again: the first time seen stays.
    await t.call('POST', `/su-kien/${told.id}/da-xem`, member().token);
    expect((await notice()).seenAt).toEqual(row.seenAt);
  });

  it('marks nothing seen on an event the caller may not read: 404', async () => {
    const res = await t.call('POST', `/su-kien/${elsewhereEvent.id}/da-xem`, member().token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('event_not_found');
  });

  it('counts registrations by state, attendance, recipients and views, and the caller’s own registration', async () => {
    const event = await buildEvent(t.ctx, { organizer: chair(), registrationOpen: true, capacity: 2 });
    const people = await Promise.all(
      [1, 2, 3, 4].map(() => buildUser(t.ctx, { organizationId: w().grassroots[0].id })),
    );
    await buildRegistration(t.ctx, { eventId: event.id, userId: member().id, attendedAt: new Date() });
    await buildRegistration(t.ctx, { eventId: event.id, userId: people[0]!.id });
    await buildRegistration(t.ctx, { eventId: event.id, userId: people[1]!.id, state: 'danh_sach_cho' });
    await buildRegistration(t.ctx, { eventId: event.id, userId: people[2]!.id, state: 'da_huy' });
    await t.ctx.database.db.insert(eventRecipients).values([
      { eventId: event.id, userId: people[0]!.id, seenState: 'Đã xem' },
      { eventId: event.id, userId: people[3]!.id },
    ]);
    const asChair = (await get(event.id, chair().token)).json().data;
    expect(asChair).toMatchObject({
      soDaDangKy: 2,
      soChoDoi: 1,
      soDaDiemDanh: 1,
      soNguoiNhan: 2,
      soDaXem: 1,
      soLuongToiDa: 2,
      dangKyCuaToi: null,
    });
    const [inList] = (
      await t.call('GET', '/su-kien', { token: member().token, query: { search: event.name } })
    ).json().data.list;
    expect(inList).toMatchObject({ id: event.id, dangKyCuaToi: 'da_dang_ky', coTheQuanLy: false });
  });
});

describe('listing events', () => {
  it('searches name and place without accents, filters by type, organiser (with its units) and dates, newest start first', async () => {
    const tag = `Lọc${Math.random().toString(36).slice(2, 6)}`;
    const type = await buildEventType(t.ctx);
    const ward = w().wardUnionChair;
    const early = await buildEvent(t.ctx, {
      organizer: chair(),
      name: `${tag} Tập huấn an toàn`,
      startsAt: new Date('2031-05-01T01:00:00Z'),
      typeId: type.id,
    });
    const late = await buildEvent(t.ctx, {
      organizer: chair(),
      name: `${tag} Hội thao`,
      location: 'Sân vận động Quế Võ',
      startsAt: new Date('2031-06-01T01:00:00Z'),
    });
    const ofWard = await buildEvent(t.ctx, {
      organizer: { ...ward, organizationId: w().wardUnion.id },
      name: `${tag} Đại hội phường`,
      startsAt: new Date('2031-05-15T01:00:00Z'),
    });
    const token = officer().token;
    expect(await listed(token, { search: tag.toLowerCase().replace('ọ', 'o') })).toEqual([
      late.id,
      ofWard.id,
      early.id,
    ]);
    expect(await listed(token, { search: 'san van dong que vo' })).toContain(late.id);
    expect(await listed(token, { search: tag, loaiSuKienId: type.id })).toEqual([early.id]);
    // The ward union's events and those of the units under it.
    expect(await listed(token, { search: tag, organizationId: w().wardUnion.id })).toEqual([
      late.id,
      ofWard.id,
      early.id,
    ]);
    expect(await listed(token, { search: tag, organizationId: w().grassroots[0].id })).toEqual([
      late.id,
      early.id,
    ]);
    // A date is the whole day (Việt Nam time); the events that overlap the range.
    expect(await listed(token, { search: tag, tuNgay: '2031-05-01', denNgay: '2031-05-15' })).toEqual([
      ofWard.id,
      early.id,
    ]);
    expect(await listed(token, { search: tag, tuNgay: '2031-05-02' })).toEqual([late.id, ofWard.id]);
    const bad = await t.call('GET', '/su-kien', { token, query: { tuNgay: 'hôm qua' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Từ ngày không hợp lệ (tuNgay)');
  });
});

describe('deleting an event', () => {
  it('removes it with its registrations and notices, keeps its history, and answers 404 after', async () => {
    const item = await create(chair().token);
    await buildRegistration(t.ctx, { eventId: item.id, userId: member().id });
    const res = await t.call('DELETE', `/su-kien/${item.id}`, chair().token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await get(item.id, chair().token)).statusCode).toBe(404);
    expect(await t.ctx.database.db.select().from(events).where(eq(events.id, item.id))).toHaveLength(0);
    expect((await auditRows(t.ctx, 'event', item.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('shows an event’s change history to whoever may read it', async () => {
    const item = await create(chair().token);
    const patched = await t.call('PATCH', `/su-kien/${item.id}`, chair().token, {
      diaDiem: 'Nhà văn hóa công nhân',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const res = await t.call('GET', '/audit/history', {
      token: chair().token,
      query: { subject: 'event', recordId: item.id },
    });
    expect(res.statusCode).toBe(200);
    const history = res.json().data.list as {
      action: string;
      before: { diaDiem?: string };
      after: { diaDiem?: string };
    }[];
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      before: { diaDiem: 'Hội trường tầng 3' },
      after: { diaDiem: 'Nhà văn hóa công nhân' },
    });
    const outside = await t.call('GET', '/audit/history', {
      token: w().elsewhereChair.token,
      query: { subject: 'event', recordId: item.id },
    });
    expect(outside.statusCode).toBe(404);
  });
});
