import type { ChartRow } from '@congdoan/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { barOption, CHART_ROWS_MAX, drawnRows, SERIES } from './chart-options';
import { ChartTable } from './chart-table';

const row = (id: number | null, ten: string, f: Partial<ChartRow> = {}): ChartRow => ({
  id,
  ten,
  soCongDoan: 1,
  tongLaoDong: 0,
  tongDoanVien: 0,
  tyLe: null,
  doanVienNam: 0,
  doanVienNu: 0,
  doanVienChuaRo: 0,
  ...f,
});

const ROWS = [
  row(1, 'Khu công nghiệp Đình Trám', { tongLaoDong: 12500, tongDoanVien: 9800, tyLe: 78.4 }),
  row(null, 'Ngoài cụm/khu công nghiệp', { tongLaoDong: 0, tongDoanVien: 0, tyLe: null }),
];

const html = renderToString(
  <ChartTable
    caption="Người lao động và đoàn viên theo cụm/khu công nghiệp: số liệu"
    rowTitle="Cụm/khu công nghiệp"
    columns={[
      { title: 'Người lao động', value: (r) => r.tongLaoDong },
      { title: 'Đoàn viên', value: (r) => r.tongDoanVien },
      { title: 'Tỷ lệ đoàn viên', value: (r) => r.tyLe, kind: 'percent' },
    ]}
    rows={ROWS}
  />,
).replaceAll('<!-- -->', '');

const cells = (tag: 'th' | 'td') =>
  [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>(.*?)</${tag}>`, 'g'))].map((m) => m[1]);

describe("a chart's table", () => {
  it('is a real table with a caption naming the chart, and column headers', () => {
    expect(html).toMatch(
      /<table[^>]*><caption[^>]*>Người lao động và đoàn viên theo cụm\/khu công nghiệp: số liệu<\/caption>/,
    );
    expect(html).toContain('<th scope="col"');
    expect(cells('th').slice(0, 4)).toEqual([
      'Cụm/khu công nghiệp',
      'Người lao động',
      'Đoàn viên',
      'Tỷ lệ đoàn viên',
    ]);
  });

  it('has a row per zone, its name as the row header, numbers in Vietnamese, no share without workers', () => {
    expect(html).toContain('<th scope="row"');
    expect(cells('th').slice(4)).toEqual(['Khu công nghiệp Đình Trám', 'Ngoài cụm/khu công nghiệp']);
    expect(cells('td')).toEqual(['12.500', '9.800', '78,4%', '0', '0', '—']);
  });
});

describe('what a chart draws', () => {
  it('the largest zones or wards only, largest on top (a category axis draws its first at the bottom)', () => {
    const many = Array.from({ length: CHART_ROWS_MAX + 5 }, (_, i) =>
      row(i + 1, `Phường ${i + 1}`, { soCongDoan: i }),
    );
    const drawn = drawnRows(many, (r) => r.soCongDoan);
    expect(drawn).toHaveLength(CHART_ROWS_MAX);
    expect(drawn.at(-1)?.ten).toBe(`Phường ${CHART_ROWS_MAX + 5}`);
    expect(drawn[0]?.ten).toBe('Phường 6');
  });

  it('names its bars and series in Vietnamese, men, women and the unknown stacked', () => {
    const colors = {
      text: '#000',
      secondaryText: '#555',
      line: '#ddd',
      background: '#fff',
      fontFamily: 'sans-serif',
    };
    const option = barOption(ROWS, SERIES.gender, colors, { stacked: true });
    expect(option.yAxis.data).toEqual(['Khu công nghiệp Đình Trám', 'Ngoài cụm/khu công nghiệp']);
    expect(option.series.map((s) => [s.name, s.stack])).toEqual([
      ['Nam', 'total'],
      ['Nữ', 'total'],
      ['Chưa rõ', 'total'],
    ]);
  });
});
