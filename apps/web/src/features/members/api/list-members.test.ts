import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { type MemberListFilters, memberListFilters, memberListParams } from './list-members';

const parse = (query: string) => readFilters(memberListFilters, new URLSearchParams(query));
const paramsWith = (current: MemberListFilters, change: Partial<MemberListFilters>) =>
  writeFilters(memberListFilters, current, change).toString();

describe('members list filters in the URL', () => {
  it('reads every filter, 20 a page by default, and drops odd values', () => {
    expect(parse('')).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      organizationId: undefined,
      includeChildren: undefined,
      status: undefined,
      gender: undefined,
      ageBand: undefined,
      joinedYear: undefined,
      partyMember: undefined,
      sortBy: undefined,
      order: undefined,
    });
    expect(
      parse(
        'search=nguyen%20thi&organizationId=7&includeChildren=1&status=thoi_sinh_hoat&gender=nu&ageBand=tu_30_den_39&joinedYear=2015&partyMember=0&sortBy=joinedAt&order=desc&page=3&limit=50',
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      search: 'nguyen thi',
      organizationId: 7,
      includeChildren: true,
      status: 'thoi_sinh_hoat',
      gender: 'nu',
      ageBand: 'tu_30_den_39',
      joinedYear: 2015,
      partyMember: false,
      sortBy: 'joinedAt',
      order: 'desc',
    });
    expect(
      parse('status=nghi&gender=x&ageBand=old&joinedYear=abc&sortBy=identity&includeChildren=1'),
    ).toMatchObject({
      status: undefined,
      gender: undefined,
      ageBand: undefined,
      joinedYear: undefined,
      sortBy: undefined,
      includeChildren: undefined,
    });
  });

  it('opens on the members đang sinh hoạt; "tat_ca" asks for every status', () => {
    expect(memberListParams(parse('')).status).toBe('dang_sinh_hoat');
    expect(memberListParams(parse('status=da_mat')).status).toBe('da_mat');
    expect(memberListParams(parse('status=tat_ca')).status).toBeUndefined();
    // Choosing the default writes a bare URL; every status is said.
    expect(paramsWith(parse('status=da_mat'), { status: 'dang_sinh_hoat' })).toBe('');
    expect(paramsWith(parse(''), { status: 'tat_ca' })).toBe('status=tat_ca');
  });

  it('writes a bare URL for defaults, goes back to page 1 when a filter changes, keeps the sort', () => {
    const current = parse('page=4&gender=nam&sortBy=fullName');
    expect(paramsWith(current, { ageBand: 'tu_50' })).toBe('gender=nam&ageBand=tu_50&sortBy=fullName');
    expect(paramsWith(current, { page: 5 })).toBe('gender=nam&sortBy=fullName&page=5');
    expect(paramsWith(current, { partyMember: false })).toBe('gender=nam&partyMember=0&sortBy=fullName');
    expect(paramsWith(current, { joinedYear: 2020, order: 'desc' })).toBe(
      'gender=nam&joinedYear=2020&sortBy=fullName&order=desc',
    );
    // Without an organisation there is no subtree to include.
    expect(paramsWith(parse('organizationId=9&includeChildren=1'), { organizationId: undefined })).toBe('');
  });

  it('sends the subtree only with its organisation, and the flags as the API reads them', () => {
    expect(memberListParams(parse('organizationId=9&includeChildren=1&partyMember=1'))).toMatchObject({
      organizationId: 9,
      includeChildren: true,
      partyMember: true,
    });
    expect(memberListParams(parse('organizationId=9')).includeChildren).toBeUndefined();
  });
});
