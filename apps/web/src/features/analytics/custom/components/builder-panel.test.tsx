import { analyticsDefinition } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { textOf } from '../../../../test/rendered-rows';
import { BuilderPanel, dimensionMisfit, measureMisfit } from './builder-panel';

describe('the report pickers', () => {
  it('say why a measure cannot be split by a dimension in use, and why a dimension cannot split a measure', () => {
    expect(measureMisfit('companiesWithoutUnion', ['ward'])).toBe('Không chia được theo «Xã/phường»');
    expect(measureMisfit('members', ['ward', 'period'])).toBeNull();
    expect(measureMisfit('members', ['gender'])).toBe('Không chia được theo «Giới tính»');
    expect(dimensionMisfit('gender', ['memberRecords', 'members'])).toBe(
      '«Đoàn viên» không chia được theo chiều này',
    );
    expect(dimensionMisfit('period', ['events', 'companiesWithoutUnion'])).toBeNull();
  });

  it('show the definition they are given, and the problem that keeps it from running', () => {
    const draft = analyticsDefinition.parse({
      measures: ['newMembers'],
      rows: ['gender'],
      grain: 'year',
      from: '2024-01',
      to: '2025-12',
      compare: true,
    });
    const html = renderPage(
      <BuilderPanel draft={draft} onChange={() => {}} onRun={() => {}} problem="Vui lòng chọn giá trị lọc" />,
    );
    const text = textOf(html);
    for (const shown of ['Kết nạp, tiếp nhận', 'Giới tính', 'So sánh cùng kỳ năm trước'])
      expect(text).toContain(shown);
    expect(html).toContain('value="01/2024"');
    expect(html).toContain('value="12/2025"');
    expect(/<button[^>]*id="analytics-compare"[^>]*>/.exec(html)?.[0]).toContain('aria-checked="true"');
    expect(html).toContain('role="alert"');
    expect(text).toContain('Vui lòng chọn giá trị lọc');
  });
});
