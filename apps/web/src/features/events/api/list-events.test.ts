import { eventListQuery } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../../lib/url-filters';
import { answerRequests } from '../../../test/answer-requests';
import { type EventListFilters, eventListFilters, listEvents } from './list-events';

const read = (query: string) => readFilters(eventListFilters, new URLSearchParams(query));
const write = (current: EventListFilters, change: Partial<EventListFilters>) =>
  writeFilters(eventListFilters, current, change).toString();

describe('the events list in the URL', () => {
  it('reads every filter, 10 a page by default', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      trangThai: undefined,
      loaiSuKienId: undefined,
      organizationId: undefined,
      tuNgay: undefined,
      denNgay: undefined,
    });
    expect(
      read(
        'search=%20hoi%20nghi%20&trangThai=%C4%90ang%20di%E1%BB%85n%20ra&loaiSuKienId=3&organizationId=7&tuNgay=2026-12-01&denNgay=2026-12-31&page=2&limit=20',
      ),
    ).toEqual({
      page: 2,
      limit: 20,
      search: 'hoi nghi',
      trangThai: 'Đang diễn ra',
      loaiSuKienId: 3,
      organizationId: 7,
      tuNgay: '2026-12-01',
      denNgay: '2026-12-31',
    });
  });

  it('drops what the list’s own rule refuses: an unknown status, an id that is not one, a day that does not exist', () => {
    expect(
      read('trangThai=Xong&loaiSuKienId=abc&organizationId=-1&tuNgay=2026-02-30&denNgay=31/12/2026'),
    ).toMatchObject({
      trangThai: undefined,
      loaiSuKienId: undefined,
      organizationId: undefined,
      tuNgay: undefined,
      denNgay: undefined,
    });
  });

  it('keeps the days as days in the URL, and a filter change goes back to page 1', () => {
    const current = read('loaiSuKienId=3&page=4');
    expect(write(current, { tuNgay: '2026-12-01' })).toBe('loaiSuKienId=3&tuNgay=2026-12-01');
    expect(write(current, { trangThai: 'Đã hủy' })).toBe(
      `trangThai=${encodeURIComponent('Đã hủy').replaceAll('%20', '+')}&loaiSuKienId=3`,
    );
    expect(write(current, { page: 5 })).toBe('loaiSuKienId=3&page=5');
    expect(write(current, { loaiSuKienId: undefined })).toBe('');
    expect(write(read('tuNgay=2026-12-01&denNgay=2026-12-31'), { denNgay: undefined })).toBe(
      'tuNgay=2026-12-01',
    );
  });

  it('asks GET su-kien with the filters, in words the API reads back the same', async () => {
    const sent = answerRequests({ list: [], count: 0, page: 1, limit: 10, totalPages: 0 });
    await listEvents(
      read('search=dai%20hoi&trangThai=%C4%90%C3%A3%20h%E1%BB%A7y&tuNgay=2026-12-01&organizationId=7'),
    );
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/su-kien');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      limit: '10',
      search: 'dai hoi',
      trangThai: 'Đã hủy',
      organizationId: '7',
      tuNgay: '2026-12-01',
    });
    const parsed = eventListQuery.parse(Object.fromEntries(url.searchParams));
    expect(parsed.tuNgay?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(parsed).toMatchObject({ trangThai: 'Đã hủy', organizationId: 7, search: 'dai hoi' });
  });
});
