import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import type { LookupPage } from '../lookups/lookup-query';
import { emptyListText, type PickerProps, type SinglePickerProps, withKnown } from './list-select';

export interface LookupOption {
  value: number;
  label: string;
  /** A second, smaller line under the label in the open list (code and level, login and role). */
  description?: string;
  /** The hover text of the option; the label when absent. */
  title?: string;
}

/** A lookup page's items as options, by name. */
export const lookupPageOptions = (page: LookupPage): LookupOption[] =>
  page.list.map((item) => ({ value: item.id, label: item.name }));

export type LookupSelectProps<TData, K extends QueryKey = QueryKey> = PickerProps &
  Pick<SinglePickerProps, 'selectedName'> & {
    /** Query options of the endpoint for a search text (they own the query key). */
    query: (search: string) => UseQueryOptions<TData, Error, TData, K>;
    /** The answer as options (`lookupPageOptions` for a lookup page's items by name). */
    toOptions: (data: TData) => LookupOption[];
    value?: number | null;
    /** The chosen option comes along, for a caller that wants its label. */
    onChange?: (value: number | null, option: LookupOption | null) => void;
  };

/** The props of a picker built on LookupSelect for one endpoint. */
export type SearchedPickerProps = Omit<LookupSelectProps<unknown>, 'query' | 'toOptions'>;

/**
 * A select that searches on the server (accent-insensitive there): the typed text goes out a moment
 * after typing stops; the chosen value keeps its label when a later search no longer lists it.
 */
export function LookupSelect<TData, K extends QueryKey = QueryKey>({
  query,
  toOptions,
  selectedName,
  value,
  onChange,
  ...rest
}: LookupSelectProps<TData, K>) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const settle = useDebouncedCallback(setDebounced);
  const type = (text: string) => {
    setSearch(text);
    settle(text.trim());
  };
  const { data, isFetching, isError } = useQuery(query(debounced));
  const options = data === undefined ? [] : toOptions(data);

  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const known =
    chosen?.value === value ? chosen : value != null && selectedName ? { value, label: selectedName } : null;
  const shown = withKnown(options, known);

  return (
    <Select<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => {
        const option = options.find((o) => o.value === next) ?? null;
        setChosen(option);
        type('');
        onChange?.(next ?? null, option);
      }}
      allowClear
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: type, searchValue: search }}
      onOpenChange={(open) => {
        if (!open) type('');
      }}
      notFoundContent={emptyListText({ isError, isFetching })}
      options={shown.map((o) => ({ value: o.value, label: o.label, title: o.title ?? o.label }))}
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
