import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { type UserListFilters, userListFilters } from './list-users';

const filtersFromParams = (params: URLSearchParams) => readFilters(userListFilters, params);
const paramsWith = (current: UserListFilters, change: Partial<UserListFilters>) =>
  writeFilters(userListFilters, current, change);

describe('user list filters in the URL', () => {
  it('reads page, size and filters, falling back to the defaults on odd values', () => {
    expect(
      filtersFromParams(new URLSearchParams('page=3&limit=50&search=%20an%20&roleId=2&isActive=0')),
    ).toEqual({
      page: 3,
      limit: 50,
      search: 'an',
      roleId: 2,
      isActive: 0,
    });
    expect(filtersFromParams(new URLSearchParams('page=-1&limit=7&roleId=x&isActive=5'))).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      roleId: undefined,
      isActive: undefined,
    });
  });

  it('a new filter or page size goes back to page 1; a page change keeps the filters', () => {
    const current = filtersFromParams(new URLSearchParams('page=4&search=an&isActive=1'));
    expect(paramsWith(current, { roleId: 2 }).toString()).toBe('search=an&roleId=2&isActive=1');
    expect(paramsWith(current, { limit: 20 }).toString()).toBe('search=an&isActive=1&limit=20');
    expect(paramsWith(current, { page: 5 }).toString()).toBe('search=an&isActive=1&page=5');
    expect(paramsWith(current, { search: undefined, isActive: undefined }).toString()).toBe('');
  });
});
