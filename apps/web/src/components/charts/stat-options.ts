import { formatNumber, formatPercent } from '@congdoan/shared';
import type { ChartColors } from './chart-options';

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

const valueText = (v: unknown) => (typeof v === 'number' ? formatNumber(Math.abs(v)) : String(v));

function base(colors: ChartColors) {
  const text = { color: colors.text, fontFamily: colors.fontFamily };
  return { animation: false, backgroundColor: colors.background, textStyle: text, text };
}

/** Horizontal bars, the first row on top (a category axis draws its first entry at the bottom). */
export function statBarOption(
  names: readonly string[],
  series: readonly StatSeries[],
  colors: ChartColors,
  narrow = false,
) {
  const { text, ...common } = base(colors);
  return {
    ...common,
    color: STAT_PALETTE,
    legend: series.length > 1 ? { top: 0, textStyle: text } : undefined,
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      valueFormatter: valueText,
    },
    grid: { left: 8, right: 24, top: series.length > 1 ? 32 : 8, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value' as const,
      minInterval: 1,
      splitNumber: narrow ? 2 : 5,
      axisLabel: {
        color: colors.secondaryText,
        hideOverlap: true,
        formatter: (v: number) => formatNumber(v),
      },
      splitLine: { lineStyle: { color: colors.line } },
    },
    yAxis: {
      type: 'category' as const,
      data: [...names].reverse(),
      axisLabel: { color: colors.text, width: narrow ? 110 : 180, overflow: 'truncate' as const },
      axisLine: { lineStyle: { color: colors.line } },
      axisTick: { show: false },
    },
    series: series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      barMaxWidth: 18,
      data: [...s.values].reverse(),
    })),
  };
}

/** A donut of the first column's shares, the legend below it. */
export function statDonutOption(names: readonly string[], values: readonly number[], colors: ChartColors) {
  const { text, ...common } = base(colors);
  const total = values.reduce((s, v) => s + v, 0);
  return {
    ...common,
    color: STAT_PALETTE,
    legend: { bottom: 0, textStyle: text, type: 'scroll' as const },
    tooltip: {
      trigger: 'item' as const,
      formatter: (p: { name: string; value: number }) =>
        `${p.name}: ${formatNumber(p.value)} (${formatPercent(total ? Math.round((p.value / total) * 1000) / 10 : 0)})`,
    },
    series: [
      {
        type: 'pie' as const,
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { color: colors.text, formatter: '{d}%' },
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
  const { text, ...common } = base(colors);
  return {
    ...common,
    color: STAT_PALETTE,
    legend: { top: 0, textStyle: text },
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      valueFormatter: valueText,
    },
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value' as const,
      minInterval: 1,
      splitNumber: narrow ? 2 : 4,
      axisLabel: {
        color: colors.secondaryText,
        hideOverlap: true,
        formatter: (v: number) => formatNumber(Math.abs(v)),
      },
      splitLine: { lineStyle: { color: colors.line } },
    },
    yAxis: {
      type: 'category' as const,
      data: [...names],
      axisLabel: { color: colors.text, width: narrow ? 90 : 150, overflow: 'truncate' as const },
      axisLine: { lineStyle: { color: colors.line } },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar' as const,
        name: left.name,
        stack: 'pyramid',
        barMaxWidth: 24,
        data: left.values.map((v) => -v),
      },
      { type: 'bar' as const, name: right.name, stack: 'pyramid', barMaxWidth: 24, data: [...right.values] },
    ],
  };
}
