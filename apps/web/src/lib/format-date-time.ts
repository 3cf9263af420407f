const two = (n: number) => String(n).padStart(2, '0');

/** A moment as the Vietnamese read it, DD/MM/YYYY HH:mm in the browser's time (anything else as given). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
