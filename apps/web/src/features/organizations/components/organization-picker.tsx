import { ORGANIZATION_LEVEL_LABELS, type OrganizationLookupItem } from '@congdoan/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { organizationLookupQuery } from '../api/lookup-organizations';

interface OrganizationPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The chosen organisation's name when known (a form's current parent, a filter read from the URL). */
  selectedName?: string | null | undefined;
  /** An organisation that may not be chosen (itself, when editing it). */
  excludeId?: number | undefined;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** A searchable organisation of the caller's scope (GET organization/list-all, accent-insensitive). */
export function OrganizationPicker({
  value,
  onChange,
  selectedName,
  excludeId,
  ...rest
}: OrganizationPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, isFetching, isError } = useQuery(organizationLookupQuery(debounced));

  // Keep the chosen organisation's name when a later search no longer lists it.
  const [chosen, setChosen] = useState<Pick<OrganizationLookupItem, 'id' | 'name'> | null>(null);
  const list = (data?.list ?? []).filter((o) => o.id !== excludeId);
  const known =
    chosen?.id === value ? chosen : value != null && selectedName ? { id: value, name: selectedName } : null;
  const options = list.map((o) => ({
    value: o.id,
    label: o.name,
    title: `${o.name}${o.code ? ` (${o.code})` : ''} — ${ORGANIZATION_LEVEL_LABELS[o.level]}`,
  }));
  if (known && !list.some((o) => o.id === known.id)) {
    options.unshift({ value: known.id, label: known.name, title: known.name });
  }

  return (
    <Select<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => {
        setChosen(list.find((o) => o.id === next) ?? null);
        setSearch('');
        onChange?.(next ?? null);
      }}
      allowClear
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      notFoundContent={isError ? 'Không tải được danh sách' : isFetching ? 'Đang tải...' : 'Không có dữ liệu'}
      options={options}
      optionRender={(option) => {
        const item = list.find((o) => o.id === option.value);
        return item ? (
          <div>
            <div>{item.name}</div>
            <div style={{ fontSize: 12, opacity: 0.65 }}>
              {item.code ? `${item.code} · ` : ''}
              {ORGANIZATION_LEVEL_LABELS[item.level]}
            </div>
          </div>
        ) : (
          option.label
        );
      }}
    />
  );
}
