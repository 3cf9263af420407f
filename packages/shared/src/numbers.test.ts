import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, percentOf } from './numbers.js';
import { eventUpdateBody } from './schemas/events.js';

describe('numbers, written one way', () => {
  it('puts dots between thousands and a comma before the one decimal', () => {
    expect(formatNumber(1_000_000)).toBe('1.000.000');
    expect(formatNumber(33286)).toBe('33.286');
    expect(formatNumber(1.25)).toBe('1,3');
    expect(formatPercent(1.2)).toBe('1,2%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('is how the rules write their limits', () => {
    const refused = eventUpdateBody.safeParse({ soLuongThamGiaDuKien: 1_000_001 });
    expect(refused.error?.issues[0]?.message).toBe('Tối đa 1.000.000');
  });
});

describe('percentOf', () => {
  it('gives a share to one decimal, and none of nothing', () => {
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 0)).toBeNull();
  });
});
