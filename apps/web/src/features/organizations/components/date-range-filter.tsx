import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../lib/format-date-time';

const ISO = 'YYYY-MM-DD';

/** The two ends of a range as the filter keeps them ('YYYY-MM-DD'), undefined when cleared. */
export function rangeOf(dates: readonly (dayjs.Dayjs | null)[] | null): {
  from: string | undefined;
  to: string | undefined;
} {
  return { from: dates?.[0]?.format(ISO) ?? undefined, to: dates?.[1]?.format(ISO) ?? undefined };
}

/** A filter by a range of days: what the URL holds shown as dates, a chosen range kept as 'YYYY-MM-DD' texts. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  placeholder,
  label,
  width = 260,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  placeholder: [string, string];
  label: string;
  width?: number;
}) {
  const day = (v: string | undefined) => (v && dayjs(v, ISO, true).isValid() ? dayjs(v, ISO) : null);
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      format={DATE_FORMAT}
      placeholder={placeholder}
      aria-label={label}
      value={[day(from), day(to)]}
      onChange={(dates) => onChange(rangeOf(dates))}
      style={{ width }}
    />
  );
}
