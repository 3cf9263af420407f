import { toSearchText } from '@congdoan/shared';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useWardOptions } from '../api/ward-options';

interface WardSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** Picks a ward of the province; typing filters without accents ('bac giang' finds 'Bắc Giang'). */
export function WardSelect({
  id,
  value,
  onChange,
  placeholder = 'Chọn xã/phường',
  style,
  ...rest
}: WardSelectProps) {
  const { data, isFetching, isError } = useWardOptions();
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      style={style}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={placeholder}
      loading={isFetching}
      showSearch={{
        filterOption: (input, option) =>
          toSearchText(String(option?.label ?? '')).includes(toSearchText(input)),
      }}
      notFoundContent={isError ? 'Không tải được danh sách' : isFetching ? 'Đang tải...' : 'Không có dữ liệu'}
      options={(data?.list ?? []).map((ward) => ({ value: ward.id, label: ward.name }))}
    />
  );
}
