import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { type CompanyListFilters, companyListFilters } from './list-companies';

const parse = (query: string) => readFilters(companyListFilters, new URLSearchParams(query));
const paramsWith = (current: CompanyListFilters, change: Partial<CompanyListFilters>) =>
  writeFilters(companyListFilters, current, change);

describe('companies list filters in the URL', () => {
  it('reads the search and the zone, 10 a page by default, and drops odd values', () => {
    expect(parse('')).toEqual({ page: 1, limit: 10, search: undefined, cumKCNId: undefined });
    expect(parse('search=%20det%20may%20&cumKCNId=4&page=2&limit=50')).toEqual({
      page: 2,
      limit: 50,
      search: 'det may',
      cumKCNId: 4,
    });
    expect(parse('cumKCNId=abc&limit=7&page=-1')).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      cumKCNId: undefined,
    });
  });

  it('writes a bare URL for defaults, and goes back to page 1 when the zone changes', () => {
    const current = parse('page=3&cumKCNId=4');
    expect(paramsWith(current, { cumKCNId: 7 }).toString()).toBe('cumKCNId=7');
    expect(paramsWith(current, { page: 4 }).toString()).toBe('cumKCNId=4&page=4');
    expect(paramsWith(current, { cumKCNId: undefined }).toString()).toBe('');
  });
});
