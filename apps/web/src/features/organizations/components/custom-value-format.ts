import { type DynamicFieldSchema, YES_WORDS } from '@congdoan/shared';
import { formatDate } from '../../../lib/format-date-time';

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 6 });

/** What a table cell shows when an organisation holds no value. */
export const NO_VALUE = '—';

/**
 * A custom value as a cell shows it: yes/no as Có/Không, dates as DD/MM/YYYY, numbers in the
 * Vietnamese way (1.234,5), the rest as typed; no value as '—'.
 */
export function formatCustomValue(
  field: Pick<DynamicFieldSchema, 'type'>,
  value: string | number | boolean | null | undefined,
): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return NO_VALUE;
  }
  switch (field.type) {
    case 'boolean': {
      const yes = typeof value === 'boolean' ? value : YES_WORDS.includes(String(value).trim().toLowerCase());
      return yes ? 'Có' : 'Không';
    }
    case 'date':
      return formatDate(String(value));
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? numberFormat.format(n) : String(value);
    }
    default:
      return String(value);
  }
}

/** A count as the table shows it (1.250), or '—' when unknown. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE : numberFormat.format(value);
}

/** A union's member count in a sentence ('512 đoàn viên'), or that it has not been given. */
export const membersText = (value: number | null): string =>
  value === null ? 'Chưa khai báo số đoàn viên' : `${numberFormat.format(value)} đoàn viên`;
