import { PERIOD_KIND_LABELS, type PeriodItem } from '@congdoan/shared';
import { formatDateTime, formatDay } from '../../../lib/format-date-time';

/** A day as an officer reads it: 05/06/2026. */
export const dayText = formatDay;

/** An occurrence's window: '01/06/2026 – 10/06/2026'. */
export const windowText = (o: { thoiGianBatDau: string; thoiGianKetThuc: string }) =>
  `${dayText(o.thoiGianBatDau)} – ${dayText(o.thoiGianKetThuc)}`;

/** Day 31 is each month's last day. */
const days = (p: Pick<PeriodItem, 'ngayBatDauTrongThang' | 'ngayKetThucTrongThang'>) =>
  `Ngày ${p.ngayBatDauTrongThang}–${p.ngayKetThucTrongThang === 31 ? 'cuối tháng' : p.ngayKetThucTrongThang}`;

const years = (p: Pick<PeriodItem, 'namBatDau' | 'namKetThuc'>) =>
  p.namKetThuc ? ` · ${p.namBatDau}–${p.namKetThuc}` : ` · từ năm ${p.namBatDau}`;

/** When a period's windows fall, in words: 'Ngày 1–10 hàng tháng, từ năm 2026'. */
export function scheduleText(p: PeriodItem): string {
  switch (p.loaiKy) {
    case 'hang_thang':
      return `${days(p)} hàng tháng${years(p)}`;
    case 'hang_quy':
      return `${days(p)} của tháng ${p.cacThangApDung.join(', ')}${years(p)}`;
    case 'hang_nam':
      return `${days(p)} tháng ${p.thangBatDau} hàng năm${years(p)}`;
    case 'dot_xuat':
      return p.thoiGianBatDau && p.thoiGianKetThuc
        ? `${formatDateTime(p.thoiGianBatDau)} – ${formatDateTime(p.thoiGianKetThuc)}`
        : PERIOD_KIND_LABELS.dot_xuat;
  }
}

/** Where an occurrence stands now. */
export function occurrenceState(o: { dangDienRa: boolean; daQuaHan: boolean }) {
  if (o.dangDienRa) return { label: 'Đang mở', color: 'processing' } as const;
  if (o.daQuaHan) return { label: 'Đã hết hạn', color: 'default' } as const;
  return { label: 'Sắp mở', color: 'warning' } as const;
}

/** An occurrence with its period, 'Tháng 6/2026 — Báo cáo hàng tháng'; a one-off, named as its period, once. */
export const occurrenceLabel = (tenKy: string, period: string) =>
  tenKy === period ? tenKy : `${tenKy} — ${period}`;
