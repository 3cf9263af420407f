import { userListQuery } from '@congdoan/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineListFilters } from './url-filters';
import { useUrlFilters } from './use-url-filters';

const users = defineListFilters({ shape: userListQuery.shape, filters: ['search', 'roleId', 'isActive'] });

function Probe() {
  const { filters, search } = useUrlFilters(users);
  return <output data-box={search.value}>{JSON.stringify(filters)}</output>;
}

const at = (url: string) =>
  renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  ).replaceAll('&quot;', '"');

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
