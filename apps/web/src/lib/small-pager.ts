import { formatNumber } from '@congdoan/shared';

/**
 * The pager of a small table inside a tab or a drawer: its own page, a fixed page size, no size
 * choice, and the total in words ('Tổng 1.234 người nhận').
 */
export const smallPager = (
  page: number,
  pageSize: number,
  total: number,
  noun: string,
  onChange: (page: number) => void,
) => ({
  current: page,
  pageSize,
  total,
  showSizeChanger: false,
  size: 'small' as const,
  showTotal: (n: number) => `Tổng ${formatNumber(n)} ${noun}`,
  onChange,
});
