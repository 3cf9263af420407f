import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const ISO = 'YYYY-MM-DD';
/** What a Vietnamese reader types and reads. */
export const DATE_FORMAT = 'DD/MM/YYYY';

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
 * A date picker (vi locale from the app's ConfigProvider) whose value is the 'YYYY-MM-DD' text the
 * shared schema checks, so the form's rules come from the schema unchanged.
 */
export function DateField({ value, onChange, placeholder = 'dd/mm/yyyy', ...rest }: DateFieldProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...rest}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date) => onChange?.(date ? date.format(ISO) : undefined)}
      format={DATE_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
