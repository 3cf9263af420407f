import { type AnalyticsDefinition, MEASURES, type Pivot } from '@congdoan/shared';
import type { ChartColors } from '../../../../components/charts/chart-options';
import { formatMeasure } from './pivot-table';

/** The most categories a chart draws (its table lists them all). */
export const RESULT_CHART_CATEGORIES_MAX = 30;

const PALETTE = ['#0b5ed7', '#c41d7f', '#389e0d', '#d46b08', '#722ed1', '#08979c', '#8c8c8c', '#cf1322'];

export interface ResultSeries {
  name: string;
  values: (number | null)[];
}

/**
 * What the chart draws, from the pivot: a category per group of the first row dimension (the
 * report's total when it has none), a series per column member × measure.
 */
export function chartSeriesOf(pivot: Pivot, definition: AnalyticsDefinition) {
  const categoryLines = pivot.lines.filter((l) => l.kind !== 'total' && l.depth === 0);
  const lines = (categoryLines.length > 0 ? categoryLines : pivot.lines).slice(
    0,
    RESULT_CHART_CATEGORIES_MAX,
  );
  const columns = pivot.hasTotalColumn ? pivot.columns.slice(0, -1) : pivot.columns;
  const series: ResultSeries[] = columns.flatMap((column, c) =>
    pivot.measures.map((m, i) => ({
      name: [definition.columns.length > 0 ? column.label : '', MEASURES[m].label]
        .filter(Boolean)
        .join(' – '),
      values: lines.map((l) => l.values[c]?.[i] ?? null),
    })),
  );
  return { categories: lines.map((l) => l.label), series, truncated: categoryLines.length > lines.length };
}

/** The ECharts option (types only here: ECharts itself stays in the chart's lazy chunk). */
export function resultChartOption(
  pivot: Pivot,
  definition: AnalyticsDefinition,
  colors: ChartColors,
  narrow: boolean,
) {
  const { categories, series } = chartSeriesOf(pivot, definition);
  const text = { color: colors.text, fontFamily: colors.fontFamily };
  const percentOnly = pivot.measures.every((m) => MEASURES[m].ratioOf);
  const first = pivot.measures[0]!;
  // Over time reads left to right; names (wards, unions) are long and read across as horizontal bars.
  const horizontal = definition.chart !== 'line' && definition.rows[0] !== 'period';
  const categoryAxis = {
    type: 'category' as const,
    data: categories,
    axisLabel: {
      color: colors.text,
      width: horizontal ? (narrow ? 110 : 180) : 120,
      overflow: 'truncate' as const,
      hideOverlap: true,
    },
    axisLine: { lineStyle: { color: colors.line } },
    axisTick: { show: false },
  };
  const valueAxis = {
    type: 'value' as const,
    splitNumber: narrow ? 2 : 5,
    axisLabel: {
      color: colors.secondaryText,
      hideOverlap: true,
      formatter: (v: number) => (percentOnly ? formatMeasure(first, v) : formatMeasure('members', v)),
    },
    splitLine: { lineStyle: { color: colors.line } },
  };
  return {
    animation: false,
    backgroundColor: colors.background,
    textStyle: text,
    color: PALETTE,
    legend: series.length > 1 ? { top: 0, type: 'scroll' as const, textStyle: text } : undefined,
    tooltip: {
      trigger: 'axis' as const,
      valueFormatter: (v: unknown) =>
        typeof v === 'number' ? formatMeasure(percentOnly ? first : 'members', v) : '—',
    },
    grid: { left: 8, right: 24, top: series.length > 1 ? 36 : 12, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: series.map((s) => ({
      type: definition.chart === 'line' ? ('line' as const) : ('bar' as const),
      name: s.name,
      stack: definition.chart === 'stacked' ? 'total' : undefined,
      barMaxWidth: 18,
      data: s.values,
    })),
  };
}

/** Tall enough for each category of a horizontal chart, never a sliver. */
export function resultChartHeight(pivot: Pivot, definition: AnalyticsDefinition) {
  const { categories, series } = chartSeriesOf(pivot, definition);
  const horizontal = definition.chart !== 'line' && definition.rows[0] !== 'period';
  if (!horizontal) return 360;
  const perBar = definition.chart === 'stacked' ? 1 : Math.min(series.length, 4);
  return Math.max(240, 72 + categories.length * (16 + perBar * 12));
}
