import type { EventCalendarItem, EventTypeChoice } from '@congdoan/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { type Right, renderPage } from '../../../test/render-page';
import { calendarEventTypesQuery } from '../api/list-calendar-event-types';
import { calendarEventsQuery } from '../api/list-calendar-events';
import { rescheduleCalendarEvent } from '../api/reschedule-calendar-event';
import {
  CANCELLED_CLASS,
  CANCELLED_COLOR,
  createReschedule,
  readableTextOn,
  toCalendarEvents,
} from '../components/events-calendar-events';
import {
  calendarFeedParams,
  calendarTitle,
  calendarWindow,
  readCalendarState,
  stepDate,
  writeCalendarState,
} from '../components/events-calendar-window';
import { EventsCalendarPage } from './events-calendar-page';

const TYPES: EventTypeChoice[] = [
  { id: 1, ten: 'Hội nghị', mauSac: '#1677ff', thuTu: 1 },
  { id: 2, ten: 'Văn hóa – thể thao', mauSac: '#fadb14', thuTu: 2 },
];

const item = (over: Partial<EventCalendarItem>): EventCalendarItem => ({
  id: 1,
  tenSuKien: 'Hội nghị người lao động',
  thoiGianBatDau: new Date(2026, 10, 17, 8, 0).toISOString(),
  thoiGianKetThuc: new Date(2026, 10, 17, 11, 30).toISOString(),
  diaDiem: 'Hội trường tỉnh',
  trangThai: 'Đang chuẩn bị',
  loaiSuKienId: 1,
  loaiSuKien: { id: 1, ten: 'Hội nghị', mauSac: '#1677ff' },
  organizationId: 3,
  coTheQuanLy: true,
  ...over,
});

const FEED: EventCalendarItem[] = [
  item({}),
  item({
    id: 2,
    tenSuKien: 'Giải bóng đá công nhân',
    loaiSuKienId: 2,
    loaiSuKien: { id: 2, ten: 'Văn hóa – thể thao', mauSac: '#fadb14' },
    coTheQuanLy: false,
  }),
  item({ id: 3, tenSuKien: 'Tập huấn an toàn lao động', trangThai: 'Đã hủy' }),
];

const OFFICER: Right[] = ['view-event', 'create-event', 'update-event'];
const MEMBER: Right[] = ['view-event'];

/** The page at a URL, with the feed answered only for `feedFor`'s window (what it should ask for). */
function render(
  url: string,
  { rights = OFFICER, feedFor = url }: { rights?: Right[]; feedFor?: string } = {},
) {
  const state = readCalendarState(new URL(feedFor, 'http://localhost').searchParams);
  return renderPage(<EventsCalendarPage />, {
    url,
    rights,
    data: [
      [calendarEventsQuery(calendarFeedParams(state)).queryKey, FEED],
      [calendarEventTypesQuery().queryKey, TYPES],
    ],
  });
}

const NOV_17 = '/trade-union/events/calendar?date=2026-11-17';

describe('the events calendar page', () => {
  it('shows the feed’s events coloured by type, a cancelled one greyed and struck, with a legend', () => {
    const html = render(NOV_17);
    expect(html).toMatch(
      /<a href="#1"[^>]*data-editable="true" style="background:#1677ff">Hội nghị người lao động<\/a>/,
    );
    // an event the caller may not manage is not dragged
    expect(html).toMatch(/data-editable="false" style="background:#fadb14">Giải bóng đá công nhân/);
    expect(html).toMatch(
      new RegExp(
        `class="${CANCELLED_CLASS}" data-editable="false" style="background:${CANCELLED_COLOR}">Tập huấn an toàn lao động \\(Đã hủy\\)`,
      ),
    );
    // the legend names each type and the cancelled look
    expect(html).toContain('aria-label="Chú thích màu loại sự kiện"');
    for (const text of ['Hội nghị', 'Văn hóa – thể thao', 'Đã hủy'])
      expect(html).toContain(`>${text}</span>`);
  });

  it('speaks Vietnamese: month title, today, the three views, Monday first, 24-hour times', () => {
    const html = render(NOV_17);
    expect(html).toContain('Tháng 11 năm 2026');
    for (const label of ['Hôm nay', 'Tháng', 'Tuần', 'Ngày', 'Tải lịch (.ics)', 'Tạo sự kiện', 'Đặt lại']) {
      expect(html).toContain(label);
    }
    expect(html).toMatch(
      /data-calendar="dayGridMonth" data-date="2026-11-17" data-first-day="1" data-locale="vi" data-hour12="false"/,
    );
    const week = render('/trade-union/events/calendar?view=week&date=2026-11-17');
    expect(week).toContain('16/11/2026 – 22/11/2026');
    expect(week).toContain('data-calendar="timeGridWeek"');
    const day = render('/trade-union/events/calendar?view=day&date=2026-11-17');
    expect(day).toContain('Thứ Ba, 17/11/2026');
  });

  it('offers neither the creation nor a drag to a reader', () => {
    const html = render(NOV_17, { rights: MEMBER });
    expect(html).not.toContain('Tạo sự kiện');
    expect(html).not.toContain('data-editable="true"');
    expect(html).toContain('Tải lịch (.ics)');
  });

  it('asks the feed for the window shown: another window’s answer is not drawn', () => {
    expect(render(NOV_17)).toContain('Hội nghị người lao động');
    // the answer cached for November does not stand for December
    const december = render('/trade-union/events/calendar?date=2026-12-05', { feedFor: NOV_17 });
    expect(december).not.toContain('Hội nghị người lao động');
  });
});

