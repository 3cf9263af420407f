import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListFilterSpec,
  type ListFilters,
  type ListPaging,
  readFilters,
  writeFilters,
} from './url-filters';
import { debounce, SEARCH_DELAY_MS } from './use-debounced-callback';

type PageShape = Parameters<typeof readFilters>[0]['shape'];

/** A search box bound to the URL (components/list-search.tsx shows it). */
export interface SearchBox {
  value: string;
  /** The typed text; it reaches the URL a moment after typing stops. */
  onChange: (text: string) => void;
  /** Sends the text at once (Enter). */
  onSubmit: (text: string) => void;
}

/** What the search box does outside itself. */
interface SearchBoxIo {
  /** Shows a text in the box. */
  show: (text: string) => void;
  /** Writes the search to the URL (undefined: no search). */
  send: (search: string | undefined) => void;
  /** Writes the bare URL: no filter, page 1, the default size. */
  clear: () => void;
}

/**
 * The search box's behaviour, apart from React so that a test can drive it step by step (the hook
 * below binds it): typing reaches the URL `delay` ms after it stops, Enter at once; a reset drops a
 * search still waiting; the URL changed by someone else (the back button, a link) replaces the text,
 * while our own write coming back leaves alone what was typed since.
 */
export function createSearchBox(initial: string, io: SearchBoxIo, delay = SEARCH_DELAY_MS) {
  let typed = initial;
  // What we last wrote to the URL, until the URL changes again.
  let sent: { search: string | undefined } | null = null;
  const show = (text: string) => {
    typed = text;
    io.show(text);
  };
  const commit = (text: string) => {
    sent = { search: text.trim() || undefined };
    io.send(sent.search);
  };
  const later = debounce(commit, delay);
  return {
    onChange: (text: string) => {
      show(text);
      later(text);
    },
    onSubmit: (text: string) => {
      later.cancel();
      show(text);
      commit(text);
    },
    reset: () => {
      later.cancel();
      sent = null;
      show('');
      io.clear();
    },
    /** The URL's search as it now reads. */
    urlChanged: (search: string | undefined) => {
      const echo = sent !== null && sent.search === search;
      sent = null;
      if (echo || (typed.trim() || undefined) === search) return;
      later.cancel();
      show(search ?? '');
    },
    /** The component goes away: nothing waiting may land. */
    dispose: later.cancel,
  };
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
 * To add a URL state: add it to the shared query schema and to the spec's `filters`, as the sort
 * (`sortBy`, `order`) is; reading, writing, going back to page 1 on a change and the bare URL follow.
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
  // The box lives as long as the component; it writes the URL through the latest render's functions.
  const latest = useRef({ update, setParams, replaceSearch });
  useEffect(() => {
    latest.current = { update, setParams, replaceSearch };
  });
  const [box] = useState(() =>
    createSearchBox(searched ?? '', {
      show: setText,
      send: (search) =>
        latest.current.update({ search } as unknown as Partial<ListFilters<S, K>>, {
          replace: latest.current.replaceSearch,
        }),
      clear: () => latest.current.setParams(new URLSearchParams()),
    }),
  );
  useEffect(() => box.urlChanged(searched), [box, searched]);
  useEffect(() => box.dispose, [box]);

  return {
    filters,
    update,
    /** Back to the plain list: no filter, page 1, the default size, an empty search box. */
    reset: box.reset,
    search: { value: text, onChange: box.onChange, onSubmit: box.onSubmit } satisfies SearchBox,
  };
}

/**
 * What a list component needs of its URL state (`useUrlFilters` gives it): the filters with page,
 * size and sort, a change to them, the search box and 'Đặt lại'.
 */
export interface ListControls<F extends ListPaging = ListPaging> {
  filters: F;
  // Method syntax on purpose: a list's own `update` (its sort columns typed) stands for this one.
  update(change: Partial<F>): void;
  reset(): void;
  search: SearchBox;
}
