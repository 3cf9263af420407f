import { describe, expect, it } from 'vitest';
import { standingOf } from './occurrence-progress';
import { prefilled, type ReportValues, reportBody } from './report-form-modal';
import { describeReportChanges } from './report-history';

const values = (v: Partial<ReportValues>): ReportValues => ({
  kyBaoCaoId: 1,
  organizationId: 2,
  tenBaoCao: 'Báo cáo',
  noiDung: '',
  ghiChu: '',
  soLuongDoanVienNam: 40,
  soLuongDoanVienNu: 60,
  soLuongCNVCLDNam: 70,
  soLuongCNVCLDNu: 110,
  tongSoCongDoan: null,
  tongSoCnvcld: null,
  ...v,
});

describe('the report form', () => {
  it('sends a total equal to men + women as none, so the server counts it; a different one as typed', () => {
    expect(reportBody(values({ tongSoCongDoan: 100 }))).toMatchObject({
      tongSoCongDoan: null,
      tongSoCnvcld: null,
      noiDung: null,
    });
    expect(reportBody(values({ tongSoCongDoan: 102, ghiChu: '2 chưa khai giới tính' }))).toMatchObject({
      tongSoCongDoan: 102,
      ghiChu: '2 chưa khai giới tính',
    });
    expect(reportBody(values({ soLuongDoanVienNam: null }))).toMatchObject({ soLuongDoanVienNam: 0 });
  });

  it('starts from the prefill or the report corrected, leaving a total that is men + women empty so it follows a correction', () => {
    const f = prefilled({
      soLuongDoanVienNam: 40,
      soLuongDoanVienNu: 60,
      soLuongCNVCLDNam: 70,
      soLuongCNVCLDNu: 110,
      tongSoCongDoan: 100,
      tongSoCnvcld: 185,
    });
    expect(f).toMatchObject({ tongSoCongDoan: null, tongSoCnvcld: 185 });
  });
});

describe('a unit’s standing in an occurrence', () => {
  it('tells reported on time, late, rejected and not yet apart', () => {
    expect(standingOf({ daBaoCao: true, quaHan: false, trangThaiPheDuyet: 'da_phe_duyet' }).label).toBe(
      'Đã phê duyệt',
    );
    expect(standingOf({ daBaoCao: true, quaHan: true, trangThaiPheDuyet: 'cho_phe_duyet' }).label).toBe(
      'Chờ phê duyệt · nộp muộn',
    );
    expect(standingOf({ daBaoCao: false, quaHan: true, trangThaiPheDuyet: 'tu_choi' }).label).toBe(
      'Bị trả lại, chưa nộp lại',
    );
    expect(standingOf({ daBaoCao: false, quaHan: true, trangThaiPheDuyet: null }).label).toBe(
      'Quá hạn, chưa nộp',
    );
    expect(standingOf({ daBaoCao: false, quaHan: false, trangThaiPheDuyet: null }).label).toBe('Chưa nộp');
  });
});

describe('a report’s history', () => {
  it('names the figures and the state that changed, in an officer’s words', () => {
    expect(
      describeReportChanges({
        before: { soLuongDoanVienNu: 60, trangThaiPheDuyet: 'tu_choi', tenBaoCao: 'A' },
        after: { soLuongDoanVienNu: 62, trangThaiPheDuyet: 'cho_phe_duyet', tenBaoCao: 'A' },
      }),
    ).toEqual([
      { key: 'soLuongDoanVienNu', label: 'Đoàn viên nữ', from: '60', to: '62' },
      { key: 'trangThaiPheDuyet', label: 'Trạng thái', from: 'Trả lại', to: 'Chờ phê duyệt' },
    ]);
    expect(describeReportChanges({ before: null, after: { tenBaoCao: 'A' } })).toEqual([]);
  });
});