describe('the calendar’s URL and window', () => {
  it('reads view, day and filters from the URL, the defaults for anything else', () => {
    expect(
      readCalendarState(new URLSearchParams('view=week&date=2026-11-17&loaiSuKienId=2&organizationId=9')),
    ).toEqual({
      view: 'week',
      date: '2026-11-17',
      loaiSuKienId: 2,
      organizationId: 9,
    });
    expect(
      readCalendarState(new URLSearchParams('view=year&date=2026-02-30&loaiSuKienId=x'), '2026-11-27'),
    ).toEqual({
      view: 'month',
      date: '2026-11-27',
      loaiSuKienId: undefined,
      organizationId: undefined,
    });
    expect(writeCalendarState({ view: 'month', date: '2026-11-27' }, '2026-11-27').toString()).toBe('');
    expect(
      writeCalendarState({ view: 'day', date: '2026-11-20', loaiSuKienId: 2 }, '2026-11-27').toString(),
    ).toBe('view=day&date=2026-11-20&loaiSuKienId=2');
  });

  it('asks for six weeks from the Monday before the 1st, a week from Monday, or one day', () => {
    const days = (view: 'month' | 'week' | 'day', date: string) => {
      const { start, end } = calendarWindow(view, date);
      return [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')];
    };
    // 1 November 2026 is a Sunday
    expect(days('month', '2026-11-17')).toEqual(['2026-10-26', '2026-12-07']);
    expect(days('week', '2026-11-22')).toEqual(['2026-11-16', '2026-11-23']);
    expect(days('day', '2026-11-17')).toEqual(['2026-11-17', '2026-11-18']);
    const params = calendarFeedParams({ view: 'week', date: '2026-11-17', organizationId: 4 });
    expect(params).toEqual({
      from: new Date(2026, 10, 16).toISOString(),
      to: new Date(2026, 10, 23).toISOString(),
      loaiSuKienId: undefined,
      organizationId: 4,
    });
  });

  it('steps by a month, a week or a day; titles each window', () => {
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepDate('week', '2026-11-17', -1)).toBe('2026-11-10');
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(calendarTitle('month', '2027-01-01')).toBe('Tháng 1 năm 2027');
    expect(calendarTitle('day', '2026-11-22')).toBe('Chủ nhật, 22/11/2026');
  });
});

describe('events on the calendar', () => {
  it('writes black on a light type colour and white on a dark one', () => {
    expect(readableTextOn('#fadb14')).toBe('#000000');
    expect(readableTextOn('#722ed1')).toBe('#ffffff');
    // white on antd's blue is 4.1:1, black 5.1:1 (AA asks 4.5)
    expect(readableTextOn('#1677ff')).toBe('#000000');
    const [first] = toCalendarEvents([item({ loaiSuKien: { id: 4, ten: 'Họp', mauSac: '#722ed1' } })], {
      mayUpdate: false,
    });
    expect(first).toMatchObject({
      id: '1',
      url: '/trade-union/events/detail/1',
      backgroundColor: '#722ed1',
      textColor: '#ffffff',
      editable: false,
    });
  });
});

describe('a drag on the calendar', () => {
  const dropped = () => ({
    event: {
      id: '1',
      title: 'Hội nghị người lao động',
      start: new Date(2026, 10, 19, 9, 0),
      end: new Date(2026, 10, 19, 12, 30),
    },
    oldEvent: { start: new Date(2026, 10, 17, 8, 0), end: new Date(2026, 10, 17, 11, 30) },
    revert: vi.fn(),
  });

  const handler = (confirmed = true) => {
    const saved = vi.fn();
    const failed = vi.fn();
    const reschedule = createReschedule({
      confirm: async () => confirmed,
      save: rescheduleCalendarEvent,
      saved,
      failed,
    });
    return { reschedule, saved, failed };
  };

  it('sends PATCH su-kien/{id} with the new times and keeps the event where it was dropped', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    const { reschedule, saved, failed } = handler();
    const drop = dropped();
    await reschedule(drop);
    expect(patch).toHaveBeenCalledWith('su-kien/1', {
      thoiGianBatDau: new Date(2026, 10, 19, 9, 0).toISOString(),
      thoiGianKetThuc: new Date(2026, 10, 19, 12, 30).toISOString(),
    });
    expect(saved).toHaveBeenCalledWith('Hội nghị người lao động');
    expect(drop.revert).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });

  it('puts the event back and shows the server’s message when the server refuses', async () => {
    const refusal = new ApiError('Bạn không có quyền thực hiện thao tác này', 403);
    vi.spyOn(api, 'patch').mockRejectedValue(refusal);
    const { reschedule, saved, failed } = handler();
    const drop = dropped();
    await reschedule(drop);
    expect(drop.revert).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(refusal);
    expect(saved).not.toHaveBeenCalled();
  });

  it('puts the event back without a call when the officer says no; keeps its length when FullCalendar drops the end', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    const no = handler(false);
    const drop = dropped();
    await no.reschedule(drop);
    expect(drop.revert).toHaveBeenCalledTimes(1);
    expect(patch).not.toHaveBeenCalled();

    const yes = handler();
    const endless = dropped();
    endless.event.end = null as unknown as Date;
    await yes.reschedule(endless);
    expect(patch).toHaveBeenCalledWith('su-kien/1', {
      thoiGianBatDau: new Date(2026, 10, 19, 9, 0).toISOString(),
      thoiGianKetThuc: new Date(2026, 10, 19, 12, 30).toISOString(),
    });
  });
});
