import { describe, expect, it } from 'vitest';
import { barWidth, decadeBars, topBars } from './statistics-bars';

const ward = (id: number | null, count: number, name = `Phường ${id}`) => ({ id, name, count });

describe('statistics bars', () => {
  it('keeps the ten largest and gathers the rest in Khác, then Chưa xác định', () => {
    const buckets = [
      ...Array.from({ length: 13 }, (_, i) => ward(i + 1, (i + 1) * 2)),
      ward(null, 4, 'Chưa xác định'),
    ];
    const bars = topBars(buckets);
    expect(bars.map((b) => b.label)).toEqual([
      'Phường 13',
      'Phường 12',
      'Phường 11',
      'Phường 10',
      'Phường 9',
      'Phường 8',
      'Phường 7',
      'Phường 6',
      'Phường 5',
      'Phường 4',
      'Khác',
      'Chưa xác định',
    ]);
    // Phường 1–3 hold 2 + 4 + 6.
    expect(bars[10]).toEqual({ key: 'others', label: 'Khác', count: 12, gathered: 3 });
    expect(bars[11]?.count).toBe(4);
  });

  it('has no Khác when ten or fewer values, and no empty bars', () => {
    const bars = topBars([ward(1, 5), ward(2, 0), ward(3, 5, 'An Bình'), ward(null, 0)]);
    expect(bars.map((b) => [b.label, b.count])).toEqual([
      ['An Bình', 5],
      ['Phường 1', 5],
    ]);
    expect(topBars([])).toEqual([]);
  });

  it('orders decades in time and names them by their years', () => {
    const bars = decadeBars([
      { id: 2010, name: '2010', count: 7 },
      { id: 1990, name: '1990', count: 2 },
      { id: null, name: 'Chưa xác định', count: 1 },
    ]);
    expect(bars.map((b) => b.label)).toEqual(['1990–1999', '2010–2019', 'Chưa xác định']);
  });

  it('sizes bars against the longest', () => {
    const bars = topBars([ward(1, 200), ward(2, 50), ward(3, 1)]);
    expect(bars.map((b) => barWidth(b.count, bars))).toEqual([100, 25, 1]);
    expect(barWidth(0, bars)).toBe(0);
  });
});
