import { type StatisticBucket, UNKNOWN_BUCKET } from '@congdoan/shared';

/** One bar of a statistics chart. */
export interface Bar {
  key: string;
  label: string;
  count: number;
  /** For 'Khác': how many values it gathers. */
  gathered?: number;
}

export const TOP_BARS = 10;
export const OTHERS_LABEL = 'Khác';

const unknownBar = (buckets: readonly StatisticBucket[]): Bar[] => {
  const count = buckets.filter((b) => b.id === null).reduce((sum, b) => sum + b.count, 0);
  return count > 0 ? [{ key: 'unknown', label: UNKNOWN_BUCKET, count }] : [];
};

/**
 * The largest `top` values by count (ties by name), then 'Khác' with the sum of the rest, then
 * 'Chưa xác định' for the organisations without a value. Empty values leave no bar.
 */
export function topBars(buckets: readonly StatisticBucket[], top = TOP_BARS): Bar[] {
  const known = buckets
    .filter((b) => b.id !== null && b.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'vi'));
  const shown: Bar[] = known.slice(0, top).map((b) => ({ key: String(b.id), label: b.name, count: b.count }));
  const rest = known.slice(top);
  if (rest.length > 0) {
    shown.push({
      key: 'others',
      label: OTHERS_LABEL,
      count: rest.reduce((sum, b) => sum + b.count, 0),
      gathered: rest.length,
    });
  }
  return [...shown, ...unknownBar(buckets)];
}

/** Decades in time order, named '1990–1999' (the bucket id is the decade's first year). */
export function decadeBars(buckets: readonly StatisticBucket[]): Bar[] {
  const known = buckets
    .filter((b): b is StatisticBucket & { id: number } => b.id !== null && b.count > 0)
    .sort((a, b) => a.id - b.id)
    .map((b) => ({ key: String(b.id), label: `${b.id}–${b.id + 9}`, count: b.count }));
  return [...known, ...unknownBar(buckets)];
}

/** The width of a bar in percent of the longest one (at least a sliver when not zero). */
export function barWidth(count: number, bars: readonly Bar[]): number {
  const max = Math.max(0, ...bars.map((b) => b.count));
  if (max === 0 || count <= 0) return 0;
  return Math.max(1, Math.round((count / max) * 1000) / 10);
}
