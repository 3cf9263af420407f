import { toSearchText } from '@congdoan/shared';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';

/** The props every picker takes from a form item or a filter bar. */
export interface PickerProps {
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  disabled?: boolean;
  'aria-label'?: string;
}
export type SinglePickerProps = PickerProps & {
  value?: number | null | undefined;
  onChange?: (value: number | null) => void;
  /**
   * The chosen value's name when the loaded options may not hold it (a record's position shown to
   * someone who may not read positions, a filter read from the URL before a search lists it).
   */
  selectedName?: string | null | undefined;
};
export type MultiplePickerProps = PickerProps & {
  value?: number[] | undefined;
  onChange?: (value: number[]) => void;
  /** The chosen values' names when the loaded options may not hold them (a record opened to edit). */
  selectedOptions?: ListOption[] | undefined;
};

export interface ListOption {
  value: number;
  label: string;
}

/** The state of the query that loads a picker's list. */
export interface ListState {
  options: ListOption[];
  isFetching: boolean;
  isError: boolean;
  /** Called when the picker is focused or opened: its list is wanted now (`useListOnDemand`). */
  onWanted?: (() => void) | undefined;
}

/**
 * Whether a picker's list is to be loaded: once the picker is focused or opened (`onWanted`), or at
 * once when `needed` (a chosen value that only the list can name). A list page's filter bar holds
 * several pickers; loaded at mount, each cost a call on the page's first load that nobody had asked
 * for yet.
 */
export function useListOnDemand(needed: boolean) {
  const [wanted, setWanted] = useState(false);
  return { enabled: wanted || needed, onWanted: () => setWanted(true) };
}

/** The antd Select events that say its list is wanted. */
const wantedOn = (onWanted: ListState['onWanted']) =>
  onWanted && {
    onFocus: onWanted,
    onOpenChange: (open: boolean) => {
      if (open) onWanted();
    },
  };

/** 'Không tải được danh sách', 'Đang tải...' or 'Không có dữ liệu': why the open list is empty. */
export const emptyListText = ({ isError, isFetching }: Pick<ListState, 'isError' | 'isFetching'>) =>
  isError ? 'Không tải được danh sách' : isFetching ? 'Đang tải...' : 'Không có dữ liệu';

const matches = (input: string, option?: { label?: unknown }) =>
  toSearchText(String(option?.label ?? '')).includes(toSearchText(input));

/** The options, with `known` first when they do not hold it (a chosen value the loaded list lacks). */
export const withKnown = <O extends ListOption>(options: O[], known: O | null): O[] =>
  known && !options.some((o) => o.value === known.value) ? [known, ...options] : options;

/** A list picker's own props with what it shows, clears and filters, single or multiple. */
const listProps = ({ options, isFetching, isError, onWanted, ...picker }: PickerProps & ListState) => ({
  ...picker,
  ...wantedOn(onWanted),
  allowClear: true,
  loading: isFetching,
  showSearch: { filterOption: matches },
  notFoundContent: emptyListText({ isError, isFetching }),
  options,
});

/**
 * One entry of a short list loaded whole (wards, zones, positions, roles): it names any chosen value,
 * even one restored from the URL, and typing filters it here without accents ('bac giang' finds
 * 'Bắc Giang').
 */
export function ListSelect({ value, onChange, selectedName, ...rest }: SinglePickerProps & ListState) {
  const known = value != null && selectedName ? { value, label: selectedName } : null;
  return (
    <Select<number>
      {...listProps({ ...rest, options: withKnown(rest.options, known) })}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}

/** Several entries of a short list loaded whole (a filter on several industrial zones). */
export function ListMultiSelect({
  value,
  onChange,
  selectedOptions: _,
  ...rest
}: MultiplePickerProps & ListState) {
  return (
    <Select<number[]>
      {...listProps(rest)}
      mode="multiple"
      maxTagCount={1}
      maxTagTextLength={18}
      maxTagPlaceholder={(omitted) => `+${omitted.length}`}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** A query's answer as the picker's state; `toOptions` reads the rows it holds. */
export function listState<T>(
  query: { data?: T | undefined; isFetching: boolean; isError: boolean },
  toOptions: (data: T) => ListOption[],
): ListState {
  return {
    options: query.data === undefined ? [] : toOptions(query.data),
    isFetching: query.isFetching,
    isError: query.isError,
  };
}

/** Rows with an id and a name as options. */
export const byName = (page: { list: readonly { id: number; name: string }[] }): ListOption[] =>
  page.list.map((row) => ({ value: row.id, label: row.name }));
