import type { ReportProgressItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true, outbox: 'manual' });
const DAY = 86_400_000;

const progress = async (token: string) => {
  const res = await t.call('GET', '/dashboard/report-progress', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as ReportProgressItem[];
};

describe('GET /dashboard/report-progress', () => {
  it('gives the open occurrence of each active period, with where the units in scope stand', async () => {
    const { world: w } = t;
    const officer = w.as.provincialOfficer.token;
    const made = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', officer, {
      ten: 'Rà soát đoàn viên quý',
      thoiGianBatDau: new Date(Date.now() - DAY).toISOString(),
      thoiGianKetThuc: new Date(Date.now() + 5 * DAY).toISOString(),
      organizationId: [w.wardUnion.id],
    });
    expect(made.statusCode, made.body).toBe(200);
    const periodId = made.json().data.id as number;
    const filed = await t.call('POST', '/bao-cao-doan-so-theo-ky', w.as.chair.token, {
      tenBaoCao: 'Báo cáo đoàn số',
      loaiKy: 'dot_xuat',
      thoiGianCapNhatDoanSoId: periodId,
      soLuongDoanVienNam: 40,
      soLuongDoanVienNu: 60,
      soLuongCNVCLDNam: 70,
      soLuongCNVCLDNu: 110,
    });
    expect(filed.statusCode, filed.body).toBe(200);

    const before = await progress(w.wardUnionChair.token);
    expect(before).toEqual([
      expect.objectContaining({
        thoiGianCapNhatDoanSoId: periodId,
        tenThoiGianCapNhat: 'Rà soát đoàn viên quý',
        dangDienRa: true,
        daQuaHan: false,
        tongSoCDCS: 2,
        soDaBaoCao: 1,
        soChuaBaoCao: 1,
        soChoPheDuyet: 1,
        soDaPheDuyet: 0,
        soQuaHan: 0,
      }),
    ]);
    const decided = await t.call(
      'PATCH',
      `/bao-cao-doan-so-theo-ky/${filed.json().data.id}/trang-thai`,
      w.wardUnionChair.token,
      { trangThaiPheDuyet: 'da_phe_duyet' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await progress(w.wardUnionChair.token))[0]).toMatchObject({ soDaPheDuyet: 1, soChoPheDuyet: 0 });
    // the grassroots chair: his own union only
    expect((await progress(w.as.chair.token))[0]).toMatchObject({ tongSoCDCS: 1, soDaBaoCao: 1 });
    // none of the period's units are in reach of the chair elsewhere: the period is left out
    expect(await progress(w.elsewhereChair.token)).toEqual([]);
  });
});
