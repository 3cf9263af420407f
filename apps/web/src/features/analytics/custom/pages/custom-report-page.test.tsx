import { type AnalyticsResult, analyticsDefinition, type SavedReportItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { organizationNameQuery } from '../../../../lookups/organization-name';
import { answerRequests } from '../../../../test/answer-requests';
import { invalidatedBy } from '../../../../test/query-cache';
import { renderHook, renderPage } from '../../../../test/render-page';
import { textOf } from '../../../../test/rendered-rows';
import { analyticsQuery } from '../api/analytics-query';
import { savedReportsQuery, useCreateSavedReport, useDeleteSavedReport } from '../api/saved-reports';
import { searchOfDefinition } from '../definition-url';
import { CustomReportPage } from './custom-report-page';

const PATH = '/trade-union/reports/custom';
const RIGHTS = [['statistic', 'organization']] as const;

const definition = analyticsDefinition.parse({
  measures: ['members'],
  rows: ['ward', 'organizationType'],
  columns: ['period'],
  grain: 'quarter',
  from: '2025-01',
  to: '2025-06',
  chart: 'none',
});

const result = (over: Partial<AnalyticsResult> = {}): AnalyticsResult => ({
  definition,
  scope: 'Toàn tỉnh',
  generatedAt: '2025-07-01T02:30:00.000Z',
  members: {
    ward: [
      { key: '1', label: 'Phường Bắc Giang' },
      { key: '2', label: 'Xã Tân Yên' },
    ],
    organizationType: [
      { key: 'dn', label: 'Doanh nghiệp' },
      { key: 'hcsn', label: 'Hành chính sự nghiệp' },
    ],
    period: [
      { key: '2025-Q1', label: 'Quý I/2025' },
      { key: '2025-Q2', label: 'Quý II/2025' },
    ],
  },
  cells: [
    { keys: ['1', 'dn', '2025-Q1'], values: { members: 1200 } },
    { keys: ['1', 'dn', '2025-Q2'], values: { members: 1250 } },
    { keys: ['1', 'hcsn', '2025-Q2'], values: { members: 300 } },
    { keys: ['2', 'dn', '2025-Q2'], values: { members: 40 } },
  ],
  ...over,
});

const saved: SavedReportItem[] = [];

function render(url: string, answer?: AnalyticsResult) {
  const d = answer?.definition ?? definition;
  return renderPage(<CustomReportPage />, {
    url,
    rights: RIGHTS,
    data: [
      [savedReportsQuery().queryKey, saved],
      ...(answer ? [[analyticsQuery(d).queryKey, answer] as const] : []),
    ],
  });
}

/** The lines of the pivot, each as its cells' text. */
const pivotLines = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => textOf(c[1]!)),
  );

