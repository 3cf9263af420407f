import type { LookupItem } from '@congdoan/shared';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';

/** What a lookup endpoint answers (lookup/wards, lookup/industrial-zones, lookup/organizations). */
export interface LookupPage {
  list: LookupItem[];
  count: number;
}

interface LookupSelectProps<K extends QueryKey> {
  /** Query options of a lookup endpoint for a search text (they own the query key). */
  query: (search: string) => UseQueryOptions<LookupPage, Error, LookupPage, K>;
  /** The name of the value the form starts with, shown before any search lists it. */
  initial?: LookupItem | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  id?: string;
}

/** A searchable select over a lookup endpoint; the server searches accent-insensitively. */
export function LookupSelect<K extends QueryKey>({
  query,
  initial,
  value,
  onChange,
  placeholder,
  id,
}: LookupSelectProps<K>) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, isFetching, isError } = useQuery(query(debounced));

  // Keep the chosen option's name when a later search no longer lists it.
  const [chosen, setChosen] = useState<LookupItem | null>(initial ?? null);
  const list = data?.list ?? [];
  const options =
    value != null && chosen?.id === value && !list.some((item) => item.id === value)
      ? [chosen, ...list]
      : list;

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => {
        setChosen(list.find((item) => item.id === next) ?? null);
        onChange?.(next ?? null);
      }}
      allowClear
      placeholder={placeholder}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={isError ? 'Không tải được danh sách' : isFetching ? 'Đang tải...' : 'Không có dữ liệu'}
      options={options.map((item) => ({ value: item.id, label: item.name }))}
    />
  );
}
