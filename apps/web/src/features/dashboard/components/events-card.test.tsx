import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { textOf } from '../../../test/rendered-rows';
import { type DashboardEvents, EventsCard } from './events-card';

const EVENTS: DashboardEvents = {
  upcoming: 7,
  ongoing: 1,
  registrationsThisMonth: 1234,
  attendedThisMonth: 980,
  next: [
    {
      id: 5,
      tenSuKien: 'Hội nghị người lao động 2026',
      thoiGianBatDau: new Date(2026, 10, 17, 8, 0).toISOString(),
      diaDiem: 'Hội trường tỉnh',
      mauSac: '#722ed1',
    },
    {
      id: 6,
      tenSuKien: 'Giải bóng đá công nhân',
      thoiGianBatDau: new Date(2026, 10, 22, 7, 30).toISOString(),
      diaDiem: null,
      mauSac: null,
    },
  ],
};

const render = (events: DashboardEvents) => renderPage(<EventsCard events={events} />);

describe('the events card of the dashboard', () => {
  it('shows the figures: coming, under way, this month’s registrations and attendance', () => {
    expect(textOf(render(EVENTS))).toContain(
      'Sắp diễn ra 7 Đang diễn ra 1 Đăng ký trong tháng 1.234 Có mặt trong tháng 980',
    );
  });

  it('lists the next events with their colour, a link to each, when and where', () => {
    const html = render(EVENTS);
    expect(html).toMatch(
      /background:#722ed1.*href="\/trade-union\/events\/detail\/5"[^>]*>Hội nghị người lao động 2026</,
    );
    expect(textOf(html)).toContain('Hội nghị người lao động 2026 17/11/2026 08:00 · Hội trường tỉnh');
    expect(textOf(html)).toContain('Giải bóng đá công nhân 22/11/2026 07:30');
    expect(html).toContain('href="/trade-union/events/calendar"');
  });

  it('says when nothing is coming', () => {
    expect(textOf(render({ ...EVENTS, upcoming: 0, next: [] }))).toContain('Không có sự kiện sắp tới');
  });
});
