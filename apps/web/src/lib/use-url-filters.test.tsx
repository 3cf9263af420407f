import { userListQuery } from '@congdoan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page';
import { defineListFilters } from './url-filters';
import { SEARCH_DELAY_MS } from './use-debounced-callback';
import { createSearchBox, useUrlFilters } from './use-url-filters';

const users = defineListFilters({ shape: userListQuery.shape, filters: ['search', 'roleId', 'isActive'] });

function Probe() {
  const { filters, search } = useUrlFilters(users);
  return <output data-box={search.value}>{JSON.stringify(filters)}</output>;
}

const at = (url: string) => renderPage(<Probe />, { url }).replaceAll('&quot;', '"');

describe('the URL-filter hook', () => {
  it('reads the list from the URL with its schema, and fills the search box from it', () => {
    const html = at('/list?search=%20an%20&roleId=2&isActive=9&page=3');
    expect(html).toContain('{"page":3,"limit":10,"search":"an","roleId":2}');
    expect(html).toContain('data-box="an"');
  });

  it('opens a bare URL on page 1 with the default size and an empty box', () => {
    const html = at('/list');
    expect(html).toContain('{"page":1,"limit":10}');
    expect(html).toContain('data-box=""');
  });
});

/** What `writes` records when the box clears the whole URL ('Đặt lại'). */
const BARE_URL = '(bare URL)';

/** A search box on a URL whose search the test reads and changes, as the hook's render would. */
function boxOn(initial?: string) {
  const url: { search: string | undefined } = { search: initial };
  const writes: (string | undefined)[] = [];
  let shown = initial ?? '';
  const box = createSearchBox(initial ?? '', {
    show: (text) => {
      shown = text;
    },
    send: (search) => {
      writes.push(search);
      url.search = search;
    },
    clear: () => {
      writes.push(BARE_URL);
      url.search = undefined;
    },
  });
  return { box, url, writes, shown: () => shown };
}

describe('the search box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the text once typing stops, and at once on Enter', () => {
    const { box, writes } = boxOn();
    box.onChange('ng');
    box.onChange('nguyen');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(writes).toEqual(['nguyen']);
    box.onChange('nguyen v');
    box.onSubmit('nguyen van ');
    expect(writes).toEqual(['nguyen', 'nguyen van']);
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(writes).toEqual(['nguyen', 'nguyen van']);
  });

  it('on reset drops a search still waiting and empties the box', () => {
    // A filter set beside the search: the URL's search is empty before and after the reset.
    const { box, writes, shown } = boxOn();
    box.onChange('an');
    box.reset();
    expect(shown()).toBe('');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(writes).toEqual([BARE_URL]);
    expect(shown()).toBe('');
  });

  it('keeps what is typed after a search went out when the URL comes back with that search', () => {
    const { box, url, writes, shown } = boxOn();
    box.onChange('an');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    box.onChange('anh');
    box.urlChanged(url.search);
    expect(shown()).toBe('anh');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(writes).toEqual(['an', 'anh']);
  });

  it('follows a URL changed by someone else (the back button), dropping what was typed', () => {
    const { box, writes, shown } = boxOn('an');
    box.onChange('anh');
    box.urlChanged('binh');
    expect(shown()).toBe('binh');
    vi.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(writes).toEqual([]);
    // A search we sent once, come back through the back and forward buttons, is followed too.
    box.onSubmit('chi');
    box.urlChanged('chi');
    box.urlChanged('an');
    expect(shown()).toBe('an');
    box.urlChanged('chi');
    expect(shown()).toBe('chi');
  });
});
