import { useCallback, useState } from 'react';
import { type ColumnChoices, columnsStorageKey, parseColumnChoices } from './column-visibility';
import type { ListFilterSpec, ListFilters, PageShape } from './url-filters';
import { useCompactList } from './use-compact-list';
import { type ListControls, type UrlFilterOptions, useUrlFilters } from './use-url-filters';

// The global rather than window's: the same object in a browser, and one a test can stand in for.
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The officer's column choices for one list ('users', 'staff', 'organizations'), remembered in this
 * browser; a list without a name has no choices to keep.
 */
export function useColumnChoices(list: string | undefined) {
  const key = list === undefined ? null : columnsStorageKey(list);
  const [choices, setChoices] = useState<ColumnChoices>(() =>
    key === null ? {} : parseColumnChoices(storage()?.getItem(key) ?? null),
  );
  const save = useCallback(
    (next: ColumnChoices) => {
      setChoices(next);
      if (key === null) return;
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or disabled: the choice lasts for this visit
      }
    },
    [key],
  );
  return [choices, save] as const;
}

export interface ListPageOptions extends UrlFilterOptions {
  /** The name the officer's column choices are kept under ('users'); a list without optional columns has none. */
  columns?: string;
}

/** Everything a list page's layout (components/list-page.tsx) reads and changes besides its rows. */
export interface ListPageState<F extends ListControls['filters']> extends ListControls<F> {
  /** The optional columns the officer chose to show or hide. */
  choices: ColumnChoices;
  choose(choices: ColumnChoices): void;
  /** Rows as cards and filters in a drawer (below the phone breakpoint). */
  compact: boolean;
}

/**
 * A list page's state said once: its filters, page, size and sort in the URL (read with the list's
 * shared query schema), its search box, 'Đặt lại', the officer's column choices and whether the
 * screen is a phone's. The page queries its rows with `filters` and hands the rest to `ListPageLayout`.
 */
export function useListPage<S extends PageShape, K extends keyof S & string>(
  spec: ListFilterSpec<S, K>,
  { columns, ...options }: ListPageOptions = {},
): ListPageState<ListFilters<S, K>> {
  const { filters, update, reset, search } = useUrlFilters(spec, options);
  const [choices, choose] = useColumnChoices(columns);
  const compact = useCompactList();
  return { filters, update, reset, search, choices, choose, compact };
}
