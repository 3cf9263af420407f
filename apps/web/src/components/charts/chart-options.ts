import { type ChartRow, formatNumber, formatPercent } from '@congdoan/shared';

/**
 * The charts as ECharts options, built without ECharts (types only), so that the library stays in
 * the chart's own chunk. A chart of places is of horizontal bars (zone and ward names are long, and
 * read across on a phone too); a chart over time has the periods along its bottom axis.
 */

/** Each chart draws at most this many zones or wards (the largest); its table lists them all. */
export const CHART_ROWS_MAX = 15;

export interface ChartColors {
  text: string;
  secondaryText: string;
  line: string;
  background: string;
  fontFamily: string;
}

/** The colours of the skin a chart is drawn in (antd's theme token). */
export const chartColors = (token: {
  colorText: string;
  colorTextSecondary: string;
  colorBorderSecondary: string;
  colorBgContainer: string;
  fontFamily: string;
}): ChartColors => ({
  text: token.colorText,
  secondaryText: token.colorTextSecondary,
  line: token.colorBorderSecondary,
  background: token.colorBgContainer,
  fontFamily: token.fontFamily,
});

/** What a chart draws a row of: an id (a union, a zone, a period) and its name. */
export interface ChartRowBase {
  id: number | string | null;
  ten: string;
}

export interface ChartSeries<R extends ChartRowBase = ChartRow> {
  name: string;
  color: string;
  /** null: no value (a rate without its base), a gap in a line. */
  value: (row: R) => number | null;
  /** Over time: drawn as bars (flows side by side) rather than a line. */
  shape?: 'line' | 'bar';
  /** Over time: a dashed line (the same period a year earlier). */
  dashed?: boolean;
  /** Over time: a percentage, read against a second axis on the right. */
  percent?: boolean;
}

/** The series of each chart (the same names head the columns of its table). */
export const SERIES = {
  workersMembers: [
    { name: 'Người lao động', color: '#8c8c8c', value: (r) => r.tongLaoDong },
    { name: 'Đoàn viên', color: '#0b5ed7', value: (r) => r.tongDoanVien },
  ],
  gender: [
    { name: 'Nam', color: '#0b5ed7', value: (r) => r.doanVienNam },
    { name: 'Nữ', color: '#c41d7f', value: (r) => r.doanVienNu },
    { name: 'Chưa rõ', color: '#8c8c8c', value: (r) => r.doanVienChuaRo },
  ],
  unions: [{ name: 'Công đoàn cơ sở', color: '#722ed1', value: (r) => r.soCongDoan }],
} satisfies Record<string, ChartSeries[]>;

/** The rows a chart draws: the largest by `size`, at most CHART_ROWS_MAX, largest on top. */
export function drawnRows<R extends ChartRowBase>(rows: readonly R[], size: (row: R) => number): R[] {
  return [...rows]
    .sort((a, b) => size(b) - size(a))
    .slice(0, CHART_ROWS_MAX)
    .reverse(); // a category axis draws its first entry at the bottom
}

/** The height of a bar chart of `count` categories: enough for each name, never a sliver. */
export const chartHeight = (count: number, series: number) =>
  Math.max(220, 72 + count * (series > 1 && series < 3 ? 44 : 32));

/** What every chart here shares: no animation, the skin's background, text and font. */
export function chartFrame(colors: ChartColors) {
  const text = { color: colors.text, fontFamily: colors.fontFamily };
  return { text, frame: { animation: false, backgroundColor: colors.background, textStyle: text } };
}

/**
 * Horizontal bars, a category a row, its name on the left (a category axis draws its first entry
 * at the bottom), the values along the bottom, the legend on top when there is more than one
 * series: the frame every bar chart of places or counts shares, around the caller's series.
 */
