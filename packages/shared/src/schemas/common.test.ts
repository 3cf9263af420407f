import { describe, expect, it } from 'vitest';
import { pageQuery, pageQueryWithLimit } from './common.js';

const messagesOf = (query: Record<string, unknown>) => {
  const result = pageQuery.safeParse(query);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('page and limit of a list query', () => {
  it('default to page 1 and 10 rows, or the list’s own size', () => {
    expect(pageQuery.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(pageQueryWithLimit(20).parse({ limit: '' })).toMatchObject({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '3', limit: '50' })).toMatchObject({ page: 3, limit: 50 });
  });

  it('refuse a word, a fraction, a repeated parameter or a size out of range in Vietnamese', () => {
    const limitMessage = 'Số dòng mỗi trang phải là số nguyên từ 1 đến 200';
    for (const limit of ['abc', '2.5', ['10', '20'], '0', '201']) {
      expect(messagesOf({ limit })).toEqual([limitMessage]);
    }
    for (const page of ['x', '0', '1000001']) {
      expect(messagesOf({ page })).toEqual(['Số trang phải là số nguyên từ 1 đến 1.000.000']);
    }
  });
});
