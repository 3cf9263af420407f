import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListFilterSpec, type ListFilters, readFilters, writeFilters } from './url-filters';
import { useDebouncedCallback } from './use-debounced-callback';

type PageShape = Parameters<typeof readFilters>[0]['shape'];

/** A search box bound to the URL (components/list-search.tsx shows it). */
export interface SearchBox {
  value: string;
  /** The typed text; it reaches the URL a moment after typing stops. */
  onChange: (text: string) => void;
  /** Sends the text at once (Enter). */
  onSubmit: (text: string) => void;
}

export interface UrlFilterOptions {
  /** A new search replaces the history entry instead of adding one (a search-as-you-go tree). */
  replaceSearch?: boolean;
}

/**
 * A list's filters and page kept in the URL, so that a list survives reload, the back button and
 * sharing its address. The URL is read with the list's shared query schema (`defineListFilters`);
 * the search box sends its text to the URL a moment after typing stops, at once on Enter.
 *
 * To add a URL state (a sort column, say): add it to the shared query schema and to the spec's
 * `filters`; reading, writing, going back to page 1 on a change and the bare URL follow.
 */
export function useUrlFilters<S extends PageShape, K extends keyof S & string>(
  spec: ListFilterSpec<S, K>,
  { replaceSearch = false }: UrlFilterOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(spec, params), [spec, params]);

  /** Changes some filters (a filter or size change goes back to page 1 unless it sets the page). */
  const update = useCallback(
    (change: Partial<ListFilters<S, K>>, options?: { replace?: boolean }) =>
      setParams((prev) => writeFilters(spec, readFilters(spec, prev), change), options),
    [spec, setParams],
  );

  const urlSearch = (filters as { search?: unknown }).search;
  const searched = typeof urlSearch === 'string' ? urlSearch : undefined;
  const [text, setText] = useState(searched ?? '');
  const typed = useRef(text);
  const commit = useCallback(
    (value: string) =>
      update({ search: value.trim() || undefined } as unknown as Partial<ListFilters<S, K>>, {
        replace: replaceSearch,
      }),
    [update, replaceSearch],
  );
  const commitLater = useDebouncedCallback(commit);
  const show = useCallback((value: string) => {
    typed.current = value;
    setText(value);
  }, []);

  // The URL may change under the box (reset, back button): follow it, dropping what was typed.
  useEffect(() => {
    if ((typed.current.trim() || undefined) === searched) return;
    commitLater.cancel();
    show(searched ?? '');
  }, [searched, commitLater, show]);

  const search: SearchBox = {
    value: text,
    onChange: (value) => {
      show(value);
      commitLater(value);
    },
    onSubmit: (value) => {
      commitLater.cancel();
      show(value);
      commit(value);
    },
  };

  return {
    filters,
    update,
    /** Back to the plain list: no filter, page 1, the default size. */
    reset: useCallback(() => setParams(new URLSearchParams()), [setParams]),
    search,
  };
}

/** What a list component needs of its URL state: page, size, paging and the search box. */
export interface ListControls {
  filters: { page: number; limit: number };
  update: (change: { page: number } | { limit: number }) => void;
  search: SearchBox;
}
