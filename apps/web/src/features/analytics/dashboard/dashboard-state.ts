import {
  ANALYTICS_MONTHS_MAX,
  type AnalyticsDefinitionInput,
  type AnalyticsResult,
  aggregate,
  MEASURE_KEYS,
  MEASURES,
  type MeasureKey,
  type MeasureSource,
  monthsBetween,
  PERIOD_GRAINS,
  type PeriodGrain,
} from '@congdoan/shared';
import { monthOf } from '../../../lib/format-date-time';

/**
 * What the reports dashboard shows, as its address holds it (a link or a reload shows the same):
 * the grain and range of its periods, whether each period meets the same one a year earlier, and
 * the units drilled into from the caller's scope down (`unit=12.345`: a ward's union, then a union
 * under it).
 */
export interface DashboardState {
  grain: PeriodGrain;
  from: string;
  to: string;
  compare: boolean;
  /** The drill-down, outermost first; empty: the caller's whole scope. */
  path: number[];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' of a date, `shift` months later (earlier when negative). */

/** By default: the last 12 months, month by month. */
export const defaultState = (today: Date): DashboardState => ({
  grain: 'month',
  from: monthOf(today, -11),
  to: monthOf(today),
  compare: false,
  path: [],
});

/** The state an address holds; what is missing or malformed is the default's. */
export function readState(params: URLSearchParams, today = new Date()): DashboardState {
  const fallback = defaultState(today);
  const grain = params.get('grain');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range =
    MONTH.test(from) && MONTH.test(to) && from <= to && monthsBetween(from, to) <= ANALYTICS_MONTHS_MAX
      ? { from, to }
      : { from: fallback.from, to: fallback.to };
  const path = (params.get('unit') ?? '')
    .split('.')
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .slice(0, 6);
  return {
    grain: PERIOD_GRAINS.includes(grain as PeriodGrain) ? (grain as PeriodGrain) : fallback.grain,
    ...range,
    compare: params.get('compare') === '1',
    path,
  };
}

/** The address of a state: only what differs from the default. */
export function stateParams(state: DashboardState, today = new Date()): URLSearchParams {
  const fallback = defaultState(today);
  const params = new URLSearchParams();
  if (state.grain !== fallback.grain) params.set('grain', state.grain);
  if (state.from !== fallback.from || state.to !== fallback.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  if (state.compare) params.set('compare', '1');
  if (state.path.length > 0) params.set('unit', state.path.join('.'));
  return params;
}

/** The filters of the unit drilled into: it and everything under it. */
const withinFilters = (state: DashboardState): AnalyticsDefinitionInput['filters'] => {
  const unit = state.path.at(-1);
  return unit === undefined ? [] : [{ dimension: 'within', values: [String(unit)] }];
};

const overTime = (
  state: DashboardState,
  measures: MeasureKey[],
  chart: 'line' | 'bar' | 'none',
  compare = state.compare,
): AnalyticsDefinitionInput => ({
  measures,
  rows: ['period'],
  columns: [],
  filters: withinFilters(state),
  grain: state.grain,
  from: state.from,
  to: state.to,
  compare,
  chart,
});

/** The indicator cards: each measure at the last period, against the same period a year earlier. */
export const INDICATORS: MeasureKey[] = [
  'members',
  'workers',
  'unionisationRate',
  'grassrootsUnions',
  'newMembers',
  'leavers',
];
export const indicatorsDefinition = (state: DashboardState) => overTime(state, INDICATORS, 'none', true);

/** The measures of a source, in the catalogue's order. */
const measuresOf = (source: MeasureSource) => MEASURE_KEYS.filter((m) => MEASURES[m].source === source);

/** The members, the workers and their rate: the first three indicators. */
export const UNIT_MEASURES: MeasureKey[] = INDICATORS.slice(0, 3);

/** The charts over time, each its own definition (its Excel export sends the same). */
export const TRENDS = {
  members: { title: 'Đoàn viên và người lao động', measures: UNIT_MEASURES },
  flows: { title: 'Kết nạp và thôi sinh hoạt', measures: ['newMembers', 'leavers'] },
  events: { title: 'Sự kiện, đăng ký và tham dự', measures: measuresOf('events') },
  reports: { title: 'Báo cáo đoàn số', measures: measuresOf('reports') },
} satisfies Record<string, { title: string; measures: MeasureKey[] }>;
export type TrendKey = keyof typeof TRENDS;

export const trendDefinition = (state: DashboardState, key: TrendKey) =>
  overTime(state, [...TRENDS[key].measures], key === 'flows' ? 'bar' : 'line');

/**
 * The chart by unit of the current node: from the caller's scope, the unions the grassroots
 * unions stand under (the ward and zone unions, each with its subtree's figures); inside a union,
 * the unions directly under it, with their level (a grassroots union opens its page, another
 * drills further).
 */
export function unitsDefinition(state: DashboardState): AnalyticsDefinitionInput {
  const unit = state.path.at(-1);
  return {
    measures: UNIT_MEASURES,
    rows: unit === undefined ? ['parentUnion'] : ['union', 'level'],
    columns: [],
    filters: unit === undefined ? [] : [{ dimension: 'parentUnion', values: [String(unit)] }],
    grain: state.grain,
    from: state.from,
    to: state.to,
    compare: false,
    chart: 'bar',
  };
}

/** One period of an answer by period: its key, its label and each measure's value (then a year earlier). */
export interface PeriodRow {
  id: string;
  ten: string;
  values: Partial<Record<MeasureKey, number | null>>;
  previous: Partial<Record<MeasureKey, number | null>>;
}

/** The periods of an answer over time, every period of the range (one without cells is zeros). */
export function periodRows(result: AnalyticsResult): PeriodRow[] {
  const { measures } = result.definition;
  return (result.members.period ?? []).map((period) => {
    const cells = result.cells.filter((c) => c.keys[0] === period.key);
    const at = { periodIndex: 0, lastPeriod: period.key };
    const read = (pick?: (c: (typeof cells)[number]) => Record<string, number> | undefined) =>
      Object.fromEntries(measures.map((m) => [m, aggregate(cells, m, at, pick)]));
    return {
      id: period.key,
      ten: period.label,
      values: read(),
      previous: result.definition.compare ? read((c) => c.previous) : {},
    };
  });
}

/** One unit of the chart by unit. */
export interface UnitRow {
  id: number;
  ten: string;
  /** A grassroots union: its page, not a drill. */
  grassroots: boolean;
  values: Partial<Record<MeasureKey, number | null>>;
}

export function unitRows(result: AnalyticsResult): UnitRow[] {
  const [dimension, second] = result.definition.rows;
  if (!dimension) return [];
  const members = result.members[dimension] ?? [];
  const rows: UnitRow[] = [];
  for (const member of members) {
    const id = Number(member.key);
    if (!Number.isInteger(id) || id <= 0) continue; // 'no parent': nothing to drill into
    const cells = result.cells.filter((c) => c.keys[0] === member.key);
    if (cells.length === 0) continue;
    const at = { periodIndex: -1, lastPeriod: undefined };
    rows.push({
      id,
      ten: member.label,
      grassroots: second === 'level' && cells.every((c) => c.keys[1] === 'grassroots'),
      values: Object.fromEntries(result.definition.measures.map((m) => [m, aggregate(cells, m, at)])),
    });
  }
  return rows;
}
