import type { PeriodicOccurrence, PeriodicReport } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../lib/query-keys';
import { type Right, renderPage } from '../../../../test/render-page';
import { PeriodicReportPage } from './periodic-report-page';

const occurrence = (id: number, ten: string, start: string): PeriodicOccurrence => ({
  id,
  ten,
  thoiGianCapNhatDoanSoId: 4,
  tenThoiGianCapNhat: 'Báo cáo quý',
  thoiGianBatDau: start,
  thoiGianKetThuc: start,
});
const q2 = occurrence(12, 'Quý 2/2026', '2026-04-01T00:00:00.000Z');
const q1 = occurrence(11, 'Quý 1/2026', '2026-01-01T00:00:00.000Z');
const counts = {
  tongSoCDCS: 40,
  soDaBaoCao: 31,
  soChuaBaoCao: 9,
  soDungHan: 25,
  soQuaHan: 13,
  soChoPheDuyet: 4,
  soDaPheDuyet: 27,
  soTuChoi: 2,
};
const figures = (members: number) => ({
  soDonVi: 27,
  tongDoanVien: members,
  doanVienNam: members / 2,
  doanVienNu: members / 2,
  tongCnvcld: 2000,
  tyLeThamGia: members / 20,
});
const report: PeriodicReport = {
  kyBaoCao: q2,
  kyTruoc: q1,
  phamVi: 'Toàn tỉnh',
  tong: counts,
  theoXaPhuong: [
    { id: 3, ten: 'Phường Hòa Bình', ...counts },
    { id: null, ten: 'Chưa xác định xã/phường', ...counts, soTuChoi: 0 },
  ],
  theoCumKhu: [{ id: null, ten: 'Ngoài cụm/khu công nghiệp', ...counts }],
  theoLoaiHinh: [{ id: null, ten: 'Chưa xác định loại hình', ...counts }],
  soLieu: figures(1200),
  soLieuKyTruoc: figures(1000),
  thayDoi: {
    soDonVi: { chenhLech: 0, phanTram: 0 },
    tongDoanVien: { chenhLech: 200, phanTram: 20 },
    doanVienNam: { chenhLech: 100, phanTram: 20 },
    doanVienNu: { chenhLech: 100, phanTram: 20 },
    tongCnvcld: { chenhLech: 0, phanTram: 0 },
    tyLeThamGia: { chenhLech: 10, phanTram: 20 },
  },
  tangNhieuNhat: [
    {
      organizationId: 77,
      ten: 'Công đoàn Công ty May Hòa Bình',
      xaPhuong: 'Phường Hòa Bình',
      truoc: 100,
      sau: 150,
      chenhLech: 50,
      phanTram: 50,
    },
  ],
  giamNhieuNhat: [],
  cacKy: [],
};

const render = (rights: readonly Right[], answer: PeriodicReport = report) =>
  renderPage(<PeriodicReportPage />, {
    url: '/trade-union/reports/periodic',
    rights,
    data: [
      [
        [...ROOT.memberReports, 'periodic', 'occurrences'],
        [q2, q1],
      ],
      [[...ROOT.memberReports, 'periodic', { occurrenceId: 12 }], answer],
    ],
  });

describe('the periodic report page', () => {
  it('shows the latest occurrence in scope: its counts each opening their units, figures and changes', () => {
    const html = render([['read', 'membership-report']]);
    expect(html).toContain('Phạm vi: Toàn tỉnh');
    expect(html).toContain('Báo cáo quý · Quý 2/2026');
    // the late count opens the tracking of that occurrence on its late units
    expect(html).toMatch(
      /aria-label="Quá hạn: 13 đơn vị, xem danh sách"[^>]*href="\/trade-union\/member-reports\/time-updates\?id=4&amp;ky=12&amp;trangThaiBaoCao=qua_han"/,
    );
    expect(html).toMatch(/aria-label="Đã duyệt: 27 đơn vị, xem danh sách"[^>]*trangThaiBaoCao=da_phe_duyet"/);
    expect(html).toContain('Phường Hòa Bình');
    expect(html).toContain('+200 (+20%)');
    expect(html).toContain('1.200');
    expect(html).toContain('href="/trade-union/organizations/detail/77"');
    expect(html).toContain('Không có đơn vị nào giảm so với kỳ trước');
    expect(html).not.toContain('Xuất Excel');
  });

  it("links each count of the ward breakdown to that ward's units standing so; a zero stays text", () => {
    const html = render([['read', 'membership-report']]);
    expect(html).toMatch(
      /aria-label="Quá hạn của Phường Hòa Bình: 13 đơn vị, xem danh sách" href="\/trade-union\/member-reports\/time-updates\?id=4&amp;ky=12&amp;trangThaiBaoCao=qua_han&amp;xaPhuongId=3"/,
    );
    // the units without a ward are 'khong_co'; every unit of a row opens the tab of all units
    expect(html).toMatch(
      /aria-label="Phải báo cáo của Chưa xác định xã\/phường: 40 đơn vị, xem danh sách" href="[^"]*\?id=4&amp;ky=12&amp;xaPhuongId=khong_co&amp;tab=don-vi"/,
    );
    expect(html).toContain('aria-label="Bị trả lại của Phường Hòa Bình: 2 đơn vị, xem danh sách"');
    expect(html).not.toContain('Bị trả lại của Chưa xác định xã/phường');
    // the total card with no state opens every unit too
    expect(html).toMatch(
      /aria-label="Phải báo cáo: 40 đơn vị, xem danh sách"[^>]*href="[^"]*\?id=4&amp;ky=12&amp;tab=don-vi"/,
    );
  });

  it('compares with no figures when the previous occurrence had no approved report', () => {
    const html = render([['read', 'membership-report']], {
      ...report,
      soLieuKyTruoc: { ...figures(0), soDonVi: 0, tyLeThamGia: null },
    });
    expect(html).toContain('Quý 1/2026 chưa có báo cáo nào được duyệt: chưa có số liệu để so sánh.');
    expect(html).not.toContain('+200 (+20%)');
  });

  it('offers the workbook to a caller who may download reports', () => {
    const html = render([
      ['read', 'membership-report'],
      ['download_report', 'organization'],
    ]);
    expect(html).toContain('Xuất Excel');
  });
});
