import { pageLinks, ROLE_IDS } from '@congdoan/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRecipients, notifications, outbox } from '../../db/schema/index.js';
import { auditRows, buildEvent, buildEventType, buildUser, login, useTestApp } from '../../test/harness.js';

/**
 * The sender is the world's chair (scope: grassroots[0] and below); the events are his union's
 * unless said otherwise. `elsewhere` and its chair are out of his reach, and he out of theirs.
 */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;
const member = () => t.world.as.member;
/** People of the chair's union: two members (one signed in) and a locked one; one of elsewhere. */
const user = { lan: 0, binh: 0, locked: 0, far: 0 };
let lanToken: string;

beforeAll(async () => {
  const mine = t.world.grassroots[0].id;
  const lan = await buildUser(t.ctx, { organizationId: mine, fullName: 'Nguyễn Thị Lan' });
  Object.assign(user, {
    lan: lan.id,
    binh: (await buildUser(t.ctx, { organizationId: mine, fullName: 'Trần Văn Bình', email: null })).id,
    locked: (await buildUser(t.ctx, { organizationId: mine, isActive: 0 })).id,
    far: (await buildUser(t.ctx, { organizationId: t.world.elsewhere.id })).id,
  });
  lanToken = (await login(t.ctx, lan.username!)).accessToken;
});

const eventOfChair = (input: Parameters<typeof buildEvent>[1] = {}) =>
  buildEvent(t.ctx, { organizer: chair(), location: 'Hội trường công ty', ...input });

const send = (body: object, token = chair().token) =>
  t.call('POST', '/nguoi-nhan-su-kien/gui-thong-bao', token, body);
const sendAll = (body: object, token = chair().token) =>
  t.call('POST', '/nguoi-nhan-su-kien/gui-thong-bao-tat-ca', token, body);

/** The recipient rows of an event, by user. */
const rowsOf = (eventId: number) =>
  t.ctx.database.db
    .select()
    .from(eventRecipients)
    .where(eq(eventRecipients.eventId, eventId))
    .orderBy(asc(eventRecipients.userId));

