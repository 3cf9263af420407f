import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import type { LookupPage } from '../lookups/lookup-query';
import {
  emptyListText,
  type MultiplePickerProps,
  type PickerProps,
  type SinglePickerProps,
  useListOnDemand,
  withKnown,
} from './list-select';

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
 * The typed text, sent to the server a moment after typing stops, and the options it answered: none
 * asked for before the picker is focused or opened, unless `needed` (a chosen value without a name).
 */
function useServerSearch<TData, K extends QueryKey>(
  query: LookupSelectProps<TData, K>['query'],
  toOptions: LookupSelectProps<TData, K>['toOptions'],
  needed: boolean,
) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const settle = useDebouncedCallback(setDebounced);
  const type = (text: string) => {
    setSearch(text);
    settle(text.trim());
  };
  const { enabled, onWanted } = useListOnDemand(needed);
  const { data, isFetching, isError } = useQuery({ ...query(debounced), enabled });
  const options = data === undefined ? [] : toOptions(data);
  return { search, type, options, isFetching, isError, onWanted };
}

/** What both selects hand antd: the search box, the empty text and each option with its second line. */
function searchedSelectProps(
  { search, type, isFetching, isError, onWanted }: ReturnType<typeof useServerSearch>,
  shown: LookupOption[],
) {
  return {
    allowClear: true,
    loading: isFetching,
    showSearch: { filterOption: false, onSearch: type, searchValue: search },
    onFocus: onWanted,
    onOpenChange: (open: boolean) => {
      if (open) onWanted();
      else type('');
    },
    notFoundContent: emptyListText({ isError, isFetching }),
    options: shown.map((o) => ({ value: o.value, label: o.label, title: o.title ?? o.label })),
    optionRender: (option: { value?: unknown; label?: ReactNode }) => {
      const item = shown.find((o) => o.value === option.value);
      return item?.description ? (
        <div>
          <div>{item.label}</div>
          <div style={{ fontSize: 12, opacity: 0.65 }}>{item.description}</div>
        </div>
      ) : (
        option.label
      );
    },
  };
}

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
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const known =
    chosen?.value === value ? chosen : value != null && selectedName ? { value, label: selectedName } : null;
  const searched = useServerSearch(query, toOptions, value != null && known === null);
  const { options, type } = searched;

  return (
    <Select<number>
      {...rest}
      {...searchedSelectProps(searched, withKnown(options, known))}
      value={value ?? undefined}
      onChange={(next) => {
        const option = options.find((o) => o.value === next) ?? null;
        setChosen(option);
        type('');
        onChange?.(next ?? null, option);
      }}
    />
  );
}

/** Several values searched on the server the same way (the recipients of a notification). */
export function LookupMultiSelect<TData, K extends QueryKey = QueryKey>({
  query,
  toOptions,
  value = [],
  onChange,
  selectedOptions = [],
  ...rest
}: Pick<LookupSelectProps<TData, K>, 'query' | 'toOptions'> & MultiplePickerProps) {
  // The chosen ones keep their names when a later search no longer lists them.
  const [chosen, setChosen] = useState<LookupOption[]>(selectedOptions);
  const unnamed = value.some((v) => !chosen.some((o) => o.value === v));
  const searched = useServerSearch(query, toOptions, unnamed);
  const { options, type } = searched;
  const kept = chosen.filter((o) => value.includes(o.value) && !options.some((x) => x.value === o.value));

  return (
    <Select<number[]>
      {...rest}
      {...searchedSelectProps(searched, [...kept, ...options])}
      mode="multiple"
      value={value}
      onChange={(next) => {
        setChosen([...kept, ...options].filter((o) => next.includes(o.value)));
        type('');
        onChange?.(next);
      }}
    />
  );
}
