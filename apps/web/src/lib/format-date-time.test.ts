import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes day, month, four-digit year and time', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 8, 7).toISOString())).toBe('05/01/2025 08:07');
    expect(formatDateTime('không phải ngày')).toBe('không phải ngày');
  });
});
