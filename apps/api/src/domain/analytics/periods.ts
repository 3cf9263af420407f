import type { AnalyticsDefinition, DimensionMember, PeriodGrain } from '@congdoan/shared';

/**
 * The periods of a report: the months, quarters or years its range covers, each from its first day
 * to the first day of the next (Vietnam time), named and keyed as the answer shows them.
 */
export interface Bucket extends DimensionMember {
  /** The first day of the period, and of the next (exclusive), as Vietnam dates 'YYYY-MM-DD'. */
  startDay: string;
  endDay: string;
  /** The same two as moments (Vietnam midnight). */
  start: Date;
  end: Date;
}

const MONTHS_OF: Record<PeriodGrain, number> = { month: 1, quarter: 3, year: 12 };

const day = (index: number) => {
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
};
const monthIndex = (yyyyMm: string) => {
  const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
  return y * 12 + m - 1;
};
export const vietnamMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00+07:00`);

function labelOf(grain: PeriodGrain, first: number) {
  const y = Math.floor(first / 12);
  const m = (first % 12) + 1;
  if (grain === 'year') return { key: `${y}`, label: `Năm ${y}` };
  if (grain === 'quarter') {
    const q = Math.floor((m - 1) / 3) + 1;
    return { key: `${y}-Q${q}`, label: `Quý ${q}/${y}` };
  }
  return { key: `${y}-${String(m).padStart(2, '0')}`, label: `Tháng ${m}/${y}` };
}

/**
 * The buckets of `definition`'s range by its grain, a quarter or a year taken whole around the months
 * chosen; `yearsBack` moves every date back (the comparison a year earlier) and keeps the keys.
 */
export function bucketsOf(
  definition: Pick<AnalyticsDefinition, 'grain' | 'from' | 'to'>,
  yearsBack = 0,
): Bucket[] {
  const size = MONTHS_OF[definition.grain];
  const first = Math.floor(monthIndex(definition.from) / size) * size;
  const last = Math.floor(monthIndex(definition.to) / size) * size;
  const buckets: Bucket[] = [];
  for (let i = first; i <= last; i += size) {
    const startDay = day(i - 12 * yearsBack);
    const endDay = day(i + size - 12 * yearsBack);
    buckets.push({
      ...labelOf(definition.grain, i),
      startDay,
      endDay,
      start: vietnamMidnight(startDay),
      end: vietnamMidnight(endDay),
    });
  }
  return buckets;
}
