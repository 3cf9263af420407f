import { describe, expect, it } from 'vitest';
import { growthLabel, overviewQuery } from './dashboard.js';

describe('growthLabel, the change as the deployed dashboard writes it', () => {
  it('writes a rise and a fall against the previous value, rounded to a whole percent', () => {
    expect(growthLabel(12, 10)).toBe('+20%');
    expect(growthLabel(8, 10)).toBe('-20%');
    expect(growthLabel(2, 3)).toBe('-33%');
    expect(growthLabel(1001, 1000)).toBe('0%');
  });
  it('from nothing: +100% when there is something now, else 0%', () => {
    expect(growthLabel(5, 0)).toBe('+100%');
    expect(growthLabel(0, 0)).toBe('0%');
    expect(growthLabel(0, 4)).toBe('-100%');
  });
});

describe('overviewQuery', () => {
  it('takes real days in order, blanks as absent', () => {
    expect(overviewQuery.parse({ fromDate: '2026-05-01', toDate: '2026-05-31', organizationId: '' })).toEqual(
      {
        fromDate: '2026-05-01',
        toDate: '2026-05-31',
      },
    );
  });
  it('refuses a day that does not exist, a window backwards, and one over 400 days, in Vietnamese', () => {
    const message = (q: object) => overviewQuery.safeParse(q).error?.issues[0]?.message;
    expect(message({ fromDate: '2026-02-30' })).toBe('Ngày không hợp lệ (YYYY-MM-DD)');
    expect(message({ fromDate: '2026-05-02', toDate: '2026-05-01' })).toBe('Từ ngày không được sau đến ngày');
    expect(message({ fromDate: '2025-01-01', toDate: '2026-05-01' })).toBe(
      'Khoảng thời gian tối đa 400 ngày',
    );
  });
});
