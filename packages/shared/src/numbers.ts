/**
 * Numbers as the Vietnamese write them, the one way every page, message and file says them:
 * 1.234.567 (dots between thousands), 1,5 (a decimal comma, at most one decimal), 12,5%.
 */
const NUMBERS = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** '1.234.567', '1,5'. */
export const formatNumber = (n: number) => NUMBERS.format(n);

/** A share in percent: '12,5%'; no share (percentOf's null, a share of nothing): '—'. */
export const formatPercent = (percent: number | null) =>
  percent === null ? '—' : `${formatNumber(percent)}%`;

/**
 * `part` as a percentage of `whole`, to one decimal (12.5 for 1 of 8) or to `decimals`; null when
 * `whole` is not above 0: a share of nothing is no share, and reads '—', never 0 %.
 */
export function percentOf(part: number, whole: number, decimals: 0 | 1 = 1): number | null {
  if (!(whole > 0)) return null;
  const scale = decimals === 1 ? 10 : 1;
  return Math.round((part / whole) * (100 * scale)) / scale;
}
