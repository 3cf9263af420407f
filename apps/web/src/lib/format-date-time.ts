const two = (n: number) => String(n).padStart(2, '0');

/**
 * The one way the app writes dates (docs/requirements.md, "Dates and times"): a day as DD/MM/YYYY, a moment as
 * DD/MM/YYYY HH:mm. Every display goes through this file and every date input through components/date-field.tsx;
 * lib/date-display.test.ts fails on any other date formatting in the sources.
 */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** A moment as the Vietnamese read it, DD/MM/YYYY HH:mm in the browser's time (anything else as given). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A day ('YYYY-MM-DD', as the API keeps it) as DD/MM/YYYY; '' for no value, anything else as given. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
