import { pageQuery } from '@congdoan/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListSearch } from './list-search';

describe('the list search box', () => {
  it('takes as many characters as the lists’ search reads, and no more', () => {
    const html = renderToString(
      <ListSearch value="" onChange={() => {}} onSubmit={() => {}} placeholder="Tìm" aria-label="Tìm" />,
    );
    const max = Number(/maxlength="(\d+)"/i.exec(html)?.[1]);
    expect(pageQuery.shape.search.safeParse('a'.repeat(max)).success).toBe(true);
    expect(pageQuery.shape.search.safeParse('a'.repeat(max + 1)).success).toBe(false);
  });
});
