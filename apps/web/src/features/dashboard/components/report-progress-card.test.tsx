import type { ReportProgressItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ReportProgressCard } from './report-progress-card';

const item = (over: Partial<ReportProgressItem> = {}): ReportProgressItem => ({
  kyBaoCaoId: 30,
  thoiGianCapNhatDoanSoId: 12,
  tenKyBaoCao: 'Tháng 12/2026',
  tenThoiGianCapNhat: 'Báo cáo đoàn số hằng tháng',
  thoiGianBatDau: '2026-12-01T00:00:00.000Z',
  thoiGianKetThuc: '2026-12-10T16:59:59.000Z',
  thoiHanNop: '2026-12-10T16:59:59.000Z',
  tongSoCDCS: 85,
  soDaBaoCao: 40,
  soChuaBaoCao: 45,
  soDungHan: 40,
  soDaPheDuyet: 30,
  soChoPheDuyet: 10,
  soTuChoi: 0,
  soQuaHan: 0,
  dangDienRa: true,
  daQuaHan: false,
  ...over,
});

const hrefs = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [
    m[2]!.replace(/<[^>]+>/g, ''),
    m[1]!.replaceAll('&amp;', '&'),
  ]);

describe('the dashboard’s report progress', () => {
  it('opens each occurrence’s progress, and "Theo dõi kỳ báo cáo" the first one’s', () => {
    const html = renderPage(
      <ReportProgressCard
        items={[
          item(),
          item({
            kyBaoCaoId: 31,
            thoiGianCapNhatDoanSoId: 13,
            tenKyBaoCao: 'Quý IV/2026',
            tenThoiGianCapNhat: 'Báo cáo quý',
          }),
        ]}
        loading={false}
      />,
    );
    expect(hrefs(html)).toEqual([
      ['Theo dõi kỳ báo cáo', '/trade-union/member-reports/time-updates?id=12&ky=30'],
      ['Báo cáo đoàn số hằng tháng · Tháng 12/2026', '/trade-union/member-reports/time-updates?id=12&ky=30'],
      ['Báo cáo quý · Quý IV/2026', '/trade-union/member-reports/time-updates?id=13&ky=31'],
    ]);
  });

  it('opens the periods when none is open', () => {
    expect(hrefs(renderPage(<ReportProgressCard items={[]} loading={false} />))).toEqual([
      ['Theo dõi kỳ báo cáo', '/trade-union/member-reports/time-updates'],
    ]);
  });

  it('shows the share of units that reported, and none (—, not 0 %) when no unit must report', () => {
    const shares = (html: string) =>
      [...html.matchAll(/role="progressbar"[^>]*>.*?<\/div><\/div><span[^>]*>(.*?)<\/span>/g)].map(
        (m) => m[1],
      );
    const html = renderPage(
      <ReportProgressCard
        items={[item(), item({ kyBaoCaoId: 31, tongSoCDCS: 0, soDaBaoCao: 0, soChuaBaoCao: 0 })]}
        loading={false}
      />,
    );
    expect(shares(html)).toEqual(['47,1%', '—']);
  });
});