describe('the custom report page', () => {
  it('without a definition, proposes ready examples and offers no export', () => {
    const html = render(PATH);
    const text = textOf(html);
    expect(text).toContain('Đoàn viên theo xã/phường, theo quý năm nay');
    expect(text).toContain('Kết nạp và thôi sinh hoạt theo tháng, so với cùng kỳ năm trước');
    expect(html).toMatch(/href="[^"]*\?d=%7B/);
    expect(text).not.toContain('Xuất Excel');
    expect(text).toContain('Xem báo cáo');
  });

  it('reads the definition from the address and shows its pivot: groups with subtotals, lines, the total', () => {
    const html = render(`${PATH}?${searchOfDefinition(definition)}`, result());
    const text = textOf(html);
    expect(text).toContain('Phạm vi: Toàn tỉnh');
    for (const label of ['Sao chép liên kết', 'Lưu', 'Xuất Excel']) expect(text).toContain(label);
    // the chart is 'none': no PNG, and no chart code on the page
    expect(text).not.toContain('Tải ảnh PNG');
    const lines = pivotLines(html);
    expect(lines).toContainEqual(['Xã/phường / Loại hình', 'Quý I/2025', 'Quý II/2025', 'Tổng']);
    // a stock over several quarters totals as its last quarter's, not their sum
    expect(lines).toContainEqual(['Phường Bắc Giang', '1.200', '1.550', '1.550']);
    expect(lines).toContainEqual(['Doanh nghiệp', '1.200', '1.250', '1.250']);
    expect(lines).toContainEqual(['Hành chính sự nghiệp', '0', '300', '300']);
    expect(lines).toContainEqual(['Xã Tân Yên', '0', '40', '40']);
    expect(lines.at(-1)).toEqual(['Tổng cộng', '1.200', '1.590', '1.590']);
    // the pickers show the definition read
    expect(text).toContain('Đoàn viên');
  });

  it('with a comparison, gives each measure its year-earlier value and the change', () => {
    const compared = analyticsDefinition.parse({ ...definition, rows: ['ward'], columns: [], compare: true });
    const html = render(
      `${PATH}?${searchOfDefinition(compared)}`,
      result({
        definition: compared,
        cells: [
          { keys: ['1'], values: { members: 1250 }, previous: { members: 1000 } },
          { keys: ['2'], values: { members: 40 }, previous: { members: 52 } },
        ],
      }),
    );
    const lines = pivotLines(html);
    expect(lines[0]).toEqual(['Xã/phường', 'Đoàn viên', 'Đoàn viên – Cùng kỳ', 'Đoàn viên – Thay đổi']);
    expect(lines).toContainEqual(['Phường Bắc Giang', '1.250', '1.000', '+250']);
    expect(lines).toContainEqual(['Xã Tân Yên', '40', '52', '−12']);
    expect(lines.at(-1)).toEqual(['Tổng cộng', '1.290', '1.052', '+238']);
  });

  it('says so when the report has no figures in the scope', () => {
    const html = render(
      `${PATH}?${searchOfDefinition(definition)}`,
      result({ cells: [], scope: 'Phường Bắc Giang' }),
    );
    expect(textOf(html)).toContain('Phạm vi: Phường Bắc Giang');
    expect(textOf(html)).toContain('Không có số liệu nào khớp với báo cáo này trong phạm vi của bạn');
  });

  it('opened from a link filtered «Trong đơn vị», shows that union by name in the builder', () => {
    const within = analyticsDefinition.parse({
      ...definition,
      filters: [{ dimension: 'within', values: ['12'] }],
    });
    const html = renderPage(<CustomReportPage />, {
      url: `${PATH}?${searchOfDefinition(within)}`,
      rights: [...RIGHTS, ['read', 'organization']],
      data: [
        [savedReportsQuery().queryKey, saved],
        [analyticsQuery(within).queryKey, result({ definition: within })],
        [organizationNameQuery(12).queryKey, 'Công đoàn phường Trần Phú'],
      ],
    });
    const chosen = [...html.matchAll(/ant-select-content-has-value"[^>]*title="([^"]*)"/g)].map((m) => m[1]);
    expect(chosen).toEqual(expect.arrayContaining(['Trong đơn vị', 'Công đoàn phường Trần Phú']));
    expect(textOf(html)).toContain('Sao chép liên kết');
  });

  it('refuses a broken link with the reason, in Vietnamese', () => {
    const text = textOf(
      render(`${PATH}?d=${encodeURIComponent('{"measures":[],"from":"2025-01","to":"2025-02"}')}`),
    );
    expect(text).toContain('Liên kết báo cáo không hợp lệ');
    expect(text).toContain('Vui lòng chọn ít nhất một chỉ số');
  });
});

describe('saving a report', () => {
  it('posts the name, description, definition and the roles shared with, then reads the saved list again', async () => {
    const sent = answerRequests({ id: 5 });
    const body = {
      name: 'Đoàn viên theo xã',
      description: 'Theo quý',
      definition,
      sharedRoleIds: [3],
    };
    const invalidated = await invalidatedBy({ saved: savedReportsQuery().queryKey }, (client) =>
      renderHook(useCreateSavedReport, { client }).mutateAsync(body),
    );
    expect(sent).toEqual([{ url: '/api/v1/analytics/saved', method: 'POST', body }]);
    expect(invalidated).toEqual(['saved']);
  });

  it('deletes by id', async () => {
    const sent = answerRequests({ success: true });
    await renderHook(useDeleteSavedReport).mutateAsync(5);
    expect(sent).toEqual([{ url: '/api/v1/analytics/saved/delete?id=5', method: 'DELETE', body: undefined }]);
  });
});
