import { describe, expect, it } from 'vitest';
import { filterValuesOf, readFilters, writeFilters } from '../../../lib/url-filters';
import { type OrganizationListFilters, organizationListFilters } from './list-organizations';

const read = (query: string) => readFilters(organizationListFilters, new URLSearchParams(query));
const paramsWith = (current: OrganizationListFilters, change: Partial<OrganizationListFilters>) =>
  writeFilters(organizationListFilters, current, change);

/** Every filter of the list, unset. */
const NO_FILTER = {
  search: undefined,
  xaPhuongId: undefined,
  cumKhuCnId: undefined,
  organizationParentId: undefined,
  loaiHinh: undefined,
  loaiCongTy: undefined,
  namThanhLap: undefined,
  createdFrom: undefined,
  createdTo: undefined,
  updatedFrom: undefined,
  updatedTo: undefined,
  status: undefined,
};

describe('organisation list filters in the URL', () => {
  it('starts on page 1 with 20 rows and no filter', () => {
    expect(read('')).toEqual({ page: 1, limit: 20, ...NO_FILTER });
  });

  it('reads every filter, several zones repeated or comma-separated, once each', () => {
    expect(
      read(
        'page=2&limit=50&search=%20cong%20doan%20&xaPhuongId=7&cumKhuCnId=3&cumKhuCnId=5,3' +
          '&organizationParentId=12&loaiHinh=2&loaiCongTy=4&namThanhLap=2015&status=dissolved',
      ),
    ).toEqual({
      page: 2,
      limit: 50,
      search: 'cong doan',
      xaPhuongId: 7,
      cumKhuCnId: [3, 5],
      organizationParentId: 12,
      loaiHinh: 2,
      loaiCongTy: 4,
      namThanhLap: 2015,
      status: 'dissolved',
    });
  });

  it('drops odd values instead of sending them', () => {
    const odd = read(
      'page=0&limit=7&xaPhuongId=abc&cumKhuCnId=x&cumKhuCnId=-2&loaiHinh=1.5&namThanhLap=99&status=closed',
    );
    expect(odd).toMatchObject({ page: 1, limit: 20 });
    expect(filterValuesOf(odd)).toEqual(NO_FILTER);
  });

  it('writes a bare URL for the plain list and repeats cumKhuCnId for several zones', () => {
    expect(paramsWith(read(''), {}).toString()).toBe('');
    expect(paramsWith(read(''), { cumKhuCnId: [3, 5], xaPhuongId: 7 }).toString()).toBe(
      'xaPhuongId=7&cumKhuCnId=3&cumKhuCnId=5',
    );
  });

  it('goes back to page 1 on a new filter or page size, keeps the page otherwise', () => {
    const current = read('page=4&search=an&loaiHinh=2&cumKhuCnId=3');
    expect(paramsWith(current, { status: 'active' }).toString()).toBe(
      'search=an&loaiHinh=2&cumKhuCnId=3&status=active',
    );
    expect(paramsWith(current, { limit: 50 }).toString()).toBe('search=an&loaiHinh=2&cumKhuCnId=3&limit=50');
    expect(paramsWith(current, { page: 5 }).toString()).toBe('search=an&loaiHinh=2&cumKhuCnId=3&page=5');
    // The same zones again is no change: the page stays.
    expect(paramsWith(current, { cumKhuCnId: [3] }).toString()).toBe(
      'search=an&loaiHinh=2&cumKhuCnId=3&page=4',
    );
    expect(paramsWith(current, { cumKhuCnId: [] }).toString()).toBe('search=an&loaiHinh=2');
    expect(
      paramsWith(current, { search: undefined, loaiHinh: undefined, cumKhuCnId: undefined }).toString(),
    ).toBe('');
  });

  it('round-trips: what it writes it reads back the same', () => {
    const filters = read(
      'page=3&limit=100&search=abc&xaPhuongId=1&cumKhuCnId=2&cumKhuCnId=9&namThanhLap=2001',
    );
    expect(read(paramsWith(filters, {}).toString())).toEqual(filters);
  });

  it('keeps the date ranges in the URL, reads a backwards range the right way round and drops a bad date', () => {
    const filters = read('createdFrom=2025-01-01&createdTo=2025-03-31&updatedFrom=2025-02-30');
    expect(filters).toMatchObject({
      createdFrom: '2025-01-01',
      createdTo: '2025-03-31',
      updatedFrom: undefined,
    });
    expect(read(paramsWith(filters, {}).toString())).toEqual(filters);
    expect(
      paramsWith(read('page=3'), { updatedFrom: '2025-04-01', updatedTo: '2025-04-30' }).toString(),
    ).toBe('updatedFrom=2025-04-01&updatedTo=2025-04-30');
    expect(read('createdFrom=2025-05-01&createdTo=2025-01-01')).toMatchObject({
      createdFrom: '2025-01-01',
      createdTo: '2025-05-01',
    });
    // One end alone is a filter of its own.
    expect(read('updatedTo=2025-06-30')).toMatchObject({ updatedFrom: undefined, updatedTo: '2025-06-30' });
  });
});
