import { REGISTRATION_EXPORT_FILE_NAME, SPREADSHEET_MIME } from '@congdoan/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  auditRows,
  buildEvent,
  buildRegistration,
  buildUser,
  downloadHeaders,
  login,
  useTestApp,
} from '../../test/harness.js';

/** Attendance by list and by QR code, and the exports, at the world's chair's events. */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;

async function person(fullName?: string, extra: Parameters<typeof buildUser>[1] = {}) {
  const u = await buildUser(t.ctx, {
    organizationId: t.world.grassroots[0].id,
    ...(fullName ? { fullName } : {}),
    ...extra,
  });
  return { id: u.id, username: u.username!, token: (await login(t.ctx, u.username!)).accessToken };
}

const eventOfChair = (input: Parameters<typeof buildEvent>[1] = {}) =>
  buildEvent(t.ctx, { organizer: chair(), registrationOpen: true, ...input });

type Item = {
  userId: number;
  fullName: string;
  trangThai: string;
  diemDanhLuc: string | null;
  diemDanhBoi: { id: number } | null;
  cachDiemDanh: string | null;
  themBoi: { id: number } | null;
};
const itemsOf = async (eventId: number) => {
  const res = await t.call('GET', `/su-kien/${eventId}/dang-ky`, {
    token: chair().token,
    query: { limit: 200 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data.list as Item[]).map((i) => [i.userId, i]));
};

const attend = (eventId: number, body: object, token = chair().token) =>
  t.call('POST', `/su-kien/${eventId}/diem-danh`, token, body);
const scan = (eventId: number, ma: string, token = chair().token) =>
  t.call('POST', `/su-kien/${eventId}/diem-danh/qr`, token, { ma });
const codeOf = async (token: string) => {
  const res = await t.call('GET', '/tai-khoan/ma-diem-danh', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ma as string;
};

describe('attendance by list', () => {
  it('marks the registered present, lets waiters and walk-ins of the scope in, and takes a mark off', async () => {
    const event = await eventOfChair({ capacity: 1 });
    const [reg, waiter, walkIn, cancelled] = [await person(), await person(), await person(), await person()];
    await buildRegistration(t.ctx, { eventId: event.id, userId: reg.id });
    await buildRegistration(t.ctx, { eventId: event.id, userId: waiter.id, state: 'danh_sach_cho' });
    await buildRegistration(t.ctx, {
      eventId: event.id,
      userId: cancelled.id,
      state: 'da_huy',
      cancelledAt: new Date(),
    });

    const res = await attend(event.id, { userIds: [reg.id, waiter.id, String(walkIn.id), cancelled.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      soCapNhat: 4,
      soThemMoi: 2,
      summary: { daDangKy: 4, danhSachCho: 0, daHuy: 0, daDiemDanh: 4, soLuongToiDa: 1 },
    });
    const items = await itemsOf(event.id);
    for (const p of [reg, waiter, walkIn, cancelled]) {
      expect(items.get(p.id)).toMatchObject({
        trangThai: 'da_dang_ky',
        cachDiemDanh: 'danh_sach',
        diemDanhBoi: { id: chair().id },
      });
      expect(items.get(p.id)?.diemDanhLuc).not.toBeNull();
    }
    expect(items.get(walkIn.id)?.themBoi).toMatchObject({ id: chair().id });
    const firstMark = items.get(reg.id)?.diemDanhLuc;

    // marking again keeps the first time and counts nothing
    const again = await attend(event.id, { userIds: [reg.id] });
    expect(again.json().data).toMatchObject({ soCapNhat: 0, soThemMoi: 0 });
    expect((await itemsOf(event.id)).get(reg.id)?.diemDanhLuc).toBe(firstMark);

    const off = await attend(event.id, { userIds: [reg.id, 999_999], coMat: false });
    expect(off.json().data).toMatchObject({ soCapNhat: 1, summary: { daDiemDanh: 3 } });
    expect((await itemsOf(event.id)).get(reg.id)).toMatchObject({
      trangThai: 'da_dang_ky',
      diemDanhLuc: null,
      cachDiemDanh: null,
      diemDanhBoi: null,
    });
    const actions = (await auditRows(t.ctx, 'event', event.id)).map((a) => a.action);
    expect(actions).toEqual(['attend', 'unattend']);
  });

  it('refuses a walk-in out of the officer’s scope (nothing written), a cancelled event, and another union’s event', async () => {
    const event = await eventOfChair();
    const mine = await person();
    const far = await buildUser(t.ctx, { organizationId: t.world.elsewhere.id });
    const refused = await attend(event.id, { userIds: [mine.id, far.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('registration_user_ref_invalid');
    expect((await itemsOf(event.id)).size).toBe(0);

    // someone registered is marked whoever they are: they are on the event's list
    await buildRegistration(t.ctx, { eventId: event.id, userId: far.id });
    expect((await attend(event.id, { userIds: [far.id] })).json().data.soCapNhat).toBe(1);

    const cancelled = await eventOfChair({ cancelledAt: new Date() });
    const res = await attend(cancelled.id, { userIds: [mine.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sự kiện đã bị hủy');
    expect((await attend(event.id, { userIds: [mine.id] }, t.world.elsewhereChair.token)).statusCode).toBe(
      404,
    );
    expect(
      (await attend(event.id, { userIds: [mine.id] }, t.world.as.executiveMember.token)).statusCode,
    ).toBe(403);
  });
});

describe('attendance by QR code', () => {
  it('gives each user a code naming them, which marks them present and shows who it was', async () => {
    const event = await eventOfChair();
    const lan = await person('Nguyễn Thị Lan');
    await buildRegistration(t.ctx, { eventId: event.id, userId: lan.id });
    const ma = await codeOf(lan.token);
    expect(ma).toMatch(new RegExp(`^CD1\\.${lan.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(await codeOf(lan.token)).toBe(ma);

    const res = await scan(event.id, ` ${ma} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: lan.id,
      fullName: 'Nguyễn Thị Lan',
      trangThai: 'da_dang_ky',
      cachDiemDanh: 'qr',
      diemDanhBoi: { id: chair().id },
    });
    // scanned twice: the same answer, the first time kept
    const twice = await scan(event.id, ma);
    expect(twice.json().data.diemDanhLuc).toBe(res.json().data.diemDanhLuc);

    // a walk-in of the scope scans in too
    const binh = await person('Trần Văn Bình');
    const walkIn = await scan(event.id, await codeOf(binh.token));
    expect(walkIn.json().data).toMatchObject({
      userId: binh.id,
      trangThai: 'da_dang_ky',
      cachDiemDanh: 'qr',
    });
  });

  it('refuses a forged, altered or malformed code and writes nothing', async () => {
    const event = await eventOfChair();
    const lan = await person();
    const other = await person();
    const ma = await codeOf(lan.token);
    const [, , signature] = ma.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    for (const forged of [
      `CD1.${other.id}.${signature}`, // another user's id under lan's signature
      `CD1.${lan.id}.${flipped}`,
      `CD2.${lan.id}.${signature}`,
      `CD1.${lan.id}`,
      'xin chào',
    ]) {
      const res = await scan(event.id, forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'attendance_code_invalid',
        message: 'Mã điểm danh không hợp lệ',
      });
    }
    const empty = await scan(event.id, '');
    expect(empty.json().message).toContain('Vui lòng quét mã điểm danh');
    expect((await itemsOf(event.id)).size).toBe(0);
    expect((await scan(event.id, ma, t.world.elsewhereChair.token)).statusCode).toBe(404);
  });
});

const workbookOf = async (res: { rawPayload: Buffer }) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
};

describe('exports', () => {
  it("writes an event's registrations as a workbook that reads back, in the list's order", async () => {
    const event = await eventOfChair({ name: 'Hội thao công nhân', capacity: 1 });
    const an = await person('Lê Văn An', { phoneNumber: '0912345678' });
    const binh = await person('Trần Văn Bình');
    await buildRegistration(t.ctx, { eventId: event.id, userId: an.id });
    await buildRegistration(t.ctx, { eventId: event.id, userId: binh.id, state: 'danh_sach_cho' });
    await attend(event.id, { userIds: [an.id] });

    const res = await t.call('GET', `/su-kien/${event.id}/dang-ky/export`, chair().token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders(`DangKy_SuKien_${event.id}.xlsx`, SPREADSHEET_MIME));
    const rows = await workbookOf(res);
    expect(rows[0]?.[0]).toBe('DANH SÁCH ĐĂNG KÝ THAM GIA SỰ KIỆN');
    expect(rows[1]?.[0]).toContain('Hội thao công nhân');
    expect(rows[2]).toEqual([
      'STT',
      'Họ và tên',
      'Tên đăng nhập',
      'Điện thoại',
      'Đơn vị',
      'Trạng thái',
      'Thời điểm đăng ký',
      'Điểm danh lúc',
      'Cách điểm danh',
    ]);
    expect(rows[3]?.slice(0, 6)).toEqual([
      '1',
      'Lê Văn An',
      an.username,
      '0912345678',
      t.world.grassroots[0].name,
      'Đã đăng ký',
    ]);
    expect(rows[3]?.[7]).toMatch(/^\d\d:\d\d \d\d\/\d\d\/\d{4}$/);
    expect(rows[3]?.[8]).toBe('Theo danh sách');
    expect(rows[4]?.slice(0, 2)).toEqual(['2', 'Trần Văn Bình']);
    expect(rows[4]?.[5]).toBe('Danh sách chờ (thứ tự 1)');
    expect(rows).toHaveLength(5);

    // the list's filters apply
    const present = await workbookOf(
      await t.call('GET', `/su-kien/${event.id}/dang-ky/export`, {
        token: chair().token,
        query: { diemDanh: 'true' },
      }),
    );
    expect(present).toHaveLength(4);
  });

  it('answers 404 for an empty list and for an event out of scope', async () => {
    const event = await eventOfChair();
    const res = await t.call('GET', `/su-kien/${event.id}/dang-ky/export`, chair().token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'empty_download',
      message: 'Không có dữ liệu file để tải xuống',
    });
    const theirs = await buildEvent(t.ctx, { organizer: t.world.elsewhereChair });
    const out = await t.call('GET', `/su-kien/${theirs.id}/dang-ky/export`, chair().token);
    expect(out.json().code).toBe('event_not_found');
  });

  it('writes the registrations across events with their event, as the list filters them', async () => {
    const event = await eventOfChair({ name: 'Đại hội công đoàn cơ sở' });
    const lan = await person('Nguyễn Thị Lan');
    await buildRegistration(t.ctx, { eventId: event.id, userId: lan.id });
    const res = await t.call('GET', '/dang-ky-su-kien/export', {
      token: chair().token,
      query: { suKienId: event.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders(REGISTRATION_EXPORT_FILE_NAME, SPREADSHEET_MIME));
    const rows = await workbookOf(res);
    expect(rows[2]?.slice(0, 4)).toEqual(['STT', 'Sự kiện', 'Bắt đầu', 'Họ và tên']);
    expect(rows[3]?.slice(0, 2)).toEqual(['1', 'Đại hội công đoàn cơ sở']);
    expect(rows[3]?.[3]).toBe('Nguyễn Thị Lan');
    // a member's own only; nothing: 404
    const own = await workbookOf(await t.call('GET', '/dang-ky-su-kien/export', lan.token));
    expect(own.slice(3).map((r) => r[3])).toEqual(['Nguyễn Thị Lan']);
    const nothing = await t.call('GET', '/dang-ky-su-kien/export', t.world.as.member.token);
    expect(nothing.statusCode).toBe(404);
  });
});
