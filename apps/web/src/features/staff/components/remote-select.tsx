import { Select } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';

export interface RemoteOption {
  value: number;
  label: string;
  description?: string;
}

export interface RemoteOptions {
  options: RemoteOption[];
  isFetching: boolean;
  isError: boolean;
}

interface RemoteSelectProps {
  /** The options for a search text (the server searches without accents). */
  useOptions: (search: string) => RemoteOptions;
  /** The chosen value's label when known before any search lists it (a record's organisation, a URL filter). */
  selectedLabel?: string | null | undefined;
  value?: number | null;
  /** The chosen option comes along, for a caller that wants its label. */
  onChange?: (value: number | null, option: RemoteOption | null) => void;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** A searchable select over an endpoint that searches on the server. */
export function RemoteSelect({ useOptions, selectedLabel, value, onChange, ...rest }: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const { options, isFetching, isError } = useOptions(debounced);

  // Keep the chosen option's label when a later search no longer lists it.
  const [chosen, setChosen] = useState<RemoteOption | null>(null);
  const known =
    chosen?.value === value
      ? chosen
      : value != null && selectedLabel
        ? { value, label: selectedLabel }
        : null;
  const shown = known && !options.some((o) => o.value === known.value) ? [known, ...options] : options;

  return (
    <Select<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => {
        const option = options.find((o) => o.value === next) ?? null;
        setChosen(option);
        setSearch('');
        onChange?.(next ?? null, option);
      }}
      allowClear
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      notFoundContent={isError ? 'Không tải được danh sách' : isFetching ? 'Đang tải...' : 'Không có dữ liệu'}
      options={shown.map((o) => ({ value: o.value, label: o.label }))}
      optionRender={(option) => {
        const item = shown.find((o) => o.value === option.value);
        return item?.description ? (
          <div>
            <div>{item.label}</div>
            <div style={{ fontSize: 12, opacity: 0.65 }}>{item.description}</div>
          </div>
        ) : (
          option.label
        );
      }}
    />
  );
}
