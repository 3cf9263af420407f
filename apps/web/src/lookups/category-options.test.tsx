import type { CategoryItem } from '@congdoan/shared';
import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryOptionsQuery, useCategoryOptions } from './category-options';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, name: string): CategoryItem => ({
  id,
  kind: 'ethnics',
  code: String(id).padStart(2, '0'),
  name,
  sortOrder: id,
  active: true,
  createdAt: '',
  updatedAt: '',
});

function Options() {
  const { options, loading } = useCategoryOptions('ethnics');
  return <output>{JSON.stringify({ options, loading })}</output>;
}

describe('the member category options', () => {
  it('ask one kind’s active items, all of them, in their order', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: { list: [item(1, 'Kinh')], count: 1 } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(categoryOptionsQuery('religions'));
    expect(urls).toEqual(['/api/v1/category/list-all?page=1&activeOnly=true&kind=religions&limit=200']);
    expect(hashKey(categoryOptionsQuery('religions').queryKey)).not.toBe(
      hashKey(categoryOptionsQuery('ethnics').queryKey),
    );
  });

  it('are { value: id, label: name } for a Select', () => {
    const client = new QueryClient();
    client.setQueryData(categoryOptionsQuery('ethnics').queryKey, {
      list: [item(1, 'Kinh'), item(2, 'Tày')],
      count: 2,
    });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Options />
      </QueryClientProvider>,
    );
    const shown = JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replaceAll('&quot;', '"'));
    expect(shown).toEqual({
      options: [
        { value: 1, label: 'Kinh' },
        { value: 2, label: 'Tày' },
      ],
      loading: false,
    });
  });
});
