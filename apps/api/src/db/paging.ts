import type { ListPage } from '@congdoan/shared';

/** What a list's query says about its page (`pageQuery` in `@congdoan/shared`). */
export interface PageWindow {
  page: number;
  limit: number;
}

/** The rows of the pages before `q.page`: the page's OFFSET. */
export const offsetOf = (q: PageWindow) => (q.page - 1) * q.limit;

/** A statement that can be cut to one page: a Drizzle select before its LIMIT. */
export interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** `rows` (ordered) cut to the page of `q`. */
export const pageRows = <Row>(q: PageWindow, rows: Pageable<Row>) => rows.limit(q.limit).offset(offsetOf(q));

/** A count of a list's rows, as one row `{ n }`. */
type Count = PromiseLike<{ n: number }[]>;

/**
 * One page of a list: `rows` (the list's select, ordered) cut to the page of `q`, and `total` (a
 * count of the same rows) read at once; each row mapped by `toItem` when given.
 */
export function listPage<Row>(q: PageWindow, rows: Pageable<Row>, total: Count): Promise<ListPage<Row>>;
export function listPage<Row, Item>(
  q: PageWindow,
  rows: Pageable<Row>,
  total: Count,
  toItem: (row: Row) => Item,
): Promise<ListPage<Item>>;
export async function listPage<Row>(
  q: PageWindow,
  rows: Pageable<Row>,
  total: Count,
  toItem?: (row: Row) => unknown,
): Promise<ListPage<unknown>> {
  const [found, [counted]] = await Promise.all([pageRows(q, rows), total]);
  return { list: toItem ? found.map(toItem) : found, count: counted?.n ?? 0 };
}
