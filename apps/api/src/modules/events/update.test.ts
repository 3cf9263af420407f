import { ROLE_IDS } from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, events, notificationRecipients } from '../../db/schema/index.js';
import { auditRows, buildEventType, buildRegistration, buildUser, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = new Date(Date.now() + 20 * DAY);
const iso = (ms: number) => new Date(START.getTime() + ms).toISOString();

let serial = 0;
async function create(extra: object = {}, token = chair().token) {
  const type = await buildEventType(t.ctx);
  const res = await t.call('POST', '/su-kien', token, {
    tenSuKien: `Đại hội công đoàn cơ sở ${++serial}`,
    thoiGianBatDau: iso(0),
    thoiGianKetThuc: iso(4 * HOUR),
    noiDungSuKien: '<p>Chương trình đại hội</p>',
    diaDiem: 'Hội trường',
    doiTuong: 'Đại biểu chính thức',
    ghiChu: 'Đúng giờ',
    loaiSuKienId: type.id,
    soLuongThamGiaDuKien: 100,
    doiTuongDonVi: [{ organizationId: t.world.grassroots[0].id }],
    doiTuongVaiTroIds: [ROLE_IDS.member],
    moDangKy: true,
    hanDangKy: iso(-DAY),
    soLuongToiDa: 100,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const patch = (id: number, body: object, token = chair().token) =>
  t.call('PATCH', `/su-kien/${id}`, token, body);
const read = async (id: number, token = chair().token) =>
  (await t.call('GET', `/su-kien/${id}`, token)).json().data;

describe('PATCH su-kien/{id}', () => {
  it('changes the fields given and keeps every other; an id in the body is ignored', async () => {
    const before = await create();
    const other = await create();
    const res = await patch(before.id, { id: other.id, ghiChu: 'Mang theo giấy mời' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(before.id);
    const { ghiChu, updatedAt, ...rest } = after;
    const { ghiChu: _g, updatedAt: _u, ...restBefore } = before;
    expect(ghiChu).toBe('Mang theo giấy mời');
    expect({ ...rest, files: undefined }).toEqual({ ...restBefore, files: undefined });
    expect((await read(other.id)).ghiChu).toBe('Đúng giờ');
  });

  it('clears with null or blank, and refuses to clear what is required', async () => {
    const item = await create();
    const res = await patch(item.id, { loaiSuKienId: null, ghiChu: '  ', soLuongToiDa: null, hanDangKy: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      loaiSuKienId: null,
      loaiSuKien: null,
      ghiChu: null,
      soLuongToiDa: null,
      hanDangKy: null,
    });
    const refused = await patch(item.id, { tenSuKien: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Tên sự kiện không được để trống (tenSuKien)');
  });

  it('checks the merged times again: an end before the stored start, a deadline after the stored end', async () => {
    const item = await create();
    const end = await patch(item.id, { thoiGianKetThuc: iso(-HOUR) });
    expect(end.statusCode).toBe(400);
    expect(end.json()).toMatchObject({
      code: 'event_time_invalid',
      message: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    });
    const start = await patch(item.id, { thoiGianBatDau: iso(5 * HOUR) });
    expect(start.json().code).toBe('event_time_invalid');
    const deadline = await patch(item.id, { hanDangKy: iso(5 * HOUR) });
    expect(deadline.statusCode).toBe(400);
    expect(deadline.json()).toMatchObject({
      code: 'event_deadline_invalid',
      message: 'Hạn đăng ký phải trước thời gian kết thúc sự kiện',
    });
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, item.id));
    expect(row!.endsAt.toISOString()).toBe(item.thoiGianKetThuc);
    // Both moved together is fine.
    const moved = await patch(item.id, { thoiGianBatDau: iso(DAY), thoiGianKetThuc: iso(DAY + 2 * HOUR) });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('replaces the audience lists given, keeps those left out, and checks them', async () => {
    const item = await create({}, t.world.wardUnionChair.token);
    const res = await patch(
      item.id,
      { doiTuongDonVi: [{ organizationId: t.world.grassroots[1].id, baoGomCapDuoi: false }] },
      t.world.wardUnionChair.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.doiTuongDonVi).toEqual([
      { organizationId: t.world.grassroots[1].id, name: t.world.grassroots[1].name, baoGomCapDuoi: false },
    ]);
    expect(res.json().data.doiTuongVaiTro.map((r: { id: number }) => r.id)).toEqual([ROLE_IDS.member]);
    const cleared = await patch(item.id, { doiTuongVaiTroIds: [] }, t.world.wardUnionChair.token);
    expect(cleared.json().data.doiTuongVaiTro).toEqual([]);
    const refused = await patch(
      item.id,
      { doiTuongDonVi: [{ organizationId: t.world.elsewhere.id }] },
      t.world.wardUnionChair.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('event_audience_ref_invalid');
    expect((await read(item.id, t.world.wardUnionChair.token)).doiTuongDonVi).toHaveLength(1);
  });

  it('moves an event to another organiser in scope, with its unit; refuses one outside it', async () => {
    const token = t.world.wardUnionChair.token;
    const item = await create({}, token);
    const [, second] = t.world.grassroots;
    const res = await patch(item.id, { organizationId: second.id }, token);
    expect(res.json().data.organizationId).toBe(second.id);
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, item.id));
    expect(row).toMatchObject({ organizationId: second.id, xaPhuongId: second.xaPhuongId, cumKhuCnId: null });
    const refused = await patch(item.id, { organizationId: t.world.elsewhere.id }, token);
    expect(refused.json().code).toBe('event_organization_ref_invalid');
  });

  it("'Đã hủy' cancels as the deployed clients send it, a derived status lifts the cancellation", async () => {
    const item = await create();
    const cancelled = await patch(item.id, { trangThai: 'Đã hủy' });
    expect(cancelled.json().data).toMatchObject({ trangThai: 'Đã hủy', thoiGianHuy: expect.any(String) });
    const lifted = await patch(item.id, { trangThai: 'Đang chuẩn bị' });
    expect(lifted.json().data).toMatchObject({
      trangThai: 'Đang chuẩn bị',
      thoiGianHuy: null,
      lyDoHuy: null,
    });
  });

  it('is audited with the record before and after; the vice chair may edit the union’s event', async () => {
    const item = await create();
    const res = await patch(item.id, { diaDiem: 'Nhà văn hóa' }, t.world.as.viceChair.token);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await auditRows(t.ctx, 'event', item.id)).at(-1)!;
    expect(row).toMatchObject({
      action: 'update',
      actorId: t.world.as.viceChair.id,
      before: { diaDiem: 'Hội trường', tenSuKien: item.tenSuKien },
      after: { diaDiem: 'Nhà văn hóa', tenSuKien: item.tenSuKien },
    });
  });
});

describe('the formatted text', () => {
  const hostile = [
    '<p onclick="steal()">Xin chào <b>đoàn viên</b><script>alert(1)</script></p>',
    '<img src="x" onerror="alert(2)">',
    '<a href="javascript:alert(3)">bấm</a>',
    '<a href="https://congdoan.vn/tai-lieu" target="_blank" onmouseover="x()">tài liệu</a>',
    '<p style="background:url(javascript:alert(4))">kiểu</p>',
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    '<h2>Mục</h2><ul><li><em>một</em></li></ul><blockquote>trích</blockquote>',
  ].join('');

  it('is cleaned on create: no script, no handler, no style, no javascript: link; basic formatting stays', async () => {
    const item = await create({ noiDungSuKien: hostile });
    const html: string = item.noiDungSuKien;
    for (const gone of [
      '<script',
      'alert(1)',
      'onerror',
      'onclick',
      'onmouseover',
      'javascript:',
      'style',
      '<img',
      '<iframe',
    ]) {
      expect(html).not.toContain(gone);
    }
    expect(html).toBe(
      '<p>Xin chào <b>đoàn viên</b></p><a>bấm</a><a href="https://congdoan.vn/tai-lieu" target="_blank" rel="noopener noreferrer">tài liệu</a><p>kiểu</p><h2>Mục</h2><ul><li><em>một</em></li></ul><blockquote>trích</blockquote>',
    );
  });

  it('is cleaned on update too; nothing left of it is no text', async () => {
    const item = await create();
    const res = await patch(item.id, {
      noiDungSuKien: '<script>alert(1)</script><p onmouseover="x()">Mới</p>',
    });
    expect(res.json().data.noiDungSuKien).toBe('<p>Mới</p>');
    const empty = await patch(item.id, { noiDungSuKien: '<script>alert(1)</script>' });
    expect(empty.json().data.noiDungSuKien).toBeNull();
  });
});

describe('PATCH su-kien/{id} and the waiting list', () => {
  it('raising the capacity moves the first waiters up, in the order they registered, and tells them', async () => {
    const event = await create({ soLuongToiDa: 1 });
    const [first, second, third] = [
      await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id }),
      await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id }),
      await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id }),
    ];
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    await buildRegistration(t.ctx, { eventId: event.id, userId: first.id, registeredAt: at(0) });
    await buildRegistration(t.ctx, {
      eventId: event.id,
      userId: second.id,
      state: 'danh_sach_cho',
      registeredAt: at(1),
    });
    await buildRegistration(t.ctx, {
      eventId: event.id,
      userId: third.id,
      state: 'danh_sach_cho',
      registeredAt: at(2),
    });

    const res = await patch(event.id, { soLuongToiDa: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ soLuongToiDa: 2, soDaDangKy: 2, soChoDoi: 1 });
    const states = await t.ctx.database.db
      .select({ userId: eventRegistrations.userId, state: eventRegistrations.state })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(Object.fromEntries(states.map((r) => [r.userId, r.state]))).toEqual({
      [first.id]: 'da_dang_ky',
      [second.id]: 'da_dang_ky',
      [third.id]: 'danh_sach_cho',
    });
    const inbox = await t.ctx.database.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(inArray(notificationRecipients.userId, [second.id, third.id]));
    expect(inbox.map((r) => r.userId)).toEqual([second.id]);
  });
});
