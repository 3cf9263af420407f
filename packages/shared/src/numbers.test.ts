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

  it("reads no share as '—', never 0 %", () => {
    expect(formatPercent(percentOf(5, 0))).toBe('—');
    expect(formatPercent(percentOf(0, 4))).toBe('0%');
  });

  it('gives a whole percent where one is asked for', () => {
    expect(percentOf(2, 3, 0)).toBe(67);
    expect(percentOf(5, 8, 0)).toBe(63);
    expect(percentOf(0, 0, 0)).toBeNull();
  });
});
