import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { type StaffListFilters, staffListFilters } from './list-staff';

const parse = (query: string) => readFilters(staffListFilters, new URLSearchParams(query));
const paramsWith = (current: StaffListFilters, change: Partial<StaffListFilters>) =>
  writeFilters(staffListFilters, current, change);

describe('staff list filters in the URL', () => {
  it('reads every filter, 20 a page by default, and drops odd values', () => {
    expect(parse('')).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      organizationId: undefined,
      includeChildren: undefined,
      positionId: undefined,
      termState: undefined,
      employment: undefined,
    });
    expect(
      parse(
        'search=%20nguyen%20&organizationId=7&includeChildren=1&positionId=2&termState=ended&employment=chuyen_trach&page=3&limit=50',
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      search: 'nguyen',
      organizationId: 7,
      includeChildren: true,
      positionId: 2,
      termState: 'ended',
      employment: 'chuyen_trach',
    });
    expect(
      parse('organizationId=abc&includeChildren=1&termState=sap_het&employment=x&limit=7&page=-1'),
    ).toMatchObject({
      page: 1,
      limit: 20,
      organizationId: undefined,
      includeChildren: undefined,
      termState: undefined,
      employment: undefined,
    });
  });

  it('writes a bare URL for defaults, and goes back to page 1 when a filter changes', () => {
    const current = parse('page=4&positionId=2');
    expect(paramsWith(current, { termState: 'current' }).toString()).toBe('positionId=2&termState=current');
    expect(paramsWith(current, { page: 5 }).toString()).toBe('positionId=2&page=5');
    expect(paramsWith(current, { positionId: undefined }).toString()).toBe('');
    expect(paramsWith(current, { limit: 20 }).toString()).toBe('positionId=2&page=4');
    expect(paramsWith(current, { organizationId: 9, includeChildren: true }).toString()).toBe(
      'organizationId=9&includeChildren=1&positionId=2',
    );
    // Without an organisation there is no subtree to include.
    expect(
      paramsWith(parse('organizationId=9&includeChildren=1'), { organizationId: undefined }).toString(),
    ).toBe('');
  });
});