const inboxOf = async (token: string) => {
  const res = await t.call('GET', '/thong-bao/user/my-notifications', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as {
    id: number;
    tieuDe: string;
    noiDung: string;
    loaiThongBao: string;
    duongDan: string;
  }[];
};

const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

describe('POST nguoi-nhan-su-kien/gui-thong-bao', () => {
  it('tells the users named (suKienId a string) with the defaults, and reaches their bell with a link to the event', async () => {
    const event = await eventOfChair({ name: 'Hội nghị người lao động 2027' });
    const res = await send({
      suKienId: String(event.id),
      nguoiNhanIds: [String(user.lan), String(member().id)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'Gửi thông báo hoàn tất',
      soLuongGui: 2,
      daGuiCho: sorted(user.lan, member().id).map(String),
      loi: [],
      soZalo: 0,
      soEmail: 0,
    });
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => r.userId)).toEqual(sorted(user.lan, member().id));
    for (const row of rows) {
      expect(row).toMatchObject({
        noticeType: 'Thông báo sự kiện',
        note: '',
        seenState: 'Chưa xem',
        seenAt: null,
        sentBy: chair().id,
        notificationId: res.json().data.thongBaoId,
      });
    }
    const [bell] = await inboxOf(lanToken);
    expect(bell).toMatchObject({
      id: res.json().data.thongBaoId,
      tieuDe: 'Thông báo sự kiện: Hội nghị người lao động 2027',
      loaiThongBao: 'Thông báo sự kiện',
      duongDan: pageLinks.eventDetail.getHref(event.id),
    });
    expect(bell?.noiDung).toContain('Địa điểm: Hội trường công ty');
    const [audit] = await auditRows(t.ctx, 'event', event.id);
    expect(audit).toMatchObject({ action: 'notify', actorId: chair().id });
  });

  it('tells the holders of roles (suKienId a number), within the sender’s scope, active users only', async () => {
    const event = await eventOfChair();
    const res = await send({
      suKienId: event.id,
      roleIds: [ROLE_IDS.member],
      loaiThongBao: 'Thay đổi lịch',
      ghiChu: 'Dời sang 14 giờ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const told = (await rowsOf(event.id)).map((r) => r.userId);
    expect(told).toEqual(expect.arrayContaining([user.lan, user.binh, member().id]));
    expect(told).not.toContain(user.far);
    expect(told).not.toContain(user.locked);
    expect(told).not.toContain(chair().id);
    expect(res.json().data.soLuongGui).toBe(told.length);
    const [first] = await rowsOf(event.id);
    expect(first).toMatchObject({ noticeType: 'Thay đổi lịch', note: 'Dời sang 14 giờ' });
    const [bell] = await inboxOf(lanToken);
    expect(bell).toMatchObject({ tieuDe: `Thay đổi lịch: ${event.name}` });
    expect(bell?.noiDung.startsWith('Dời sang 14 giờ')).toBe(true);
  });

  it('reports each id it cannot send to in loi and sends to the others', async () => {
    const event = await eventOfChair();
    const res = await send({
      suKienId: String(event.id),
      nguoiNhanIds: [String(user.lan), 'abc', '999999', String(user.far), String(user.locked), 12.5],
      roleIds: [99_999],
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = ' Người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu của bạn';
    expect(res.json().data).toMatchObject({
      soLuongGui: 1,
      daGuiCho: [String(user.lan)],
      loi: [
        `abc:${out}`,
        `999999:${out}`,
        `${user.far}:${out}`,
        `${user.locked}:${out}`,
        `12.5:${out}`,
        'Vai trò 99999 không tồn tại',
      ],
    });
    expect((await rowsOf(event.id)).map((r) => r.userId)).toEqual([user.lan]);

    // nobody valid: nothing is written, and every id is reported
    const none = await send({ suKienId: event.id, nguoiNhanIds: [String(user.far)] });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toMatchObject({ soLuongGui: 0, daGuiCho: [], thongBaoId: null });
    expect(none.json().data.loi).toHaveLength(1);
  });

  it('refuses bad input in Vietnamese and writes nothing', async () => {
    const event = await eventOfChair();
    for (const [payload, message] of [
      [{ suKienId: event.id }, 'Vui lòng chọn người nhận'],
      [{ suKienId: event.id, nguoiNhanIds: [], roleIds: [] }, 'Vui lòng chọn người nhận'],
      [{ nguoiNhanIds: [String(user.lan)] }, 'ID sự kiện không được để trống'],
      [
        { suKienId: event.id, nguoiNhanIds: [String(user.lan)], loaiThongBao: 'Khác' },
        'Loại thông báo không hợp lệ',
      ],
      [{ suKienId: event.id, nguoiNhanIds: 'x' }, 'Danh sách người nhận phải là mảng'],
      [{ suKienId: event.id, nguoiNhanIds: [String(user.lan)], guiZalo: true }, 'Chưa cấu hình Zalo OA'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('answers 404 for an event the sender does not manage, as for one that does not exist', async () => {
    const theirs = await buildEvent(t.ctx, { organizer: t.world.elsewhereChair });
    for (const suKienId of [theirs.id, 999_999]) {
      const res = await send({ suKienId, nguoiNhanIds: [String(user.lan)] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'event_not_found', message: 'Sự kiện không tồn tại' });
    }
    // nor can that union's chair notify about the chair's event
    const mine = await eventOfChair();
    const res = await send(
      { suKienId: mine.id, nguoiNhanIds: [String(user.far)] },
      t.world.elsewhereChair.token,
    );
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(theirs.id)).toEqual([]);
  });

  it('takes only a cancellation notice for a cancelled event', async () => {
    const event = await eventOfChair({ cancelledAt: new Date() });
    const refused = await send({ suKienId: event.id, nguoiNhanIds: [String(user.lan)] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'event_cancelled', message: 'Sự kiện đã bị hủy' });
    const res = await send({
      suKienId: event.id,
      nguoiNhanIds: [String(user.lan)],
      loaiThongBao: 'Hủy sự kiện',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(event.id)).map((r) => r.noticeType)).toEqual(['Hủy sự kiện']);
  });

  it('sends again to the same person as one row, updated and back to unseen, with a new bell notice', async () => {
    const event = await eventOfChair();
    await send({ suKienId: event.id, nguoiNhanIds: [String(user.lan)], ghiChu: 'Lần một' });
    const seen = await t.call('PATCH', '/nguoi-nhan-su-kien/cap-nhat-trang-thai-xem', lanToken, {
      nguoiNhanId: String(user.lan),
      suKienId: String(event.id),
    });
    expect(seen.json().data.trangThaiXem).toBe('Đã xem');
    const again = await send({
      suKienId: event.id,
      nguoiNhanIds: [String(user.lan)],
      loaiThongBao: 'Nhắc nhở',
      ghiChu: 'Lần hai',
    });
    const rows = await rowsOf(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      noticeType: 'Nhắc nhở',
      note: 'Lần hai',
      seenState: 'Chưa xem',
      seenAt: null,
      notificationId: again.json().data.thongBaoId,
    });
    const bell = await inboxOf(lanToken);
    expect(
      bell.filter((n) => n.duongDan === pageLinks.eventDetail.getHref(event.id)).map((n) => n.tieuDe),
    ).toEqual([`Nhắc nhở: ${event.name}`, `Thông báo sự kiện: ${event.name}`]);
  });

  it('adds an e-mail for each recipient with an address when asked', async () => {
    const event = await eventOfChair({ name: 'Tập huấn an toàn lao động' });
    const res = await send({
      suKienId: event.id,
      nguoiNhanIds: [String(user.lan), String(user.binh)],
      guiEmail: true,
    });
    expect(res.json().data).toMatchObject({ soLuongGui: 2, soEmail: 1 });
    const mails = await t.ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.channel, 'email'));
    const subjects = mails.map((m) => (m.payload as { subject: string }).subject);
    expect(subjects).toContain('Thông báo sự kiện: Tập huấn an toàn lao động');
  });
});

describe('POST nguoi-nhan-su-kien/gui-thong-bao-tat-ca', () => {
  it('tells everyone active in the sender’s scope, once each however often it is sent', async () => {
    const event = await eventOfChair();
    const res = await sendAll({ suKienId: String(event.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'Gửi thông báo cho tất cả thành công', loi: [] });
    const told = (await rowsOf(event.id)).map((r) => r.userId);
    expect(told).toEqual(
      expect.arrayContaining([chair().id, t.world.as.viceChair.id, member().id, user.lan, user.binh]),
    );
    expect(told).not.toContain(user.far);
    expect(told).not.toContain(user.locked);
    expect(res.json().data.daGuiCho).toEqual(told.map(String));

    const again = await sendAll({ suKienId: event.id, ghiChu: 'Nhắc lại' });
    expect(again.json().data.soLuongGui).toBe(told.length);
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => r.userId)).toEqual(told);
    expect(new Set(rows.map((r) => r.note))).toEqual(new Set(['Nhắc lại']));
  });

  it('tells only the holders of roleIds when given, and nobody when none of them exists', async () => {
    const event = await eventOfChair();
    await sendAll({ suKienId: event.id, roleIds: [ROLE_IDS.viceChair] });
    expect((await rowsOf(event.id)).map((r) => r.userId)).toEqual([t.world.as.viceChair.id]);
    const unknown = await sendAll({ suKienId: event.id, roleIds: [99_999] });
    expect(unknown.json().data).toMatchObject({ soLuongGui: 0, loi: ['Vai trò 99999 không tồn tại'] });
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('is refused to a member (no notify right) and for an event out of scope', async () => {
    const event = await eventOfChair();
    expect((await sendAll({ suKienId: event.id }, member().token)).statusCode).toBe(403);
    expect((await sendAll({ suKienId: event.id }, t.world.elsewhereChair.token)).statusCode).toBe(404);
  });
});

describe('GET nguoi-nhan-su-kien (my event notices)', () => {
  it('lists the caller’s own notices, newest first, filtered and paged', async () => {
    const type = await buildEventType(t.ctx, { color: '#ff0000' });
    const reader = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    const token = (await login(t.ctx, reader.username!)).accessToken;
    const first = await eventOfChair({ typeId: type.id });
    const second = await eventOfChair();
    await send({ suKienId: first.id, nguoiNhanIds: [String(reader.id)], ghiChu: 'Mời dự' });
    await send({
      suKienId: second.id,
      nguoiNhanIds: [String(reader.id), String(user.lan)],
      loaiThongBao: 'Nhắc nhở',
    });
    const list = async (query: Record<string, string | number> = {}) => {
      const res = await t.call('GET', '/nguoi-nhan-su-kien', { token, query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const all = await list();
    expect(all).toMatchObject({ count: 2, page: 1, limit: 10, totalPages: 1 });
    expect(all.list.map((n: { suKienId: number }) => n.suKienId)).toEqual([second.id, first.id]);
    expect(all.list[1]).toMatchObject({
      nguoiNhanId: String(reader.id),
      trangThaiXem: 'Chưa xem',
      thoiGianXem: null,
      loaiThongBao: 'Thông báo sự kiện',
      ghiChu: 'Mời dự',
      suKien: {
        id: first.id,
        tenSuKien: first.name,
        trangThai: 'Đang chuẩn bị',
        diaDiem: 'Hội trường công ty',
        loaiSuKien: { id: type.id, ten: type.name, mauSac: '#ff0000' },
      },
    });
    expect(
      (await list({ loaiThongBao: 'Nhắc nhở' })).list.map((n: { suKienId: number }) => n.suKienId),
    ).toEqual([second.id]);
    expect((await list({ suKienId: first.id })).count).toBe(1);
    expect((await list({ trangThaiXem: 'Đã xem' })).count).toBe(0);
    expect(await list({ limit: 1, page: 2 })).toMatchObject({ count: 2, totalPages: 2, page: 2 });
    const bad = await t.call('GET', '/nguoi-nhan-su-kien', { token, query: { trangThaiXem: 'xem rồi' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Trạng thái xem không hợp lệ');
  });
});

describe('PATCH nguoi-nhan-su-kien/cap-nhat-trang-thai-xem', () => {
  const seen = (token: string, body: object) =>
    t.call('PATCH', '/nguoi-nhan-su-kien/cap-nhat-trang-thai-xem', token, body);

  it('lets a user mark their own notice seen (keeping the first time) and unseen again, not audited', async () => {
    const event = await eventOfChair();
    await send({ suKienId: event.id, nguoiNhanIds: [String(user.lan)] });
    const auditsBefore = (await auditRows(t.ctx, 'event', event.id)).length;
    const first = await seen(lanToken, { nguoiNhanId: user.lan, suKienId: event.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ trangThaiXem: 'Đã xem', suKienId: event.id });
    const at = first.json().data.thoiGianXem;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    const second = await seen(lanToken, {
      nguoiNhanId: String(user.lan),
      suKienId: String(event.id),
      trangThaiXem: 'Đã xem',
    });
    expect(second.json().data.thoiGianXem).toBe(at);
    const unseen = await seen(lanToken, {
      nguoiNhanId: user.lan,
      suKienId: event.id,
      trangThaiXem: 'Chưa xem',
    });
    expect(unseen.json().data).toMatchObject({ trangThaiXem: 'Chưa xem', thoiGianXem: null });
    expect(await auditRows(t.ctx, 'event', event.id)).toHaveLength(auditsBefore);
  });

  it("changes someone else's only for an officer who may update the event and manages it", async () => {
    const event = await eventOfChair();
    await send({ suKienId: event.id, nguoiNhanIds: [String(user.lan), String(member().id)] });
    const body = { nguoiNhanId: user.lan, suKienId: event.id };
    for (const token of [member().token, t.world.as.executiveMember.token, t.world.elsewhereChair.token]) {
      const res = await seen(token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'event_notice_not_found',
        message: 'Không tìm thấy thông báo',
      });
    }
    expect((await rowsOf(event.id)).every((r) => r.seenState === 'Chưa xem')).toBe(true);
    const res = await seen(t.world.as.viceChair.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.trangThaiXem).toBe('Đã xem');
  });

  it('answers 404 for a notice that does not exist and refuses a bad body', async () => {
    const event = await eventOfChair();
    expect((await seen(lanToken, { nguoiNhanId: user.lan, suKienId: event.id })).statusCode).toBe(404);
    const bad = await seen(lanToken, { suKienId: event.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ID người nhận không được để trống');
    const state = await seen(lanToken, { nguoiNhanId: user.lan, suKienId: event.id, trangThaiXem: 'đã đọc' });
    expect(state.json().message).toContain('Trạng thái xem không hợp lệ');
  });
});

describe('DELETE nguoi-nhan-su-kien/{nguoiNhanId}/{suKienId}', () => {
  it("removes one's own notice, and someone else's only for an officer of the event (audited)", async () => {
    const event = await eventOfChair();
    await send({
      suKienId: event.id,
      nguoiNhanIds: [String(user.lan), String(member().id), String(user.binh)],
    });
    const remove = (userId: number, token: string) =>
      t.call('DELETE', `/nguoi-nhan-su-kien/${userId}/${event.id}`, token);

    expect((await remove(user.lan, lanToken)).json()).toEqual({ data: { success: true } });
    expect((await remove(user.lan, lanToken)).statusCode).toBe(404);
    for (const token of [member().token, t.world.elsewhereChair.token]) {
      const res = await remove(user.binh, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Không tìm thấy thông báo');
    }
    expect((await remove(user.binh, chair().token)).statusCode).toBe(200);
    expect((await rowsOf(event.id)).map((r) => r.userId)).toEqual([member().id]);
    const audits = await auditRows(t.ctx, 'event', event.id);
    expect(audits.filter((a) => a.action === 'remove-recipient')).toHaveLength(1);
    // the inbox notice itself stays: it is the bell's, not the recipient list's
    const [notice] = await t.ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.link, pageLinks.eventDetail.getHref(event.id))));
    expect(notice).toBeDefined();
  });
});

describe('GET su-kien/{id}/nguoi-nhan', () => {
  it("lists an event's recipients by name with their view state, searched and filtered, with the summary", async () => {
    const event = await eventOfChair();
    await send({
      suKienId: event.id,
      nguoiNhanIds: [String(user.lan), String(user.binh), String(member().id)],
    });
    await t.call('PATCH', '/nguoi-nhan-su-kien/cap-nhat-trang-thai-xem', lanToken, {
      nguoiNhanId: user.lan,
      suKienId: event.id,
    });
    const list = async (query: Record<string, string> = {}, token = chair().token) =>
      t.call('GET', `/su-kien/${event.id}/nguoi-nhan`, { token, query });
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      count: 3,
      page: 1,
      totalPages: 1,
      summary: { tong: 3, daXem: 1, chuaXem: 2 },
    });
    const names = page.list.map((r: { fullName: string }) => r.fullName);
    expect(names.indexOf('Nguyễn Thị Lan')).toBeLessThan(names.indexOf('Trần Văn Bình'));
    expect(page.list.find((r: { nguoiNhanId: number }) => r.nguoiNhanId === user.lan)).toMatchObject({
      trangThaiXem: 'Đã xem',
      organizationName: t.world.grassroots[0].name,
      loaiThongBao: 'Thông báo sự kiện',
    });
    const found = (await list({ search: 'tran van binh' })).json().data;
    expect(found.list.map((r: { nguoiNhanId: number }) => r.nguoiNhanId)).toEqual([user.binh]);
    expect(found.summary).toEqual({ tong: 3, daXem: 1, chuaXem: 2 });
    expect((await list({ trangThaiXem: 'Chưa xem' })).json().data.count).toBe(2);
    // another union's chair, and a member (who may read details but manages no event)
    for (const token of [t.world.elsewhereChair.token, member().token]) {
      const out = await list({}, token);
      expect(out.statusCode).toBe(404);
      expect(out.json().code).toBe('event_not_found');
    }
  });
});
