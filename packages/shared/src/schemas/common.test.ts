import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blankIsNoValue,
  blankToUndefined,
  clearableText,
  nullableId,
  pageQuery,
  pageQueryWithLimit,
  updateOf,
} from './common.js';

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

describe('an update body derived from the create’s fields', () => {
  const fields = z.object({
    name: z.string({ error: 'Bắt buộc' }).trim().min(1, 'Vui lòng nhập tên'),
    level: z.enum(['a', 'b'], { error: 'Vui lòng chọn cấp' }).default('a'),
    kind: z.preprocess(blankToUndefined, z.enum(['x', 'y'], { error: 'Vui lòng chọn loại' }).default('x')),
    note: clearableText(10),
    parentId: nullableId,
    password: blankIsNoValue(z.string().min(6, 'Tối thiểu 6 ký tự')),
  });
  const update = updateOf(fields);
  const messages = (body: object) => update.safeParse(body).error?.issues.map((i) => i.message) ?? [];

  it('leaves out what the body leaves out: no field is required and no default is applied', () => {
    expect(fields.parse({ name: 'A' })).toMatchObject({ level: 'a', kind: 'x' });
    expect(update.parse({})).toEqual({});
    expect(update.parse({ name: 'B' })).toEqual({ name: 'B' });
  });

  it('clears a field that may be empty with null or a blank text', () => {
    expect(update.parse({ note: null, parentId: '' })).toEqual({ note: null, parentId: null });
    expect(update.parse({ note: '   ' })).toEqual({ note: null });
  });

  it('refuses null or blank for a required field, with its Vietnamese message', () => {
    expect(messages({ name: null })).toEqual(['Bắt buộc']);
    expect(messages({ name: ' ' })).toEqual(['Vui lòng nhập tên']);
    expect(messages({ level: null })).toEqual(['Vui lòng chọn cấp']);
    expect(messages({ kind: '' })).toEqual(['Vui lòng chọn loại']);
  });

  it('reads a blank password as not given', () => {
    expect(update.parse({ password: '' })).toEqual({});
    expect(update.parse({ password: null })).toEqual({});
  });
});
