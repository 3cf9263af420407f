import { Calendar, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import './theme-provider';

describe('Vietnamese dates', () => {
  it('sets the dayjs locale to vi when the theme module loads', () => {
    expect(dayjs.locale()).toBe('vi');
    expect(dayjs('2026-01-05').format('dddd, D MMMM YYYY')).toBe('thứ hai, 5 tháng 1 2026');
  });

  it('shows Vietnamese weekday names in date panels', () => {
    const html = renderToString(
      <ConfigProvider locale={viVN}>
        <Calendar fullscreen={false} value={dayjs('2026-01-05')} />
      </ConfigProvider>,
    );
    for (const weekday of ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']) expect(html).toContain(`>${weekday}<`);
    expect(html).toContain('title="Th 01"'); // short month name in the month select
  });
});
