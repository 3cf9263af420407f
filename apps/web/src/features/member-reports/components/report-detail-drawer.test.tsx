import type { ReportItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ReportControls } from './report-detail-drawer';

const report = (over: Partial<ReportItem>): ReportItem => ({
  id: 9,
  tenBaoCao: 'Báo cáo quý 2',
  noiDung: null,
  ghiChu: null,
  loaiBaoCao: 'dinh_ky',
  trangThaiPheDuyet: 'cho_phe_duyet',
  ghiChuPheDuyet: null,
  soLuongDoanVienNam: 40,
  soLuongDoanVienNu: 60,
  soLuongCNVCLDNam: 70,
  soLuongCNVCLDNu: 110,
  tongSoCongDoan: 100,
  tongSoCnvcld: 180,
  kyBaoCaoId: 4,
  tenKy: 'Quý 2/2026',
  thoiGianCapNhatDoanSoId: 2,
  tenThoiGianCapNhat: 'Báo cáo hàng quý',
  loaiKy: 'hang_quy',
  thoiHanNop: '2026-07-05T16:59:59.000Z',
  dungHan: true,
  organizationId: 5,
  organizationName: 'CĐCS Công ty A',
  xaPhuongId: null,
  xaPhuongName: null,
  cumKhuCnId: null,
  cumKhuCnName: null,
  nguoiBaoCao: { id: 3, fullName: 'Nguyễn Văn An' },
  nguoiPheDuyet: null,
  ngayPheDuyet: null,
  coThePheDuyet: false,
  coTheSua: false,
  createdAt: '2026-07-01T02:00:00.000Z',
  updatedAt: '2026-07-01T02:00:00.000Z',
  ...over,
});

const controls = (r: ReportItem) =>
  renderPage(<ReportControls report={r} onEdit={() => {}} onDecide={() => {}} />, {
    rights: [['update', 'membership-report']],
  });

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('a report’s controls', () => {
  it('lets an approver above the unit approve or return it, never edit it', () => {
    const html = controls(report({ coThePheDuyet: true }));
    expect(buttons(html)).toEqual(expect.arrayContaining(['Phê duyệt', 'Trả lại']));
    expect(buttons(html)).not.toContain('Sửa');
  });

  it('lets its unit correct a returned one, and offers nothing to decide', () => {
    const html = controls(
      report({ trangThaiPheDuyet: 'tu_choi', ghiChuPheDuyet: 'Số nữ chưa đúng', coTheSua: true }),
    );
    expect(buttons(html)).toEqual(['Sửa']);
  });
});
