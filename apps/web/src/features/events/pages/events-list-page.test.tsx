import type { EventItem, EventTypeChoice, ListPage } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowActions, rowText } from '../../../test/rendered-rows';
import { eventTypeChoicesQuery } from '../api/list-event-type-choices';
import { eventListFilters, eventsQuery } from '../api/list-events';
import { eventItem } from '../event-fixture';
import { EventsListPage } from './events-list-page';

const MEMBER: Right[] = ['view-event', 'detail-event'];
const OFFICER: Right[] = [['manage', 'event']];

const rows = [
  eventItem({ id: 1 }),
  eventItem({
    id: 2,
    tenSuKien: 'Giải bóng đá',
    coTheQuanLy: false,
    moDangKy: false,
    soDaDangKy: 0,
    soChoDoi: 0,
  }),
  eventItem({
    id: 3,
    tenSuKien: 'Đại hội',
    trangThai: 'Đã kết thúc',
    thoiGianKetThuc: '2026-12-03T09:00:00.000Z',
  }),
];
const types: EventTypeChoice[] = [{ id: 2, ten: 'Tập huấn', mauSac: '#52c41a', thuTu: 1 }];

function render(url: string, rights: Right[]) {
  const filters = filtersAt(eventListFilters, url);
  const page: ListPage<EventItem> = { list: rows, count: 3 };
  return renderPage(<EventsListPage />, {
    url,
    rights,
    data: [
      [eventsQuery(filters).queryKey, page],
      [eventTypeChoicesQuery().queryKey, types],
    ],
  });
}

describe('the events list', () => {
  it('shows each event: its name linking to its page, type, time, place, status and registrations', () => {
    const html = render('/trade-union/events/list', OFFICER);
    expect(html).toContain('href="/trade-union/events/detail/1"');
    const start = formatDateTime('2026-12-01T01:00:00.000Z');
    const endTime = formatDateTime('2026-12-01T04:30:00.000Z').split(' ')[1];
    expect(rowText(html, 1)).toBe(
      `Hội nghị Tập huấn ${start} đến ${endTime} Hội trường A Đang chuẩn bị 12/50 · chờ 3`,
    );
    // over several days, both moments in full; no registration: '—'
    expect(rowText(html, 3)).toContain(`đến ${formatDateTime('2026-12-03T09:00:00.000Z')}`);
    expect(rowText(html, 2)).toContain('Đang chuẩn bị —');
    expect(html).toContain('Tổng 3 sự kiện');
  });

  it('offers the officers of an event’s unit every action, and no cancel once it is over', () => {
    const html = render('/trade-union/events/list', OFFICER);
    expect(rowActions(html, 1)).toEqual(['Xem chi tiết', 'Sửa', 'Gửi thông báo', 'Hủy sự kiện', 'Xóa']);
    expect(rowActions(html, 3)).toEqual(['Xem chi tiết', 'Sửa', 'Gửi thông báo', 'Xóa']);
    // another unit's event the officer is invited to: only its page
    expect(rowActions(html, 2)).toEqual(['Xem chi tiết']);
    expect(html).toContain('Tạo sự kiện');
    expect(html).toContain('Lịch sự kiện');
    expect(html).toContain('Danh sách đăng ký');
  });

  it('offers a member only the event’s page', () => {
    const html = render('/trade-union/events/list', MEMBER);
    for (const id of [1, 2, 3]) expect(rowActions(html, id)).toEqual(['Xem chi tiết']);
    expect(html).not.toContain('Tạo sự kiện');
  });

  it('shows the filters the URL holds', () => {
    const html = render(
      '/trade-union/events/list?search=hoi&trangThai=%C4%90ang%20di%E1%BB%85n%20ra&loaiSuKienId=2&tuNgay=2026-12-01&denNgay=2026-12-31',
      OFFICER,
    );
    expect(html).toMatch(/<input[^>]*aria-label="Tìm kiếm sự kiện"[^>]*value="hoi"/);
    const shown = (label: string) =>
      new RegExp(`title="([^"]+)">[^<]*<input[^>]*aria-label="${label}"`).exec(html)?.[1];
    expect(shown('Lọc theo trạng thái')).toBe('Đang diễn ra');
    expect(shown('Lọc theo loại sự kiện')).toBe('Tập huấn');
    expect(html).toMatch(/<input[^>]*aria-label="Từ ngày"[^>]*value="01\/12\/2026"/);
    expect(html).toMatch(/<input[^>]*aria-label="Đến ngày"[^>]*value="31\/12\/2026"/);
  });
});
