import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * What a list answers for a `sortBy` it does not sort by and for an `order` that is neither 'asc'
 * nor 'desc': 400 in the envelope of every validation error, with the Vietnamese message
 * (docs/requirements.md, "Sorting"). `get` calls the list with the query string given.
 */
export async function expectBadSortRefused(
  get: (query: string) => Promise<LightMyRequestResponse>,
  columns: readonly string[],
) {
  const columnMessage = `Chỉ sắp xếp được theo: ${columns.join(', ')}`;
  expect((await get('sortBy=id')).json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    code: 'validation_failed',
    message: `${columnMessage} (sortBy)`,
    details: [{ path: 'sortBy', message: columnMessage }],
  });
  const orderMessage = "Thứ tự sắp xếp là 'asc' hoặc 'desc'";
  expect((await get(`sortBy=${columns[0]}&order=up`)).json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    code: 'validation_failed',
    message: `${orderMessage} (order)`,
    details: [{ path: 'order', message: orderMessage }],
  });
}

/** Every page of a list, `limit` rows at a time, joined: a sorted list must hold each row once. */
export async function allPages<T>(
  page: (page: number, limit: number) => Promise<{ list: T[]; count: number }>,
  limit: number,
): Promise<T[]> {
  const first = await page(1, limit);
  const rows = [...first.list];
  for (let p = 2; (p - 1) * limit < first.count; p++) rows.push(...(await page(p, limit)).list);
  return rows;
}
