import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMessageTime, formatRelativeTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes day, month, four-digit year and time', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 8, 7).toISOString())).toBe('05/01/2025 08:07');
    expect(formatDateTime('không phải ngày')).toBe('không phải ngày');
  });

  it('writes a day as DD/MM/YYYY and leaves anything else as given', () => {
    expect(formatDate('2026-11-24')).toBe('24/11/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('sắp tới')).toBe('sắp tới');
  });
});

describe('formatMessageTime', () => {
  it("writes today's messages with their time only, earlier ones with their day too", () => {
    const now = new Date(2026, 11, 6, 21, 30);
    expect(formatMessageTime(new Date(2026, 11, 6, 0, 5).toISOString(), now)).toBe('00:05');
    expect(formatMessageTime(new Date(2026, 11, 5, 23, 59).toISOString(), now)).toBe('05/12/2026 23:59');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2026, 10, 24, 20, 0).getTime();
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago in Vietnamese, then the moment itself after a week', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe('Vừa xong');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 phút trước');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 giờ trước');
    expect(formatRelativeTime(ago(30 * 3_600_000), now)).toBe('Hôm qua');
    expect(formatRelativeTime(ago(4 * 86_400_000), now)).toBe('4 ngày trước');
    expect(formatRelativeTime(new Date(2026, 10, 10, 9, 5).toISOString(), now)).toBe('10/11/2026 09:05');
  });

  it('reads a moment a little in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(now + 5_000).toISOString(), now)).toBe('Vừa xong');
  });
});
