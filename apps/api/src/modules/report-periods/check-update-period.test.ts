import { describe, expect, it } from 'vitest';
import { vnYearMonth } from '../../domain/reporting/windows.js';
import { useTestApp } from '../../test/harness.js';

/** GET thoi-gian-cap-nhat-doan-so/check-update-period: an occurrence open now, for the caller's units. */
const t = useTestApp({ world: true, logger: { level: 'error' } });
const officer = () => t.world.as.provincialOfficer.token;
const DAY = 86_400_000;

interface Check {
  isInPeriod: boolean;
  currentPeriod: {
    id: number;
    ten: string;
    loaiKy: string;
    kyHienTai: { dangDienRa: boolean; tenKy: string };
  } | null;
}
const check = async (token: string) => {
  const res = await t.call('GET', '/thoi-gian-cap-nhat-doan-so/check-update-period', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Check;
};
const create = async (body: object, path = '/thoi-gian-cap-nhat-doan-so/create') => {
  const res = await t.call('POST', path, officer(), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
};

describe('GET thoi-gian-cap-nhat-doan-so/check-update-period', () => {
  it('is true only while an occurrence of an active period concerning the caller is open', async () => {
    const { year } = vnYearMonth(new Date());
    expect(await check(t.world.as.chair.token)).toEqual({ isInPeriod: false, currentPeriod: null });

    // A monthly period whose days this month are not today's: outside it.
    const today = Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(8, 10));
    const [from, to] = today <= 14 ? [20, 25] : [1, 5];
    await create({
      ten: 'Kỳ tháng ngoài hôm nay',
      loaiKy: 'hang_thang',
      ngayBatDauTrongThang: from,
      ngayKetThucTrongThang: to,
      namBatDau: year,
    });
    expect((await check(t.world.as.chair.token)).isInPeriod).toBe(false);

    // A one-off open now, naming only a union out of the chair's reach.
    const oneOff = await create(
      {
        ten: 'Rà soát đột xuất nơi khác',
        thoiGianBatDau: new Date(Date.now() - DAY).toISOString(),
        thoiGianKetThuc: new Date(Date.now() + 3 * DAY).toISOString(),
        organizationId: [t.world.elsewhere.id],
      },
      '/thoi-gian-cap-nhat-doan-so/dot-xuat',
    );
    expect((await check(t.world.as.chair.token)).isInPeriod).toBe(false);
    expect(await check(t.world.elsewhereChair.token)).toMatchObject({
      isInPeriod: true,
      currentPeriod: { id: oneOff.id, loaiKy: 'dot_xuat', kyHienTai: { dangDienRa: true } },
    });
    expect((await check(officer())).currentPeriod?.id).toBe(oneOff.id);

    // A recurring period open today concerns everyone (the deployed check said false for it).
    const monthly = await create({
      ten: 'Cập nhật đoàn số cả tháng',
      loaiKy: 'hang_thang',
      ngayBatDauTrongThang: 1,
      ngayKetThucTrongThang: 31,
      namBatDau: year,
    });
    expect(await check(t.world.as.chair.token)).toMatchObject({
      isInPeriod: true,
      currentPeriod: { id: monthly.id, loaiKy: 'hang_thang', kyHienTai: { dangDienRa: true } },
    });

    // Switched off, it no longer counts.
    const off = await t.call('PUT', '/thoi-gian-cap-nhat-doan-so/update', officer(), {
      id: monthly.id,
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await check(t.world.as.chair.token)).toEqual({ isInPeriod: false, currentPeriod: null });
  });
});
