import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time';

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
