import { staffListQuery, wardListQuery, zaloAccountListQuery } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defineListFilters,
  filterValuesOf,
  readFilters,
  UNION_LIST_PAGE_SIZE,
  writeFilters,
} from './url-filters';

const wards = defineListFilters({
  shape: wardListQuery.shape,
  filters: ['search', 'kind', 'sortBy', 'order'],
});
const read = (query: string) => readFilters(wards, new URLSearchParams(query));

describe('list parameters in the URL', () => {
  it('read page, size and search, falling back to the defaults on odd values', () => {
    expect(read('page=3&limit=50&search=%20bac%20giang%20')).toStrictEqual({
      page: 3,
      limit: 50,
      search: 'bac giang',
      kind: undefined,
      sortBy: undefined,
      order: undefined,
    });
    expect(read('page=-1&limit=abc')).toMatchObject({ page: 1, limit: 10, search: undefined });
    expect(read('limit=5000').limit).toBe(100);
  });

  it('a change drops empty values and keeps the other filters', () => {
    const next = writeFilters(wards, read('kind=xa&page=4&search=an'), { search: undefined });
    expect(next.toString()).toBe('kind=xa');
  });

  it('read a filter the schema refuses as no filter', () => {
    expect(read('kind=thon&search=an')).toMatchObject({ page: 1, limit: 10, search: 'an', kind: undefined });
  });

  it('give the filters without page, size and sort, and count those set besides the search', () => {
    const filters = read('kind=xa&page=2&search=an&sortBy=name&order=desc');
    expect(filterValuesOf(filters)).toStrictEqual({ search: 'an', kind: 'xa' });
    expect(activeFilterCount(filters)).toBe(1);
    expect(activeFilterCount(read('search=an&sortBy=name&page=3'))).toBe(0);
  });

  it('open a union list with its own size, and write that size as no size', () => {
    const union = defineListFilters({ ...wards, pageSize: UNION_LIST_PAGE_SIZE });
    expect(readFilters(union, new URLSearchParams('')).limit).toBe(20);
    expect(
      writeFilters(union, readFilters(union, new URLSearchParams('limit=50')), { limit: 20 }).toString(),
    ).toBe('');
  });
});

describe('a list sort in the URL', () => {
  it('reads the column and the direction, and writes both after the filters', () => {
    expect(read('sortBy=name&order=desc&kind=xa')).toMatchObject({
      sortBy: 'name',
      order: 'desc',
      kind: 'xa',
    });
    expect(writeFilters(wards, read('kind=xa'), { sortBy: 'code', order: 'asc' }).toString()).toBe(
      'kind=xa&sortBy=code&order=asc',
    );
  });

  it('goes back to page 1 when the sort changes, and keeps the page when it does not', () => {
    const current = read('page=4&sortBy=name&order=asc');
    expect(writeFilters(wards, current, { order: 'desc' }).toString()).toBe('sortBy=name&order=desc');
    expect(writeFilters(wards, current, { sortBy: 'code', order: 'asc' }).toString()).toBe(
      'sortBy=code&order=asc',
    );
    expect(writeFilters(wards, current, { sortBy: 'name', order: 'asc' }).toString()).toBe(
      'sortBy=name&order=asc&page=4',
    );
    expect(writeFilters(wards, current, { page: 2 }).toString()).toBe('sortBy=name&order=asc&page=2');
  });

  it('drops the sort when it is cleared, and on reset to the plain list', () => {
    const current = read('kind=xa&sortBy=name&order=desc&page=2');
    expect(writeFilters(wards, current, { sortBy: undefined, order: undefined }).toString()).toBe('kind=xa');
    expect(writeFilters(wards, read(''), {}).toString()).toBe('');
  });

  it('ignores a column the list does not sort by, and an unknown direction', () => {
    expect(read('sortBy=password&order=up&kind=xa')).toMatchObject({
      sortBy: undefined,
      order: undefined,
      kind: 'xa',
    });
    expect(writeFilters(wards, read('sortBy=password&order=up'), { page: 2 }).toString()).toBe('page=2');
  });
});

describe('yes/no filters in the URL', () => {
  const zalo = defineListFilters({ shape: zaloAccountListQuery.shape, filters: ['isActive'] });
  const staff = defineListFilters({ shape: staffListQuery.shape, filters: ['includeChildren'] });

  it('write a filter of all / yes / no as absent, 1 or 0', () => {
    const plain = readFilters(zalo, new URLSearchParams(''));
    expect(writeFilters(zalo, plain, { isActive: true }).toString()).toBe('isActive=1');
    expect(writeFilters(zalo, plain, { isActive: false }).toString()).toBe('isActive=0');
    expect(writeFilters(zalo, plain, { isActive: undefined }).toString()).toBe('');
    expect(readFilters(zalo, new URLSearchParams('isActive=0')).isActive).toBe(false);
  });

  it('leave out a flag at its default (false), so a plain list keeps a bare URL', () => {
    const plain = readFilters(staff, new URLSearchParams(''));
    expect(writeFilters(staff, plain, { includeChildren: false }).toString()).toBe('');
    expect(writeFilters(staff, plain, { includeChildren: true }).toString()).toBe('includeChildren=1');
  });
});
