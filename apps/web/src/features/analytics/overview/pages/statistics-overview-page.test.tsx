import type { AnalyticsOverview } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { type Right, renderPage } from '../../../../test/render-page';
import { overviewQuery } from '../api/get-overview';
import { StatisticsOverviewPage } from './statistics-overview-page';

const table = (
  block: AnalyticsOverview['tables'][number]['block'],
  title: string,
  columns: string[],
  rows: [string, ...number[]][],
) => ({ block, title, rowTitle: 'Nhóm', columns, rows: rows.map(([name, ...values]) => ({ name, values })) });

const overview: AnalyticsOverview = {
  scope: 'Công đoàn Công ty May Hưng Yên',
  date: '2026-12-06',
  summary: {
    unions: 1,
    members: 1234,
    membersFemale: 617,
    femaleRate: 50,
    workers: 2000,
    unionisationRate: 61.7,
    memberRecords: 1200,
    staff: 5,
  },
  tables: [
    table(
      'unionsByType',
      'Công đoàn cơ sở theo loại hình',
      ['Số công đoàn cơ sở'],
      [['Doanh nghiệp FDI', 1]],
    ),
    table(
      'membersByAge',
      'Tháp tuổi đoàn viên',
      ['Nam', 'Nữ'],
      [
        ['Dưới 30 tuổi', 300, 412],
        ['Từ 30 đến 39 tuổi', 0, 0],
      ],
    ),
    table('staffByTerm', 'Cán bộ công đoàn theo nhiệm kỳ', ['Số cán bộ'], []),
  ],
};

const render = (rights: Right[]) =>
  renderPage(<StatisticsOverviewPage />, { rights, data: [[overviewQuery().queryKey, overview]] });

describe('StatisticsOverviewPage', () => {
  it('shows the scope, the day, the summary figures and each block with its table and total', () => {
    const html = render([['statistic', 'organization']]);
    expect(html).toContain('Phạm vi: Công đoàn Công ty May Hưng Yên · Số liệu ngày 06/12/2026');
    expect(html).toContain('1.234');
    expect(html).toContain('Nữ: 617 (50%)');
    expect(html).toContain('61,7%');
    expect(html).toContain('Tháp tuổi đoàn viên: số liệu');
    expect(html).toMatch(/Dưới 30 tuổi<\/th><td[^>]*>300<\/td><td[^>]*>412<\/td>/);
    expect(html).toMatch(/Tổng cộng<\/th><td[^>]*>300<\/td><td[^>]*>412<\/td>/);
    // a block with nothing to count says so rather than drawing an empty chart
    expect(html).toContain('Không có dữ liệu');
    // the image of each chart; no workbook without the right to download reports
    expect(html).toContain('Tải ảnh biểu đồ Tháp tuổi đoàn viên');
    expect(html).not.toContain('Xuất Excel bảng');
  });

  it('offers each table as a workbook to those who may download reports', () => {
    const html = render([
      ['statistic', 'organization'],
      ['download_report', 'organization'],
    ]);
    expect(html).toContain('Xuất Excel bảng Công đoàn cơ sở theo loại hình');
  });
});
