import type { PeriodItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { occurrenceState, scheduleText, windowText } from './period-text';

const period = (p: Partial<PeriodItem>): PeriodItem => ({
  id: 1,
  ten: 'Kỳ',
  moTa: null,
  loaiKy: 'hang_thang',
  isActive: true,
  ngayBatDauTrongThang: 1,
  ngayKetThucTrongThang: 10,
  thangBatDau: null,
  cacThangApDung: [],
  namBatDau: 2026,
  namKetThuc: null,
  thoiGianBatDau: null,
  thoiGianKetThuc: null,
  organizationId: [],
  organizations: [],
  kyHienTai: null,
  createdAt: '',
  updatedAt: '',
  ...p,
});

describe('period texts', () => {
  it('says when each kind of period falls', () => {
    expect(scheduleText(period({}))).toBe('Ngày 1–10 hàng tháng · từ năm 2026');
    expect(
      scheduleText(
        period({
          loaiKy: 'hang_quy',
          cacThangApDung: [3, 6, 9, 12],
          ngayBatDauTrongThang: 20,
          ngayKetThucTrongThang: 31,
          namKetThuc: 2030,
        }),
      ),
    ).toBe('Ngày 20–cuối tháng của tháng 3, 6, 9, 12 · 2026–2030');
    expect(scheduleText(period({ loaiKy: 'hang_nam', thangBatDau: 12 }))).toBe(
      'Ngày 1–10 tháng 12 hàng năm · từ năm 2026',
    );
  });

  it('reads an occurrence’s window as days, and its state', () => {
    // the first moment of 1 June and the last of 10 June, in the browser's time
    const from = new Date(2026, 5, 1).toISOString();
    const to = new Date(2026, 5, 10, 23, 59, 59, 999).toISOString();
    expect(windowText({ thoiGianBatDau: from, thoiGianKetThuc: to })).toBe('01/06/2026 – 10/06/2026');
    expect(occurrenceState({ dangDienRa: false, daQuaHan: true }).label).toBe('Đã hết hạn');
    expect(occurrenceState({ dangDienRa: false, daQuaHan: false }).label).toBe('Sắp mở');
  });
});