export function horizontalBars<S extends { name: string }>(
  categories: readonly string[],
  series: readonly S[],
  colors: ChartColors,
  {
    palette,
    narrow = false,
    ticks = 5,
    labelWidth = narrow ? 110 : 180,
    absolute = false,
  }: {
    palette: readonly string[];
    narrow?: boolean;
    /** How many ticks the value axis aims at on a wide screen. */
    ticks?: number;
    /** How wide a category's name may run before it is cut to '…'. */
    labelWidth?: number;
    /** Values read without their sign (a pyramid's left side is drawn negative). */
    absolute?: boolean;
  },
) {
  const { text, frame } = chartFrame(colors);
  const format = (v: number) => formatNumber(absolute ? Math.abs(v) : v);
  return {
    ...frame,
    color: [...palette],
    legend: series.length > 1 ? { top: 0, textStyle: text } : undefined,
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      valueFormatter: (v: unknown) => (typeof v === 'number' ? format(v) : String(v)),
    },
    grid: { left: 8, right: 24, top: series.length > 1 ? 32 : 8, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value' as const,
      minInterval: 1,
      // a phone's chart is about 150 px of bars: fewer ticks, none overlapping
      splitNumber: narrow ? 2 : ticks,
      axisLabel: { color: colors.secondaryText, hideOverlap: true, formatter: format },
      splitLine: { lineStyle: { color: colors.line } },
    },
    yAxis: {
      type: 'category' as const,
      data: [...categories],
      axisLabel: { color: colors.text, width: labelWidth, overflow: 'truncate' as const },
      axisLine: { lineStyle: { color: colors.line } },
      axisTick: { show: false },
    },
    series: [...series],
  };
}

export function barOption<R extends ChartRowBase>(
  rows: readonly R[],
  series: readonly ChartSeries<R>[],
  colors: ChartColors,
  { stacked = false, narrow = false }: { stacked?: boolean; narrow?: boolean } = {},
) {
  return horizontalBars(
    rows.map((r) => r.ten),
    series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      stack: stacked ? 'total' : undefined,
      barMaxWidth: 18,
      data: rows.map(s.value),
    })),
    colors,
    { palette: series.map((s) => s.color), narrow },
  );
}
export type BarOption = ReturnType<typeof barOption>;

/** The height of a chart over time. */
export const TIME_CHART_HEIGHT = 300;

/**
 * A chart over time: one category per period along the bottom, in the rows' order, each series a
 * line (or bars, for flows side by side); a percentage series reads against a second axis.
 */
export function timeOption<R extends ChartRowBase>(
  rows: readonly R[],
  series: readonly ChartSeries<R>[],
  colors: ChartColors,
  { narrow = false }: { narrow?: boolean } = {},
) {
  const { text, frame } = chartFrame(colors);
  const hasPercent = series.some((s) => s.percent);
  const valueAxis = (percent: boolean) => ({
    type: 'value' as const,
    minInterval: percent ? undefined : 1,
    splitNumber: narrow ? 3 : 5,
    axisLabel: {
      color: colors.secondaryText,
      hideOverlap: true,
      formatter: (v: number) => (percent ? formatPercent(v * 100) : formatNumber(v)),
    },
    splitLine: { show: !percent, lineStyle: { color: colors.line } },
  });
  return {
    ...frame,
    color: series.map((s) => s.color),
    legend: { top: 0, textStyle: text, type: 'scroll' as const },
    tooltip: { trigger: 'axis' as const },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      data: rows.map((r) => r.ten),
      axisLabel: { color: colors.text, hideOverlap: true },
      axisLine: { lineStyle: { color: colors.line } },
      axisTick: { alignWithLabel: true },
    },
    yAxis: hasPercent ? [valueAxis(false), valueAxis(true)] : [valueAxis(false)],
    series: series.map((s) => ({
      type: s.shape ?? ('line' as const),
      name: s.name,
      yAxisIndex: s.percent ? 1 : 0,
      barMaxWidth: 18,
      symbolSize: 5,
      lineStyle: s.dashed ? { type: 'dashed' as const } : undefined,
      tooltip: {
        valueFormatter: (v: unknown) =>
          typeof v !== 'number' ? '—' : s.percent ? formatPercent(v * 100) : formatNumber(v),
      },
      data: rows.map(s.value),
    })),
  };
}
