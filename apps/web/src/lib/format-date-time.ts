const two = (n: number) => String(n).padStart(2, '0');

/**
 * The one way the app writes dates (docs/requirements.md, "Dates and times"): a day as DD/MM/YYYY, a moment as
 * DD/MM/YYYY HH:mm. Every display goes through this file and every date input through components/date-field.tsx;
 * lib/date-display.test.ts fails on any other date formatting in the sources.
 */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** A moment as a date-and-time input shows it (the same as formatDateTime writes it). */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** A moment as the Vietnamese read it, DD/MM/YYYY HH:mm in the browser's time (anything else as given). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The day of a moment as the Vietnamese read it, DD/MM/YYYY in the browser's time (a deadline's last day). */
export function formatDay(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/** A day ('YYYY-MM-DD', as the API keeps it) as DD/MM/YYYY; '' for no value, anything else as given. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** A chat message's moment: HH:mm when it is today, else the whole DD/MM/YYYY HH:mm. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const written = formatDateTime(iso);
  return written.slice(0, 10) === formatDateTime(now.toISOString()).slice(0, 10)
    ? written.slice(11)
    : written;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, as the bell says it: 'Vừa xong', '5 phút trước', '3 giờ trước', 'Hôm qua',
 * '4 ngày trước'; a week or more ago, the moment itself (DD/MM/YYYY HH:mm).
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'Vừa xong';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} phút trước`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} giờ trước`;
  if (ago < 2 * DAY) return 'Hôm qua';
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} ngày trước`;
  return formatDateTime(iso);
}

/** The month of `date` moved by `shift` months, as the analytics definitions take it: '2026-12'. */
export function monthOf(date: Date, shift = 0): string {
  const month = new Date(date.getFullYear(), date.getMonth() + shift, 1);
  return `${month.getFullYear()}-${two(month.getMonth() + 1)}`;
}
