/**
 * Numbers as the Vietnamese write them, the one way every page, message and file says them:
 * 1.234.567 (dots between thousands), 1,5 (a decimal comma, at most one decimal), 12,5%.
 */
const NUMBERS = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** '1.234.567', '1,5'. */
export const formatNumber = (n: number) => NUMBERS.format(n);

/** A share in percent: '12,5%'. */
export const formatPercent = (percent: number) => `${formatNumber(percent)}%`;

/** `part` as a percentage of `whole`, to one decimal (12.5 for 1 of 8); null when `whole` is not above 0. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
