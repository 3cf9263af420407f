import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CSSProperties, KeyboardEvent } from 'react';

import { DATE_FORMAT, DATE_TIME_FORMAT } from '../lib/format-date-time';

const ISO = 'YYYY-MM-DD';

interface DateFieldProps {
  id?: string;
  /** 'YYYY-MM-DD', as the API and the shared schema take it. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabledDate?: (date: Dayjs) => boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** Enter confirms the typed date and nothing more (see DateField). */
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * The one date input of every form: a date picker (vi locale from the app's ConfigProvider) whose value is the
 * 'YYYY-MM-DD' text the shared schema checks, so the form's rules come from the schema unchanged.
 * Enter confirms the typed date and nothing more: it must not submit the form around it (a form saved from a date
 * field left its next fields unfilled), so the browser's implicit submission is cancelled after the picker took it.
 */
export function DateField({ value, onChange, placeholder = 'dd/mm/yyyy', style, ...rest }: DateFieldProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? date.format(ISO) : undefined)}
      onKeyDown={keepEnter}
      format={DATE_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
    />
  );
}

/**
 * A moment (a day and a time to the minute): the same picker with a time, DD/MM/YYYY HH:mm. Its value is
 * an ISO 8601 text with the browser's offset ('2026-12-01T08:00:00+07:00'), which the shared date-time
 * rule reads as that very moment whatever the server's time zone.
 */
export function DateTimeField({
  value,
  onChange,
  placeholder = 'dd/mm/yyyy hh:mm',
  style,
  ...rest
}: DateFieldProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      showTime={{ format: 'HH:mm' }}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? date.second(0).millisecond(0).format() : undefined)}
      onKeyDown={keepEnter}
      format={DATE_TIME_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
    />
  );
}
