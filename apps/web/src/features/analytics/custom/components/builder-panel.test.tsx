import { analyticsDefinition } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { organizationNameQuery } from '../../../../lookups/organization-name';
import { renderPage } from '../../../../test/render-page';
import { textOf } from '../../../../test/rendered-rows';
import { definitionFromSearch, searchOfDefinition } from '../definition-url';
import { BuilderPanel } from './builder-panel';
import { dimensionMisfit, measureMisfit } from './catalogue-fit';
import {
  addFilter,
  changeFilterDimension,
  removeFilter,
  setFilterValues,
  withinValues,
} from './filter-lines';

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

describe('the filter «Trong đơn vị» (a union and everything under it)', () => {
  const draft = analyticsDefinition.parse({
    measures: ['members'],
    rows: ['ward'],
    grain: 'quarter',
    from: '2025-01',
    to: '2025-12',
  });
  /** The definition the address carries, as the page reads it back. */
  const throughAddress = (definition: typeof draft) => {
    const read = definitionFromSearch(searchOfDefinition(definition));
    return read.state === 'valid' ? read.definition : read;
  };

  it('keeps the one union chosen by its id in the definition and the address, and leaves both when removed', () => {
    // "Thêm bộ lọc", the line turned to «Trong đơn vị», union 12 picked
    let filters = addFilter(draft.filters, draft.measures);
    expect(filters).toEqual([{ dimension: 'ward', values: [] }]);
    filters = changeFilterDimension(filters, 0, 'within');
    filters = setFilterValues(filters, 0, withinValues(12));
    const within = { ...draft, filters };
    expect(within.filters).toEqual([{ dimension: 'within', values: ['12'] }]);
    expect(decodeURIComponent(searchOfDefinition(within))).toContain(
      '"filters":[{"dimension":"within","values":["12"]}]',
    );
    expect(throughAddress(within)).toEqual(within);

    // the union cleared: nothing chosen, and the report says so before it runs
    expect(setFilterValues(filters, 0, withinValues(null))).toEqual([{ dimension: 'within', values: [] }]);

    // "Bỏ bộ lọc"
    const removed = { ...within, filters: removeFilter(filters, 0) };
    expect(removed.filters).toEqual([]);
    expect(decodeURIComponent(searchOfDefinition(removed))).not.toContain('within');
    expect(throughAddress(removed)).toEqual(draft);
  });

  it('shows the filter by its name and the chosen union by its name, read again for a link', () => {
    const html = renderPage(
      <BuilderPanel
        draft={{ ...draft, filters: [{ dimension: 'within', values: ['12'] }] }}
        onChange={() => {}}
        onRun={() => {}}
        problem={null}
      />,
      {
        rights: [['read', 'organization']],
        data: [[organizationNameQuery(12).queryKey, 'Công đoàn phường Trần Phú']],
      },
    );
    const chosen = [...html.matchAll(/ant-select-content-has-value"[^>]*title="([^"]*)"/g)].map((m) => m[1]);
    expect(chosen).toContain('Trong đơn vị');
    expect(chosen).toContain('Công đoàn phường Trần Phú');
    expect(html).toContain('aria-label="Giá trị lọc theo Trong đơn vị"');
  });
});
