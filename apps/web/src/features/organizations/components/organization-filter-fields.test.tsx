import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeOf } from '../../../components/date-field';
import { renderPage } from '../../../test/render-page';
import { organizationFilterFields } from './organization-filter-fields';

describe('the date range filters of the organisations list', () => {
  it('show the URL’s dates as Vietnamese dates, with what each range filters', () => {
    const html = renderPage(
      organizationFilterFields(
        { page: 1, limit: 20, createdFrom: '2025-01-05', createdTo: '2025-03-31', updatedTo: '2025-06-30' },
        () => {},
        undefined,
      ),
    );
    expect(html).toContain('value="05/01/2025"');
    expect(html).toContain('value="31/03/2025"');
    expect(html).toContain('value="30/06/2025"');
    expect(html).toContain('placeholder="Ngày tạo từ"');
    expect(html).toContain('placeholder="Cập nhật từ"');
  });

  it('keep a chosen range as YYYY-MM-DD texts, a cleared end as no filter', () => {
    expect(rangeOf([dayjs('2025-02-01'), dayjs('2025-02-28')])).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(rangeOf([dayjs('2025-02-01'), null])).toEqual({ from: '2025-02-01', to: undefined });
    expect(rangeOf(null)).toEqual({ from: undefined, to: undefined });
  });
});
