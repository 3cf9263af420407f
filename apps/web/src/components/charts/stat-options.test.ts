import { describe, expect, it } from 'vitest';
import { statBarOption, statDonutOption, statPyramidOption } from './stat-options';

const colors = {
  text: '#000',
  secondaryText: '#555',
  line: '#ddd',
  background: '#fff',
  fontFamily: 'sans-serif',
};
const men = { name: 'Nam', values: [1200, 30] };
const women = { name: 'Nữ', values: [800, 45] };

describe("a statistics block's chart", () => {
  it('draws its bars with the first row on top, its numbers in Vietnamese, a legend only for several series', () => {
    const one = statBarOption(['Dưới 30', 'Từ 30 đến 45'], [men], colors);
    expect(one.yAxis.data).toEqual(['Từ 30 đến 45', 'Dưới 30']);
    expect(one.series[0]?.data).toEqual([30, 1200]);
    expect(one.tooltip.valueFormatter(1200)).toBe('1.200');
    expect(one.legend).toBeUndefined();
    expect(statBarOption(['Dưới 30'], [men, women], colors).legend).toEqual(
      expect.objectContaining({ top: 0 }),
    );
  });

  it('draws a pyramid with its first series leftwards, read without a sign', () => {
    const option = statPyramidOption(['Dưới 30', 'Từ 30 đến 45'], [men, women], colors);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Nam', [-1200, -30]],
      ['Nữ', [800, 45]],
    ]);
    expect(option.tooltip.valueFormatter(-1200)).toBe('1.200');
    expect(option.xAxis.axisLabel.formatter(-1200)).toBe('1.200');
  });

  it("gives each slice of a donut its share of the whole, and no share of nothing ('—')", () => {
    const donut = statDonutOption(['Nam', 'Nữ'], [1, 7], colors);
    expect(donut.tooltip.formatter({ name: 'Nam', value: 1 })).toBe('Nam: 1 (12,5%)');
    // the slice's own label writes its share the same way
    expect(donut.series[0]!.label.formatter({ value: 7 })).toBe('87,5%');
    const none = statDonutOption(['Nam', 'Nữ'], [0, 0], colors);
    expect(none.tooltip.formatter({ name: 'Nam', value: 0 })).toBe('Nam: 0 (—)');
  });
});
