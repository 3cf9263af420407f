import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chartFileName, headerBandHeight, svgWithHeader } from './chart-export';
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

describe("an exported chart's header band", () => {
  const chart =
    '<svg width="600" height="300" xmlns="http://www.w3.org/2000/svg"><rect width="600" height="300"/></svg>';

  it('names the chart, whose figures and when above it, the chart kept whole below', () => {
    const svg = svgWithHeader(chart, {
      title: 'Đoàn viên theo thời gian',
      lines: ['Phạm vi: Toàn tỉnh › Phường Bắc Giang', 'Tháng 01/2026 – 12/2026 · Ngày xuất 06/12/2026'],
    });
    const band = headerBandHeight(2);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="600" height="${300 + band}"`));
    expect(svg).toContain('>Đoàn viên theo thời gian</text>');
    expect(svg).toContain('>Phạm vi: Toàn tỉnh › Phường Bắc Giang</text>');
    expect(svg).toContain('>Tháng 01/2026 – 12/2026 · Ngày xuất 06/12/2026</text>');
    expect(svg).toContain(`<svg x="0" y="${band}" width="600" height="300"`);
    expect(svg).toContain('<rect width="600" height="300"/></svg></svg>');
  });

  it('escapes what it writes, and leaves an SVG without a size as it is', () => {
    expect(svgWithHeader(chart, { title: 'A < B & C' })).toContain('>A &#60; B &#38; C</text>');
    expect(svgWithHeader('<svg><g/></svg>', { title: 'x' })).toBe('<svg><g/></svg>');
  });
});
