import { vietnamDate } from '@congdoan/shared';

/** A span of days (ISO, both inclusive) and how the question said it. */
export interface DaySpan {
  from: string;
  to: string;
  label: string;
}

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const monthSpan = (y: number, m: number, label: string): DaySpan => ({
  from: iso(y, m, 1),
  to: iso(y, m, daysIn(y, m)),
  label,
});
const quarterSpan = (y: number, q: number, label: string): DaySpan => ({
  from: iso(y, q * 3 - 2, 1),
  to: iso(y, q * 3, daysIn(y, q * 3)),
  label,
});
const yearSpan = (y: number, label: string): DaySpan => ({ from: iso(y, 1, 1), to: iso(y, 12, 31), label });

/** dd/mm/yyyy of an ISO day. */
export const dayLabel = (day: string) => day.split('-').reverse().join('/');

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };

/** A day written d/m or d/m/yyyy (the year of `today` when left out), or null when it is no day. */
function dayOf(text: string, year: number): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : year];
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return null;
  return iso(y, mo, d);
}

/**
 * The period a folded question names, in Vietnam's calendar as of `now`: today, this/last/next
 * week, month, quarter or year, a month or quarter by number (of a year if given), a year, or
 * "từ d/m đến d/m". Null when it names none.
 */
export function periodOf(folded: string, now: Date): DaySpan | null {
  const today = vietnamDate(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const range =
    /\btu (?:ngay )?(\d{1,2}\/\d{1,2}(?:\/\d{4})?) (?:den|toi|-) (?:ngay )?(\d{1,2}\/\d{1,2}(?:\/\d{4})?)/.exec(
      folded,
    );
  if (range) {
    const to = dayOf(range[2]!, y);
    // "từ 1/3 đến 30/6/2025": the start takes the end's year
    const from = dayOf(range[1]!, to ? Number(to.slice(0, 4)) : y);
    if (from && to && from <= to) return { from, to, label: `từ ${dayLabel(from)} đến ${dayLabel(to)}` };
  }
  if (/\bhom nay\b/.test(folded)) return { from: today, to: today, label: 'hôm nay' };
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = shift(today, -weekday);
  const week = (offset: number, label: string): DaySpan => ({
    from: shift(monday, offset * 7),
    to: shift(monday, offset * 7 + 6),
    label,
  });
  if (/\btuan (nay|hien tai)\b/.test(folded)) return week(0, 'tuần này');
  if (/\btuan (truoc|qua|roi)\b/.test(folded)) return week(-1, 'tuần trước');
  if (/\btuan (sau|toi)\b/.test(folded)) return week(1, 'tuần sau');
  if (/\bsap (toi|dien ra)\b/.test(folded))
    return { from: today, to: shift(today, 30), label: '30 ngày tới' };

  const yearSaid = /\bnam (\d{4})\b/.exec(folded);
  const namedYear = yearSaid ? Number(yearSaid[1]) : /\bnam (ngoai|truoc|qua)\b/.test(folded) ? y - 1 : null;

  const monthNumber = /\bthang (\d{1,2})(?:\/(\d{4}))?\b/.exec(folded);
  if (monthNumber) {
    const month = Number(monthNumber[1]);
    const year = monthNumber[2] ? Number(monthNumber[2]) : (namedYear ?? y);
    if (month >= 1 && month <= 12) return monthSpan(year, month, `tháng ${month}/${year}`);
  }
  if (/\bthang (nay|hien tai)\b/.test(folded)) return monthSpan(y, m, 'tháng này');
  if (/\bthang (truoc|qua|roi)\b/.test(folded))
    return m === 1 ? monthSpan(y - 1, 12, 'tháng trước') : monthSpan(y, m - 1, 'tháng trước');
  if (/\bthang (sau|toi)\b/.test(folded))
    return m === 12 ? monthSpan(y + 1, 1, 'tháng sau') : monthSpan(y, m + 1, 'tháng sau');

  const quarterNumber = /\bquy (\d|iv|i{1,3})\b/.exec(folded);
  if (quarterNumber) {
    const q = ROMAN[quarterNumber[1]!] ?? Number(quarterNumber[1]);
    const year = namedYear ?? y;
    if (q >= 1 && q <= 4) return quarterSpan(year, q, `quý ${q}/${year}`);
  }
  const thisQuarter = Math.ceil(m / 3);
  if (/\bquy (nay|hien tai)\b/.test(folded)) return quarterSpan(y, thisQuarter, 'quý này');
  if (/\bquy (truoc|roi)\b/.test(folded))
    return thisQuarter === 1
      ? quarterSpan(y - 1, 4, 'quý trước')
      : quarterSpan(y, thisQuarter - 1, 'quý trước');

  if (namedYear !== null) return yearSpan(namedYear, `năm ${namedYear}`);
  if (/\bnam (nay|hien tai)\b/.test(folded)) return yearSpan(y, 'năm nay');
  return null;
}

/** This week (Monday to Sunday) or this month, the defaults of the events and the flows. */
export const thisWeek = (now: Date) => periodOf('tuan nay', now)!;
export const thisMonth = (now: Date) => periodOf('thang nay', now)!;
