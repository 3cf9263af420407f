import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';

import { DATE_FORMAT, DATE_TIME_FORMAT } from '../lib/format-date-time';

const ISO = 'YYYY-MM-DD';
// reads a typed date strictly in the field's format
dayjs.extend(customParseFormat);

interface DateFieldProps {
  id?: string;
  /** 'YYYY-MM-DD', as the API and the shared schema take it. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabledDate?: (date: Dayjs) => boolean;
  /** A filter's field: no rule beside it says why, so a typed date the calendar does not offer is dropped. */
  inFilter?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** Enter confirms the typed date and nothing more (see DateField). */
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A whole date typed into the field that its calendar does not offer ('YYYY-MM-DD'), else undefined. The picker
 * drops such a date when the field loses focus, and the officer was left guessing why (a birth date in 2030);
 * kept, it meets the form's rule, which says why.
 */
export function typedOutsideCalendar(
  text: string,
  disabledDate?: (date: Dayjs) => boolean,
): string | undefined {
  const typed = dayjs(text.trim(), DATE_FORMAT, true);
  return typed.isValid() && disabledDate?.(typed) ? typed.format(ISO) : undefined;
}

interface TextPickerProps extends Omit<DateFieldProps, 'inFilter'> {
  /** How it shows and reads a typed date. */
  format: string;
  /** The text a chosen date is kept as. */
  textOf: (date: Dayjs) => string;
  showTime?: { format: string };
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Both fields' picker: the form's text shown as a date, a chosen one kept as text, Enter kept from the form, full width. */
function TextPicker({ value, onChange, textOf, style, ...rest }: TextPickerProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? textOf(date) : undefined)}
      onKeyDown={keepEnter}
      style={{ width: '100%', ...style }}
    />
  );
}

/**
 * The one date input of every form: a date picker (vi locale from the app's ConfigProvider) whose value is the
 * 'YYYY-MM-DD' text the shared schema checks, so the form's rules come from the schema unchanged.
 * Enter confirms the typed date and nothing more: it must not submit the form around it (a form saved from a date
 * field left its next fields unfilled), so the browser's implicit submission is cancelled after the picker took it.
 * A typed date the calendar does not offer is kept for the form's rule to refuse with its reason (not in a filter).
 */
export function DateField({ placeholder = 'dd/mm/yyyy', inFilter = false, ...rest }: DateFieldProps) {
  return (
    <TextPicker
      {...rest}
      textOf={(date) => date.format(ISO)}
      onBlur={(event) => {
        if (inFilter) return;
        const kept = typedOutsideCalendar((event.target as HTMLInputElement).value ?? '', rest.disabledDate);
        if (kept !== undefined && kept !== rest.value) rest.onChange?.(kept);
      }}
      format={DATE_FORMAT}
      placeholder={placeholder}
    />
  );
}

/**
 * A moment (a day and a time to the minute): the same picker with a time, DD/MM/YYYY HH:mm. Its value is
 * an ISO 8601 text with the browser's offset ('2026-12-01T08:00:00+07:00'), which the shared date-time
 * rule reads as that very moment whatever the server's time zone.
 */
export function DateTimeField({ placeholder = 'dd/mm/yyyy hh:mm', ...rest }: DateFieldProps) {
  return (
    <TextPicker
      {...rest}
      showTime={{ format: 'HH:mm' }}
      textOf={(date) => date.second(0).millisecond(0).format()}
      format={DATE_TIME_FORMAT}
      placeholder={placeholder}
    />
  );
}

/** A month as a month field shows it. */
export const MONTH_FORMAT = 'MM/YYYY';

/**
 * A month ('YYYY-MM', as the analytics definitions take it), picked from a calendar of months and
 * shown MM/YYYY; always a month (no clearing). `disabledMonth` is given the 'YYYY-MM' of each.
 */
export function MonthField({
  id,
  value,
  onChange,
  disabledMonth,
  style,
  'aria-label': ariaLabel,
}: {
  id?: string;
  value: string;
  onChange: (month: string) => void;
  disabledMonth?: (month: string) => boolean;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const parsed = dayjs(`${value}-01`);
  return (
    <DatePicker
      id={id}
      picker="month"
      format={MONTH_FORMAT}
      allowClear={false}
      aria-label={ariaLabel}
      value={parsed.isValid() ? parsed : null}
      disabledDate={disabledMonth ? (d) => disabledMonth(d.format('YYYY-MM')) : undefined}
      onChange={(d) => d && onChange(d.format('YYYY-MM'))}
      onKeyDown={keepEnter}
      style={style}
    />
  );
}

/** The two ends of a chosen range as a filter keeps them ('YYYY-MM-DD'), undefined when cleared. */
export function rangeOf(dates: readonly (Dayjs | null)[] | null): {
  from: string | undefined;
  to: string | undefined;
} {
  return { from: dates?.[0]?.format(ISO) ?? undefined, to: dates?.[1]?.format(ISO) ?? undefined };
}

/**
 * A list's filter by a range of days: the URL's 'YYYY-MM-DD' ends shown as dates, a chosen range
 * kept as texts; either end may stay empty.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  width = 260,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  placeholder: [string, string];
  'aria-label'?: string;
  width?: number;
}) {
  const day = (v: string | undefined) => (v && dayjs(v, ISO, true).isValid() ? dayjs(v, ISO) : null);
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      format={DATE_FORMAT}
      placeholder={placeholder}
      aria-label={ariaLabel}
      value={[day(from), day(to)]}
      onChange={(dates) => onChange(rangeOf(dates))}
      style={{ width }}
    />
  );
}
