import { zaloAccountListQuery } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { buildQueryString } from '../../../lib/api-client';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { type ZaloAccountListFilters, zaloAccountListFilters } from './list-zalo-accounts';

const read = (query: string) => readFilters(zaloAccountListFilters, new URLSearchParams(query));
const write = (current: ZaloAccountListFilters, change: Partial<ZaloAccountListFilters>) =>
  writeFilters(zaloAccountListFilters, current, change).toString();

describe('the Zalo accounts list in the URL', () => {
  it('reads search, the three yes/no filters, page and size; 10 a page by default', () => {
    expect(read('search=%20lan%20&isFollowingOa=1&isActive=0&isLinkedToWeb=false&page=3&limit=20')).toEqual({
      page: 3,
      limit: 20,
      search: 'lan',
      isFollowingOa: true,
      isActive: false,
      isLinkedToWeb: false,
    });
    expect(read('')).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      isFollowingOa: undefined,
      isActive: undefined,
      isLinkedToWeb: undefined,
    });
  });

  it('reads a value the schema refuses as no filter, and an odd size as the default', () => {
    expect(read('isActive=maybe&isLinkedToWeb=2&limit=7')).toMatchObject({
      limit: 10,
      isActive: undefined,
      isLinkedToWeb: undefined,
    });
  });

  it('writes each filter as all (absent), yes (1) or no (0), and any change goes back to page 1', () => {
    const current = read('search=lan&page=4');
    expect(write(current, { isLinkedToWeb: false })).toBe('search=lan&isLinkedToWeb=0');
    expect(write(current, { isFollowingOa: true, isActive: false })).toBe(
      'search=lan&isFollowingOa=1&isActive=0',
    );
    expect(write(read('isLinkedToWeb=0&page=2'), { isLinkedToWeb: undefined })).toBe('');
    expect(write(current, { search: 'hoa' })).toBe('search=hoa');
    expect(write(current, { limit: 50 })).toBe('search=lan&limit=50');
    // a page change keeps the filters
    expect(write(read('isActive=1'), { page: 2 })).toBe('isActive=1&page=2');
  });

  it('sends the filters in words the API reads back the same', () => {
    const filters = read('isFollowingOa=1&isLinkedToWeb=0&search=lan');
    const query = buildQueryString({ ...filters });
    expect(query).toBe('?page=1&limit=10&search=lan&isFollowingOa=true&isLinkedToWeb=false');
    const parsed = zaloAccountListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toMatchObject({ isFollowingOa: true, isLinkedToWeb: false, search: 'lan', limit: 10 });
    expect(parsed.isActive).toBeUndefined();
  });
});
