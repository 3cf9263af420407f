import type { PeriodKind } from '@congdoan/shared';

/**
 * The windows of a reporting period (docs/requirements.md, "Reporting periods"): which occurrences
 * (kỳ) a configuration has in a year, each from the start of its first day to the last moment of
 * its last day, Việt Nam time. A day past a month's end is that month's last day (31 in February
 * is the 28th or 29th); the quarters of a year are that year's, whatever month it is now.
 */

const VN_OFFSET_MS = 7 * 3_600_000;

/** The settings a window depends on (a stored period, or one being written). */
export interface PeriodShape {
  name: string;
  kind: PeriodKind;
  startDay: number | null;
  endDay: number | null;
  month: number | null;
  months: number[];
  startYear: number | null;
  endYear: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface Window {
  /** '2026-06', '2026-Q2', '2026' or 'dot-xuat': one occurrence per key and period. */
  key: string;
  name: string;
  year: number;
  month: number | null;
  quarter: number | null;
  startsAt: Date;
  /** The deadline: the last moment of the window. */
  endsAt: Date;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The start of a Việt Nam day; `day` past the month's end is its last day. */
const dayStart = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, Math.min(day, daysIn(year, month))) - VN_OFFSET_MS);

/** The last moment of a Việt Nam day; `day` past the month's end is its last day. */
const dayEnd = (year: number, month: number, day: number) =>
  new Date(dayStart(year, month, day).getTime() + 86_400_000 - 1);

/** The year and month (1–12) it is in Việt Nam at `at`. */
export function vnYearMonth(at: Date): { year: number; month: number } {
  const wall = new Date(at.getTime() + VN_OFFSET_MS);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

function inYears(p: PeriodShape, year: number) {
  return (p.startYear === null || year >= p.startYear) && (p.endYear === null || year <= p.endYear);
}

/** A recurring window of `month` in `year`. */
function monthWindow(p: PeriodShape, year: number, month: number) {
  return {
    startsAt: dayStart(year, month, p.startDay ?? 1),
    endsAt: dayEnd(year, month, p.endDay ?? 31),
  };
}

/** The windows a period has in a Việt Nam calendar year, in order. */
export function windowsOfYear(p: PeriodShape, year: number): Window[] {
  if (p.kind === 'dot_xuat') {
    if (!p.startsAt || !p.endsAt) return [];
    const start = vnYearMonth(p.startsAt);
    if (start.year !== year) return [];
    return [
      {
        key: 'dot-xuat',
        name: p.name,
        year,
        month: start.month,
        quarter: Math.ceil(start.month / 3),
        startsAt: p.startsAt,
        endsAt: p.endsAt,
      },
    ];
  }
  if (!inYears(p, year)) return [];
  const mm = (m: number) => String(m).padStart(2, '0');
  switch (p.kind) {
    case 'hang_thang':
      return Array.from({ length: 12 }, (_, i) => i + 1).map((month) => ({
        key: `${year}-${mm(month)}`,
        name: `Tháng ${month}/${year}`,
        year,
        month,
        quarter: Math.ceil(month / 3),
        ...monthWindow(p, year, month),
      }));
    case 'hang_quy':
      return [...new Set(p.months)]
        .sort((a, b) => a - b)
        .map((month, i) => ({
          key: `${year}-Q${i + 1}`,
          name: `Quý ${i + 1}/${year}`,
          year,
          month,
          quarter: i + 1,
          ...monthWindow(p, year, month),
        }));
    case 'hang_nam': {
      const month = p.month ?? 1;
      return [
        { key: `${year}`, name: `Năm ${year}`, year, month, quarter: null, ...monthWindow(p, year, month) },
      ];
    }
  }
}

/** How far ahead occurrences are made: the day-before reminder and the upcoming list need them. */
export const OCCURRENCE_LEAD_DAYS = 35;

/**
 * The windows that should exist as occurrences at `now`: those starting within the lead, that had
 * not ended when the period was made (`since`). A one-off has its one window.
 */
export function windowsDue(p: PeriodShape, now: Date, since: Date): Window[] {
  const { year } = vnYearMonth(now);
  const horizon = now.getTime() + OCCURRENCE_LEAD_DAYS * 86_400_000;
  if (p.kind === 'dot_xuat') {
    return p.startsAt ? windowsOfYear(p, vnYearMonth(p.startsAt).year) : [];
  }
  return [year - 1, year, year + 1]
    .flatMap((y) => windowsOfYear(p, y))
    .filter((w) => w.startsAt.getTime() <= horizon && w.endsAt >= since);
}
