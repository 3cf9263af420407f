import { describe, expect, it } from 'vitest';
import { formatCount, formatCustomValue, membersText } from './custom-value-format';

describe('custom values in the list', () => {
  it('shows yes/no as Có/Không', () => {
    expect(formatCustomValue({ type: 'boolean' }, true)).toBe('Có');
    expect(formatCustomValue({ type: 'boolean' }, false)).toBe('Không');
    expect(formatCustomValue({ type: 'boolean' }, 'có')).toBe('Có');
  });

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatCustomValue({ type: 'date' }, '2024-03-05')).toBe('05/03/2024');
    expect(formatCustomValue({ type: 'date' }, 'không rõ')).toBe('không rõ');
  });

  it('shows numbers the Vietnamese way and the rest as typed', () => {
    expect(formatCustomValue({ type: 'number' }, 1234.5)).toBe('1.234,5');
    expect(formatCustomValue({ type: 'select' }, 'Từ 50 đến 200 lao động')).toBe('Từ 50 đến 200 lao động');
    expect(formatCustomValue({ type: 'text' }, 'Ghi chú')).toBe('Ghi chú');
  });

  it('shows a dash for no value, whatever the type', () => {
    for (const type of ['text', 'number', 'date', 'boolean', 'select'] as const) {
      expect(formatCustomValue({ type }, undefined)).toBe('—');
      expect(formatCustomValue({ type }, '  ')).toBe('—');
    }
    expect(formatCustomValue({ type: 'number' }, 0)).toBe('0');
  });

  it('formats counts with thousands dots', () => {
    expect(formatCount(12500)).toBe('12.500');
    expect(formatCount(null)).toBe('—');
  });

  it('says a member count in a sentence, or that none was given', () => {
    expect(membersText(1234)).toBe('1.234 đoàn viên');
    expect(membersText(0)).toBe('0 đoàn viên');
    expect(membersText(null)).toBe('Chưa khai báo số đoàn viên');
  });
});
