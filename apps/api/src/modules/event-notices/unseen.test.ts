import { beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildUser, login, useTestApp } from '../../test/harness.js';

/**
 * The deployed clients' unseen event notices (/work/shared/DEPLOYED.md §2a): GET
 * nguoi-nhan-su-kien/chua-xem (the caller's own, newest first) and dem-chua-xem (their count).
 */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;
let lan = { id: 0, token: '' };
let binh = { id: 0, token: '' };

beforeAll(async () => {
  const mine = t.world.grassroots[0].id;
  const a = await buildUser(t.ctx, { organizationId: mine, fullName: 'Nguyễn Thị Lan' });
  const b = await buildUser(t.ctx, { organizationId: mine, fullName: 'Trần Văn Bình' });
  lan = { id: a.id, token: (await login(t.ctx, a.username!)).accessToken };
  binh = { id: b.id, token: (await login(t.ctx, b.username!)).accessToken };
});

const tell = async (eventId: number, userIds: number[], body: object = {}) => {
  const res = await t.call('POST', '/nguoi-nhan-su-kien/gui-thong-bao', chair().token, {
    suKienId: eventId,
    nguoiNhanIds: userIds.map(String),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const unseen = async (token: string) => {
  const res = await t.call('GET', '/nguoi-nhan-su-kien/chua-xem', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const unseenCount = async (token: string) => {
  const res = await t.call('GET', '/nguoi-nhan-su-kien/dem-chua-xem', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { soLuongChuaXem: number };
};

describe('GET nguoi-nhan-su-kien/chua-xem and dem-chua-xem', () => {
  it('answer the caller’s own unseen notices, newest first, field by field, and their count', async () => {
    expect(await unseen(lan.token)).toEqual([]);
    expect(await unseenCount(lan.token)).toEqual({ soLuongChuaXem: 0 });

    const first = await buildEvent(t.ctx, {
      organizer: chair(),
      name: 'Tập huấn an toàn lao động',
      location: 'Hội trường',
    });
    const second = await buildEvent(t.ctx, { organizer: chair(), name: 'Hội nghị người lao động' });
    const seen = await buildEvent(t.ctx, { organizer: chair(), name: 'Giải bóng đá công nhân' });
    await tell(first.id, [lan.id, binh.id], { loaiThongBao: 'Nhắc nhở', ghiChu: 'Mang theo thẻ công đoàn' });
    await tell(second.id, [lan.id]);
    await tell(seen.id, [lan.id]);
    const mark = await t.call('PATCH', '/nguoi-nhan-su-kien/cap-nhat-trang-thai-xem', lan.token, {
      nguoiNhanId: String(lan.id),
      suKienId: seen.id,
    });
    expect(mark.statusCode, mark.body).toBe(200);

    const list = await unseen(lan.token);
    expect(list.map((n) => n.suKienId)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      nguoiNhanId: String(lan.id),
      suKienId: first.id,
      trangThaiXem: 'Chưa xem',
      thoiGianGui: expect.any(String),
      thoiGianXem: null,
      loaiThongBao: 'Nhắc nhở',
      ghiChu: 'Mang theo thẻ công đoàn',
      suKien: expect.objectContaining({
        id: first.id,
        tenSuKien: 'Tập huấn an toàn lao động',
        diaDiem: 'Hội trường',
        trangThai: 'Đang chuẩn bị',
      }),
    });
    expect(await unseenCount(lan.token)).toEqual({ soLuongChuaXem: 2 });
    // Another user's notices are not the caller's.
    expect((await unseen(binh.token)).map((n) => n.suKienId)).toEqual([first.id]);
    expect(await unseenCount(binh.token)).toEqual({ soLuongChuaXem: 1 });
    expect(await unseenCount(chair().token)).toEqual({ soLuongChuaXem: 0 });
  });
});
