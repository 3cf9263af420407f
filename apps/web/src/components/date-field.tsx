import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import { DATE_FORMAT } from '../lib/format-date-time';

const ISO = 'YYYY-MM-DD';

interface DateFieldProps {
  id?: string;
  /** 'YYYY-MM-DD', as the API and the shared schema take it. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabledDate?: (date: Dayjs) => boolean;
  'aria-label'?: string;
}

/**
 * The one date input of every form: a date picker (vi locale from the app's ConfigProvider) whose value is the
 * 'YYYY-MM-DD' text the shared schema checks, so the form's rules come from the schema unchanged.
 * Enter confirms the typed date and nothing more: it must not submit the form around it (a form saved from a date
 * field left its next fields unfilled), so the browser's implicit submission is cancelled after the picker took it.
 */
export function DateField({ value, onChange, placeholder = 'dd/mm/yyyy', ...rest }: DateFieldProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? date.format(ISO) : undefined)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      format={DATE_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
