/**
 * Days and months as they fall in Việt Nam (UTC+7 all year: no daylight saving since 1975), for
 * what counts by the Vietnamese calendar: the day-before reminder, this month's dashboard figures.
 */

const VN_OFFSET_MS = 7 * 3_600_000;

/** `at` as Việt Nam's wall clock, read with the UTC getters. */
const wallClock = (at: Date) => new Date(at.getTime() + VN_OFFSET_MS);

/** The moment the Việt Nam day `days` after the one of `at` begins (0: that day). */
export function vnDayStart(at: Date, days = 0): Date {
  const d = wallClock(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days) - VN_OFFSET_MS);
}

/** The moment the Việt Nam month `months` after the one of `at` begins (0: that month). */
export function vnMonthStart(at: Date, months = 0): Date {
  const d = wallClock(at);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) - VN_OFFSET_MS);
}

/** The hour (0–23) it is in Việt Nam at `at`. */
export const vnHour = (at: Date) => wallClock(at).getUTCHours();
