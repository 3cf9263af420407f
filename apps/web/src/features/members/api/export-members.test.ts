import { describe, expect, it, vi } from 'vitest';
import { readFilters } from '../../../lib/url-filters';
import { exportMembers } from './export-members';
import { memberListFilters } from './list-members';

describe('exporting the members list', () => {
  it('asks for the list as filtered and sorted, every page, the default status said', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(new Blob(['xlsx']), {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    });
    const filters = readFilters(
      memberListFilters,
      new URLSearchParams('search=nguyen&gender=nu&sortBy=fullName&order=desc&page=3'),
    );
    const file = await exportMembers(filters);
    const asked = new URL(urls[0]!, 'http://x');
    expect(asked.pathname).toMatch(/\/member\/export$/);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      search: 'nguyen',
      status: 'dang_sinh_hoat',
      gender: 'nu',
      sortBy: 'fullName',
      order: 'desc',
    });
    expect(file.fileName).toBe('DanhSachDoanVien.xlsx');
  });
});
