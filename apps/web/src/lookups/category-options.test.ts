import type { CategoryItem } from '@congdoan/shared';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answerRequests } from '../test/answer-requests';
import { renderHook } from '../test/render-page';
import { categoryOptionsQuery, useCategoryOptions } from './category-options';

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

describe('the member category options', () => {
  it('ask one kind’s active items, all of them, in their order', async () => {
    const sent = answerRequests({ list: [item(1, 'Kinh')], count: 1 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(categoryOptionsQuery('religions'));
    expect(sent.map((request) => request.url)).toEqual([
      '/api/v1/category/list-all?page=1&activeOnly=true&kind=religions&limit=200',
    ]);
    expect(hashKey(categoryOptionsQuery('religions').queryKey)).not.toBe(
      hashKey(categoryOptionsQuery('ethnics').queryKey),
    );
  });

  it('are { value: id, label: name } for a Select', () => {
    const { options, loading } = renderHook(() => useCategoryOptions('ethnics'), {
      data: [
        [categoryOptionsQuery('ethnics').queryKey, { list: [item(1, 'Kinh'), item(2, 'Tày')], count: 2 }],
      ],
    });
    expect({ options, loading }).toEqual({
      options: [
        { value: 1, label: 'Kinh' },
        { value: 2, label: 'Tày' },
      ],
      loading: false,
    });
  });
});
