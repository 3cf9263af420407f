import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chartFileName } from './chart-export';
import { ExportChartButton } from './export-chart-button';

const render = (chart: Parameters<typeof ExportChartButton>[0]['chart']) =>
  renderToString(<ExportChartButton title="Đoàn viên theo giới tính, theo xã/phường" chart={chart} />);

describe("a chart's export button", () => {
  it('is named for the chart it exports, its visible words first', () => {
    const html = render({ toSvg: () => '<svg/>' });
    expect(html).toContain('aria-label="Tải ảnh biểu đồ Đoàn viên theo giới tính, theo xã/phường"');
    expect(html).toContain('Tải ảnh');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('waits, disabled, until the chart is drawn', () => {
    expect(render(null)).toMatch(/<button[^>]*disabled/);
  });

  it("downloads a file named after the chart's title, without accents", () => {
    expect(chartFileName('Đoàn viên theo giới tính, theo xã/phường')).toBe(
      'doan-vien-theo-gioi-tinh-theo-xa-phuong.png',
    );
    expect(chartFileName('Công đoàn cơ sở theo cụm/khu công nghiệp', 'svg')).toBe(
      'cong-doan-co-so-theo-cum-khu-cong-nghiep.svg',
    );
    expect(chartFileName('!!!')).toBe('bieu-do.png');
  });
});
