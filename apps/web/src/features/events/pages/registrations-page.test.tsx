import { type RegistrationItem, registrationsQuery } from '@congdoan/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { buildQueryString } from '../../../lib/api-client';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { filtersAt, renderPage } from '../../../test/render-page';
import { rowText } from '../../../test/rendered-rows';
import { datedFileName, exportRegistrations } from '../api/export-registrations';
import {
  type RegistrationListFilters,
  registrationListFilters,
  registrationsListQuery,
} from '../api/list-registrations';
import { at, registrationItem } from '../event-fixture';
import { RegistrationsPage } from './registrations-page';

const read = (query: string) => readFilters(registrationListFilters, new URLSearchParams(query));
const write = (current: RegistrationListFilters, change: Partial<RegistrationListFilters>) =>
  writeFilters(registrationListFilters, current, change).toString();

const row = (over: Partial<RegistrationItem>): RegistrationItem =>
  registrationItem({
    phoneNumber: null,
    diemDanhLuc: at(17, 7, 55),
    diemDanhBoi: { id: 3, fullName: 'Lê Cán Bộ' },
    cachDiemDanh: 'danh_sach',
    ...over,
  });

function render(url: string) {
  const page = {
    list: [
      row({}),
      row({
        id: 2,
        userId: 22,
        fullName: 'Trần Thị Bình',
        trangThai: 'danh_sach_cho',
        thuTuCho: 1,
        diemDanhLuc: null,
        diemDanhBoi: null,
        cachDiemDanh: null,
      }),
    ],
    count: 2,
    page: 1,
    limit: 10,
    totalPages: 1,
  };
  return renderPage(<RegistrationsPage />, {
    url,
    rights: ['view-event'],
    data: [[registrationsListQuery(filtersAt(registrationListFilters, url)).queryKey, page]],
  });
}

describe('the registrations across events in the URL', () => {
  it('reads search, event, status, attendance, organiser and the days; 10 a page', () => {
    expect(
      read(
        'search=an&suKienId=5&trangThai=danh_sach_cho&diemDanh=0&organizationId=9&tuNgay=2026-11-01&denNgay=2026-11-30&page=2',
      ),
    ).toEqual({
      page: 2,
      limit: 10,
      search: 'an',
      suKienId: 5,
      trangThai: 'danh_sach_cho',
      diemDanh: false,
      organizationId: 9,
      tuNgay: '2026-11-01',
      denNgay: '2026-11-30',
    });
    // what the schema refuses is no filter
    expect(read('trangThai=moi&diemDanh=maybe&tuNgay=2026-02-30&suKienId=x')).toMatchObject({
      trangThai: undefined,
      diemDanh: undefined,
      tuNgay: undefined,
      suKienId: undefined,
    });
  });

  it('writes a filter change back to page 1, a day as it is, attendance as 1 or 0', () => {
    const current = read('suKienId=5&page=3');
    expect(write(current, { diemDanh: true })).toBe('suKienId=5&diemDanh=1');
    expect(write(current, { tuNgay: '2026-11-01', denNgay: '2026-11-30' })).toBe(
      'suKienId=5&tuNgay=2026-11-01&denNgay=2026-11-30',
    );
    expect(write(current, { suKienId: undefined })).toBe('');
  });

  it('sends the filters in words the API reads back the same', () => {
    const filters = read('suKienId=5&diemDanh=0&trangThai=da_dang_ky&tuNgay=2026-11-01');
    const query = buildQueryString({ ...filters });
    expect(query).toBe('?page=1&limit=10&suKienId=5&trangThai=da_dang_ky&diemDanh=false&tuNgay=2026-11-01');
    expect(registrationsQuery.parse(Object.fromEntries(new URLSearchParams(query)))).toMatchObject({
      suKienId: 5,
      diemDanh: false,
      trangThai: 'da_dang_ky',
      tuNgay: new Date('2026-11-01T00:00:00+07:00'),
    });
  });
});

describe('the registrations page', () => {
  it('shows each registration: member (by name, not login), unit, event (a link), state with the waiting place, times', () => {
    const html = render('/trade-union/events/registrations');
    expect(rowText(html, 1)).toBe(
      '1 Nguyễn Văn An CĐCS Công ty May 10 Hội nghị người lao động 2026 17/11/2026 08:00 Đã đăng ký 10/11/2026 09:15 17/11/2026 07:55 Theo danh sách',
    );
    expect(html).not.toContain('an.nguyen');
    expect(rowText(html, 2)).toContain('Danh sách chờ (#1)');
    expect(rowText(html, 2)).toMatch(/09:15 —$/);
    expect(html).toContain('href="/trade-union/events/detail/5"');
    expect(html).toContain('Tổng 2 lượt đăng ký');
    expect(html).toContain('Xuất Excel');
  });

  it('shows the filters the URL holds', () => {
    const html = render('/trade-union/events/registrations?search=binh&trangThai=danh_sach_cho&diemDanh=0');
    expect(html).toMatch(/<input[^>]*aria-label="Tìm người đăng ký"[^>]*value="binh"/);
    const shown = (label: string) =>
      new RegExp(`title="([^"]+)">[^<]*<input[^>]*aria-label="${label}"`).exec(html)?.[1];
    expect(shown('Lọc theo trạng thái đăng ký')).toBe('Danh sách chờ');
    expect(shown('Lọc theo điểm danh')).toBe('Chưa điểm danh');
    // the event named by the rows (all of them the chosen event's)
    const byEvent = render('/trade-union/events/registrations?suKienId=5');
    expect(shown('Lọc theo sự kiện')).toBeUndefined();
    expect(byEvent).toMatch(
      /title="Hội nghị người lao động 2026">[^<]*<input[^>]*aria-label="Lọc theo sự kiện"/,
    );
  });
});

describe('the export of the filtered list', () => {
  it('asks GET dang-ky-su-kien/export with the filters and no paging, and names the file with the day', async () => {
    const download = vi
      .spyOn(api, 'download')
      .mockResolvedValue({ blob: new Blob(['x']), fileName: 'DanhSachDangKy.xlsx' });
    const file = await exportRegistrations(read('suKienId=5&diemDanh=1&page=3&limit=50'));
    expect(download).toHaveBeenCalledWith('dang-ky-su-kien/export', {
      query: {
        search: undefined,
        suKienId: 5,
        trangThai: undefined,
        diemDanh: true,
        organizationId: undefined,
        tuNgay: undefined,
        denNgay: undefined,
      },
      fileName: 'DanhSachDangKy.xlsx',
    });
    expect(file.fileName).toMatch(/^DanhSachDangKy_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('dates a file name once', () => {
    expect(datedFileName('DanhSachDangKy.xlsx', '2026-11-27')).toBe('DanhSachDangKy_2026-11-27.xlsx');
    expect(datedFileName('DangKy_2026-11-27.xlsx', '2026-11-28')).toBe('DangKy_2026-11-27.xlsx');
    expect(datedFileName('danh-sach', '2026-11-27')).toBe('danh-sach_2026-11-27');
  });
});
