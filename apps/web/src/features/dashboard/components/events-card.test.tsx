import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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

const render = (events: DashboardEvents) =>
  renderToString(
    <MemoryRouter>
      <EventsCard events={events} />
    </MemoryRouter>,
  ).replaceAll('<!-- -->', '');

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the events card of the dashboard', () => {
  it('shows the figures: coming, under way, this month’s registrations and attendance', () => {
    expect(text(render(EVENTS))).toContain(
      'Sắp diễn ra 7 Đang diễn ra 1 Đăng ký trong tháng 1.234 Có mặt trong tháng 980',
    );
  });

  it('lists the next events with their colour, a link to each, when and where', () => {
    const html = render(EVENTS);
    expect(html).toMatch(
      /background:#722ed1.*href="\/trade-union\/events\/detail\/5"[^>]*>Hội nghị người lao động 2026</,
    );
    expect(text(html)).toContain('Hội nghị người lao động 2026 17/11/2026 08:00 · Hội trường tỉnh');
    expect(text(html)).toContain('Giải bóng đá công nhân 22/11/2026 07:30');
    expect(html).toContain('href="/trade-union/events/calendar"');
  });

  it('says when nothing is coming', () => {
    expect(text(render({ ...EVENTS, upcoming: 0, next: [] }))).toContain('Không có sự kiện sắp tới');
  });
});
