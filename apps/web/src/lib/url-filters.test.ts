import { wardListQuery } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { defineListFilters, filterValuesOf, readFilters, writeFilters } from './url-filters';

const wards = defineListFilters({ shape: wardListQuery.shape, filters: ['search', 'kind'] });
const read = (query: string) => readFilters(wards, new URLSearchParams(query));

describe('list parameters in the URL', () => {
  it('read page, size and search, falling back to the defaults on odd values', () => {
    expect(read('page=3&limit=50&search=%20bac%20giang%20')).toEqual({
      page: 3,
      limit: 50,
      search: 'bac giang',
      kind: undefined,
    });
    expect(read('page=-1&limit=abc')).toEqual({ page: 1, limit: 10, search: undefined, kind: undefined });
    expect(read('limit=5000').limit).toBe(100);
  });

  it('a change drops empty values and keeps the other filters', () => {
    const next = writeFilters(wards, read('kind=xa&page=4&search=an'), { search: undefined });
    expect(next.toString()).toBe('kind=xa');
  });

  it('read a filter the schema refuses as no filter', () => {
    expect(read('kind=thon&search=an')).toEqual({ page: 1, limit: 10, search: 'an', kind: undefined });
  });

  it('give the filters without the page', () => {
    const filters = read('kind=xa&page=2&search=an');
    expect(filterValuesOf(filters)).toEqual({ search: 'an', kind: 'xa' });
  });
});
