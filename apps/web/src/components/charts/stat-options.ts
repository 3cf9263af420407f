import { formatNumber, formatPercent, percentOf } from '@congdoan/shared';
import { type ChartColors, chartFrame, horizontalBars } from './chart-options';

/**
 * The charts of a table of counts (a name and one number per column on each row) as ECharts
 * options, built without ECharts (types only), like chart-options.ts: horizontal bars, a donut, or
 * a population pyramid (the first column to the left, the second to the right).
 */

export type StatChartKind = 'bar' | 'donut' | 'pyramid';

export interface StatSeries {
  name: string;
  values: readonly number[];
}

/** Colours readable on both skins' backgrounds (each at least 3:1 against white and #141414). */
export const STAT_PALETTE = ['#1677ff', '#eb2f96', '#13a8a8', '#fa8c16', '#722ed1', '#52c41a', '#8c8c8c'];

/** Horizontal bars, the first row on top (a category axis draws its first entry at the bottom). */
export function statBarOption(
  names: readonly string[],
  series: readonly StatSeries[],
  colors: ChartColors,
  narrow = false,
) {
  return horizontalBars(
    [...names].reverse(),
    series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      barMaxWidth: 18,
      data: [...s.values].reverse(),
    })),
    colors,
    { palette: STAT_PALETTE, narrow, absolute: true },
  );
}

/** A donut of the first column's shares, the legend below it. */
export function statDonutOption(names: readonly string[], values: readonly number[], colors: ChartColors) {
  const { text, frame } = chartFrame(colors);
  const total = values.reduce((s, v) => s + v, 0);
  const share = (value: number) => formatPercent(percentOf(value, total));
  return {
    ...frame,
    color: STAT_PALETTE,
    legend: { bottom: 0, textStyle: text, type: 'scroll' as const },
    tooltip: {
      trigger: 'item' as const,
      formatter: (p: { name: string; value: number }) =>
        `${p.name}: ${formatNumber(p.value)} (${share(p.value)})`,
    },
    series: [
      {
        type: 'pie' as const,
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        // the share as the tables write it (72,0%), not ECharts' own '72.03%'
        label: { color: colors.text, formatter: (p: { value: number }) => share(p.value) },
        itemStyle: { borderColor: colors.background, borderWidth: 2 },
        data: names.map((name, i) => ({ name, value: values[i] ?? 0 })),
      },
    ],
  };
}

/** A population pyramid: bands bottom (youngest) to top, the first series leftwards, the second rightwards. */
export function statPyramidOption(
  names: readonly string[],
  [left, right]: readonly [StatSeries, StatSeries],
  colors: ChartColors,
  narrow = false,
) {
  return horizontalBars(
    names,
    [
      {
        type: 'bar' as const,
        name: left.name,
        stack: 'pyramid',
        barMaxWidth: 24,
        data: left.values.map((v) => -v),
      },
      { type: 'bar' as const, name: right.name, stack: 'pyramid', barMaxWidth: 24, data: [...right.values] },
    ],
    colors,
    { palette: STAT_PALETTE, narrow, ticks: 4, labelWidth: narrow ? 90 : 150, absolute: true },
  );
}
